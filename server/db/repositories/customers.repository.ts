// All SQL about customers that the POS needs: lookup by phone (the key) or id, and insert (factories,
// and the customers screen later).
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { CustomerRow, CustomersTable } from '../schema';

export function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCustomer(db: Db, row: Insertable<CustomersTable>): Promise<CustomerRow> {
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}
