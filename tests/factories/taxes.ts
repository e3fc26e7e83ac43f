// Taxes created directly through the repository (no HTTP), with defaults and overrides; rates in basis points.
import type { Db } from '../../server/db/client';
import { insertTax } from '../../server/db/repositories/taxes.repository';
import type { TaxType } from '../../shared/domain/tax';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

export function createTax(db: Db, overrides: { title?: string; rateBp?: number; type?: TaxType } = {}): Promise<number> {
  return insertTax(db, {
    title: overrides.title ?? `Tax ${next()}`,
    rate_bp: overrides.rateBp ?? 500,
    type: overrides.type ?? 'exclusive',
    ...stamps(),
  });
}
