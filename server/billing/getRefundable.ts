// What a refund of an invoice can still give back (the Invoices screen's refund dialog): the invoice as
// paid, what is left after its credit notes, its lines and which credit note refunded each, and whether its lines
// can be refunded one by one. Also the credit notes of a period (the Invoices screen's list) and one credit note.
import { type BillTotals, subtractBills } from '../../shared/domain/bill/bill';
import { BILLING_MESSAGES } from '../../shared/domain/bill/billMessages';
import { type BillColumns, billOfRow } from '../db/billColumns';
import {
  type CreditNotesWithLines,
  creditNotesOfInvoice,
  findCreditNote,
  listCreditNotesOfDays,
} from '../db/repositories/creditNotes.repository';
import { findInvoicesByIds } from '../db/repositories/invoices.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { listPaymentTypeRows } from '../db/repositories/paymentTypes.repository';
import type { CreditNoteLineRow, CreditNoteRow, InvoiceRow, PaymentTypeRow, StoreSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor } from '../reports/dateRange';
import { type InvoiceLines, invoiceLinesOf } from '../invoices/invoiceLines';

export interface Refundable {
  invoice: InvoiceRow;
  remaining: BillTotals;
  lines: InvoiceLines;
  creditNotes: CreditNotesWithLines;
  paymentTypes: PaymentTypeRow[];
}

/** What is left to refund of an invoice: the invoice less its credit notes, figure by figure (a tip is never refunded). */
export function refundableBill(invoice: InvoiceRow, creditNotes: readonly BillColumns[]): BillTotals {
  return subtractBills(billOfRow({ ...invoice, tip_total: 0 }), creditNotes.map(billOfRow));
}

export async function getRefundable(ctx: ServiceContext, invoiceId: number): Promise<Refundable> {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const [invoice] = (await findInvoicesByIds(trx, [invoiceId])).invoices;
      if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      const creditNotes = await creditNotesOfInvoice(trx, invoice.id);
      return {
        invoice,
        remaining: refundableBill(invoice, creditNotes.creditNotes),
        lines: await invoiceLinesOf(trx, invoice),
        creditNotes,
        paymentTypes: (await listPaymentTypeRows(trx)).filter((type) => type.is_active === 1),
      };
    });
}

export async function listCreditNotes(ctx: ServiceContext, query: unknown): Promise<CreditNotesWithLines & { period: Period }> {
  const period = await periodFor(ctx, query);
  return { ...(await listCreditNotesOfDays(ctx.db, period)), period };
}

export async function getCreditNote(ctx: ServiceContext, id: number): Promise<CreditNotesWithLines> {
  const found = await findCreditNote(ctx.db, id);
  if (found.creditNotes.length === 0) throw notFound(BILLING_MESSAGES.creditNoteNotFound);
  return found;
}

/** Everything a credit note's PDF shows. */
export interface CreditNoteDocument {
  note: CreditNoteRow;
  lines: readonly CreditNoteLineRow[];
  store: StoreSettingsRow;
}

export async function getCreditNoteDocument(ctx: ServiceContext, id: number): Promise<CreditNoteDocument> {
  const { creditNotes, lines } = await findCreditNote(ctx.db, id);
  const [note] = creditNotes;
  const store = await findStoreSettings(ctx.db);
  if (!note || !store) throw notFound(BILLING_MESSAGES.creditNoteNotFound);
  return { note, lines, store };
}
