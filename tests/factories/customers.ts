// Customers created directly through the repository (no HTTP), with defaults and overrides.
import type { Db } from '../../server/db/client';
import { insertCustomer } from '../../server/db/repositories/customers.repository';
import type { CustomerRow } from '../../server/db/schema';
import type { CustomerGender } from '../../shared/contract/pos';

export interface CustomerInput {
  phone: string;
  name: string;
  email: string | null;
  gender: CustomerGender | null;
  birthDate: string | null;
}

let counter = 0;

export function createCustomer(db: Db, overrides: Partial<CustomerInput> = {}): Promise<CustomerRow> {
  counter += 1;
  const now = new Date().toISOString();
  return insertCustomer(db, {
    phone: overrides.phone ?? `555${String(Date.now()).slice(-5)}${String(counter).padStart(3, '0')}`,
    name: overrides.name ?? `Customer ${counter}`,
    email: overrides.email ?? null,
    gender: overrides.gender ?? null,
    birth_date: overrides.birthDate ?? null,
    created_at: now,
    updated_at: now,
  });
}
