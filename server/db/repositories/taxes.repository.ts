// All SQL about taxes (spec 3 tax; rates in basis points). Lists are in id order; updates and deletes answer whether a
// row matched, so services can answer 404. Which menu items use a tax is the menu repository's (countMenuItemsWithTax).
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { TaxesTable, TaxRow } from '../schema';

export async function insertTax(db: Db, row: Insertable<TaxesTable>): Promise<number> {
  const { id } = await db.insertInto('taxes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listTaxRows(db: Db): Promise<TaxRow[]> {
  return db.selectFrom('taxes').selectAll().orderBy('id').execute();
}

export async function taxExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('taxes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function updateTaxRow(db: Db, id: number, values: Updateable<TaxesTable>): Promise<boolean> {
  const result = await db.updateTable('taxes').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTaxRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('taxes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
