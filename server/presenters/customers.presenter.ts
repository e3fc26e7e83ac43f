// Row → wire shape of a customer (spec 3 Customer).
import type { CustomerDto } from '../../shared/contract/pos';
import type { CustomerRow } from '../db/schema';

export function presentCustomer(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    gender: row.gender,
    birth_date: row.birth_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
