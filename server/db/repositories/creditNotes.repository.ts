// All SQL of refunds: the invoice locked while it is refunded, the order lines it paid, its credit
// notes and their lines, and the period's credit notes (by the refund's business day).
import type { Insertable } from 'kysely';
import { type Db, isPostgres } from '../client';
import type { CreditNoteLineRow, CreditNoteLinesTable, CreditNoteRow, CreditNotesTable, InvoiceRow, OrderItemRow } from '../schema';
import type { BusinessDays } from './invoices.repository';

/** The invoice, locked until the caller's transaction ends (two refunds of one invoice run one after the other). */
export function lockInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

/** The charged lines of the orders an invoice paid (whole orders: the invoice_orders links), by id. */
export function chargedLinesOfInvoiceOrders(db: Db, invoiceId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .innerJoin('invoice_orders', 'invoice_orders.order_id', 'order_items.order_id')
    .selectAll('order_items')
    .where('invoice_orders.invoice_id', '=', invoiceId)
    .where('order_items.status', '<>', 'cancelled')
    .orderBy('order_items.id')
    .execute();
}

export interface CreditNotesWithLines {
  creditNotes: CreditNoteRow[];
  lines: CreditNoteLineRow[];
}

async function withLines(db: Db, creditNotes: CreditNoteRow[]): Promise<CreditNotesWithLines> {
  if (creditNotes.length === 0) return { creditNotes, lines: [] };
  const lines = await db
    .selectFrom('credit_note_lines')
    .selectAll()
    .where(
      'credit_note_id',
      'in',
      creditNotes.map((note) => note.id),
    )
    .orderBy('order_item_id')
    .execute();
  return { creditNotes, lines };
}

export async function creditNotesOfInvoice(db: Db, invoiceId: number): Promise<CreditNotesWithLines> {
  return withLines(db, await db.selectFrom('credit_notes').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute());
}

export async function findCreditNote(db: Db, id: number): Promise<CreditNotesWithLines> {
  return withLines(db, await db.selectFrom('credit_notes').selectAll().where('id', '=', id).execute());
}

/** The credit notes made on these business days, newest first, with their lines. */
export async function listCreditNotesOfDays(db: Db, days: BusinessDays): Promise<CreditNotesWithLines> {
  const creditNotes = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .orderBy('business_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withLines(db, creditNotes);
}

export async function insertCreditNote(db: Db, row: Insertable<CreditNotesTable>): Promise<number> {
  const { id } = await db.insertInto('credit_notes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertCreditNoteLines(db: Db, rows: readonly Insertable<CreditNoteLinesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('credit_note_lines')
    .values([...rows])
    .execute();
}

/** Order lines by id (unknown ids are absent), by id. */
export function findOrderItemRows(db: Db, ids: readonly number[]): Promise<OrderItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}
