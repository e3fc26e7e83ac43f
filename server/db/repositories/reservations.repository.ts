// All SQL about reservations. Reads join the customer (current name and phone; the booked name once the
// customer is gone) and the table (current title). `date` is store-local `YYYY-MM-DDTHH:mm` text, so a
// business-date range is a text range on the indexed column: date >= 'from' and date < 'day after to'.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { ReservationStatus, ReservationsTable } from '../schema';
import { containsText } from './textSearch';

export interface ReservationView {
  id: number;
  customer_id: number | null;
  customer_name: string;
  date: string;
  table_id: number | null;
  table_title: string | null;
  status: ReservationStatus;
  notes: string | null;
  people_count: number;
  unique_code: string;
  created_at: string;
  updated_at: string;
}

function reservationViews(db: Db) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('store_tables as t', 't.id', 'r.table_id')
    .select((eb) => [
      'r.id',
      'r.customer_id',
      eb.fn.coalesce('c.name', 'r.customer_name').as('customer_name'),
      'r.date',
      'r.table_id',
      't.table_title',
      'r.status',
      'r.notes',
      'r.people_count',
      'r.unique_code',
      'r.created_at',
      'r.updated_at',
    ]);
}

/** Reservations whose date falls on a business date in [from, dayAfterTo), by date then id. */
export function listReservationsBetween(db: Db, from: string, dayAfterTo: string): Promise<ReservationView[]> {
  return reservationViews(db).where('r.date', '>=', from).where('r.date', '<', dayAfterTo).orderBy('r.date').orderBy('r.id').execute();
}

/**
 * Text search over the customer's name (current or booked) and phone, the code and the notes, latest date
 * first. `phone` is the text with spaces removed (phones are stored that way).
 */
export function searchReservationRows(db: Db, search: { text: string; phone: string }, limit: number): Promise<ReservationView[]> {
  return reservationViews(db)
    .where((eb) =>
      eb.or([
        containsText('c.name', search.text),
        containsText('r.customer_name', search.text),
        containsText('c.phone', search.phone),
        containsText('r.unique_code', search.text),
        containsText('r.notes', search.text),
      ]),
    )
    .orderBy('r.date', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function reservationExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('reservations').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertReservation(db: Db, row: Insertable<ReservationsTable>): Promise<number> {
  const inserted = await db.insertInto('reservations').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateReservationRow(db: Db, id: number, values: Updateable<ReservationsTable>): Promise<boolean> {
  const result = await db.updateTable('reservations').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteReservationRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reservations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Before a customer is deleted: their reservations keep the latest name (the foreign key then sets
 * customer_id to null), so they stay readable and searchable by name.
 */
export async function snapshotCustomerOnReservations(db: Db, customerId: number, name: string): Promise<void> {
  await db.updateTable('reservations').set({ customer_name: name }).where('customer_id', '=', customerId).execute();
}
