// All SQL about payment types (spec 3 payment type; rounding steps in minor units). Lists are in id order; updates and
// deletes answer whether a row matched, so services can answer 404. The store's default is a store setting
// (settings.repository.ts findDefaultPaymentType).
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { PaymentTypeRow, PaymentTypesTable } from '../schema';

export function findPaymentTypeRow(db: Db, id: number): Promise<PaymentTypeRow | undefined> {
  return db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPaymentType(db: Db, row: Insertable<PaymentTypesTable>): Promise<number> {
  const { id } = await db.insertInto('payment_types').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listPaymentTypeRows(db: Db): Promise<PaymentTypeRow[]> {
  return db.selectFrom('payment_types').selectAll().orderBy('id').execute();
}

export async function updatePaymentTypeRow(db: Db, id: number, values: Updateable<PaymentTypesTable>): Promise<boolean> {
  const result = await db.updateTable('payment_types').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePaymentTypeRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('payment_types').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
