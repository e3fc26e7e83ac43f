// All SQL about customers: lookup by phone (the key) or id, the paged and filtered list (newest first),
// insert, update and delete.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { CustomerRow, CustomersTable } from '../schema';
import { containsText } from './textSearch';

export function findCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCustomer(db: Db, row: Insertable<CustomersTable>): Promise<CustomerRow> {
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}

export interface CustomersFilter {
  /** Trimmed text matched against name and email; '' for every customer. */
  text: string;
  /** The same text with spaces removed, matched against the (normalised) phone. */
  phone: string;
}

function filtered(db: Db, filter: CustomersFilter) {
  const query = db.selectFrom('customers');
  if (filter.text === '') return query;
  return query.where((eb) =>
    eb.or([
      containsText('customers.phone', filter.phone),
      containsText('customers.name', filter.text),
      containsText('customers.email', filter.text),
    ]),
  );
}

export async function countCustomers(db: Db, filter: CustomersFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, newest first (id breaks ties between customers created in the same millisecond). */
export function listCustomerRows(db: Db, filter: CustomersFilter, page: { limit: number; offset: number }): Promise<CustomerRow[]> {
  return filtered(db, filter)
    .selectAll('customers')
    .orderBy('customers.created_at', 'desc')
    .orderBy('customers.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function updateCustomerRow(db: Db, id: number, values: Updateable<CustomersTable>): Promise<boolean> {
  const result = await db.updateTable('customers').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCustomerRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customers').where('id', '=', id).execute();
}
