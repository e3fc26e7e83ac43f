// The back office's side of settling the bill: refunds and credit notes (Invoices screen) and the billing
// figures of Reports. Every answer is decoded here, once, into views in minor units (decoded at the edge);
// a refund carries an Idempotency-Key per submission, sent again on every retry of it.
import { fillPath } from '../contract/endpoint';
import type { CreditNoteDto } from '../contract/billing/refunds';
import { decodeDecimalAmount, type MinorUnits } from '../domain/money/money';
import { API_BASE } from '../domain/access/session';
import type { OrderTotals } from '../domain/bill/bill';
import { callEndpoint, type EndpointRequest } from './endpoints';
import { decodeTotals } from './orders';
import { withIdempotencyKey } from './pos';

export interface CreditNoteView extends Omit<CreditNoteDto, 'sub_total' | 'tax_total' | 'total' | 'lines'> {
  /** What was refunded: net, tax and total (positive). */
  totals: OrderTotals;
  lines: { order_item_id: number; item_title: string; quantity: number; totals: OrderTotals }[];
}

function decodeCreditNote({ sub_total, tax_total, total, lines, ...note }: CreditNoteDto): CreditNoteView {
  return {
    ...note,
    totals: decodeTotals(sub_total, tax_total, total),
    lines: lines.map((line) => ({
      order_item_id: line.order_item_id,
      item_title: line.item_title,
      quantity: line.quantity,
      totals: decodeTotals(line.sub_total, line.tax_total, line.total),
    })),
  };
}

export interface RefundableView {
  invoice_id: number;
  /** The invoice as paid. */
  totals: OrderTotals;
  /** What a whole refund would give back now. */
  remaining: OrderTotals;
  canRefundLines: boolean;
  lines: {
    order_item_id: number;
    item_title: string;
    variant_title: string | null;
    quantity: number;
    total: MinorUnits;
    refunded_by: string | null;
  }[];
  creditNotes: CreditNoteView[];
  paymentTypes: { id: number; title: string }[];
}

export async function getRefundable(invoiceId: number): Promise<RefundableView> {
  const answer = await callEndpoint('GET /billing/invoices/:id/refund', { params: { id: invoiceId } });
  return {
    invoice_id: answer.invoice_id,
    totals: decodeTotals(answer.sub_total, answer.tax_total, answer.total),
    remaining: decodeTotals(answer.remaining.sub_total, answer.remaining.tax_total, answer.remaining.total),
    canRefundLines: answer.canRefundLines,
    lines: answer.lines.map((line) => ({ ...line, total: decodeDecimalAmount(line.total) })),
    creditNotes: answer.creditNotes.map(decodeCreditNote),
    paymentTypes: answer.paymentTypes,
  };
}

export type RefundRequest = EndpointRequest<'POST /billing/invoices/:id/refund'>['body'];

export async function refundInvoice(
  invoiceId: number,
  body: RefundRequest,
  idempotencyKey: string,
): Promise<{ message: string; creditNote: CreditNoteView }> {
  const answer = await callEndpoint(
    'POST /billing/invoices/:id/refund',
    { params: { id: invoiceId }, body },
    withIdempotencyKey(idempotencyKey),
  );
  return { message: answer.message, creditNote: decodeCreditNote(answer.creditNote) };
}

/** `type&from&to` of the date filter, typed as text here (the server checks it). */
export async function listCreditNotes(params: Record<string, string>): Promise<CreditNoteView[]> {
  const answer = await callEndpoint('GET /billing/credit-notes', { query: params });
  return answer.creditNotes.map(decodeCreditNote);
}

export function creditNotePdfUrl(creditNoteId: number): string {
  return API_BASE + fillPath('/billing/credit-notes/:id/pdf', { id: creditNoteId });
}

export interface BillingReportView {
  from: string;
  to: string;
  currency: string;
  grossRevenue: MinorUnits;
  refundsTotal: MinorUnits;
  refundsCount: number;
  discountTotal: MinorUnits;
  tipsTotal: MinorUnits;
  tipsByUserDay: { day: string; user_id: number | null; user_name: string; tips: MinorUnits; checks: number }[];
}

export async function getBillingReport(params: Record<string, string>): Promise<BillingReportView> {
  const report = await callEndpoint('GET /billing/report', { query: params });
  return {
    ...report,
    grossRevenue: decodeDecimalAmount(report.grossRevenue),
    refundsTotal: decodeDecimalAmount(report.refundsTotal),
    discountTotal: decodeDecimalAmount(report.discountTotal),
    tipsTotal: decodeDecimalAmount(report.tipsTotal),
    tipsByUserDay: report.tipsByUserDay.map((row) => ({ ...row, tips: decodeDecimalAmount(row.tips) })),
  };
}
