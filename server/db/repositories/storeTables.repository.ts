// All SQL about the store's tables (spec 3 store table). Lists are in id order; updates and deletes answer whether a
// row matched, so services can answer 404.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { StoreTableRow, StoreTablesTable } from '../schema';

export function findStoreTableRow(db: Db, id: number): Promise<StoreTableRow | undefined> {
  return db.selectFrom('store_tables').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStoreTable(db: Db, row: Insertable<StoreTablesTable>): Promise<number> {
  const { id } = await db.insertInto('store_tables').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listStoreTableRows(db: Db): Promise<StoreTableRow[]> {
  return db.selectFrom('store_tables').selectAll().orderBy('id').execute();
}

export async function updateStoreTableRow(db: Db, id: number, values: Updateable<StoreTablesTable>): Promise<boolean> {
  const result = await db.updateTable('store_tables').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteStoreTableRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('store_tables').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
