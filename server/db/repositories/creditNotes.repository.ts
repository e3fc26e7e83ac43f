// All SQL of credit notes: an invoice's credit notes and their lines, one credit note, the period's credit notes
// (by the refund's business day), and writing one (the invoice it refunds is locked in invoices.repository.ts).
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { CreditNoteLineRow, CreditNoteLinesTable, CreditNoteRow, CreditNotesTable } from '../schema';
import type { BusinessDays } from './invoices.repository';

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
