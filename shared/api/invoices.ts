// Spec 7 Invoices: the period's list, init (store and print settings), the orders of an invoice (for printing)
// and search; beyond the spec, the invoice PDF and the period's CSV export as plain same-origin links (a GET
// link carries the session cookie, so the browser downloads them itself). Money is decoded here.
import { fillPath } from '../contract/endpoint';
import type { InvoiceDto, InvoicesInitResponse, InvoicesResponse } from '../contract/invoices';
import type { OrderView } from '../domain/orderViews';
import { API_BASE } from '../domain/access/session';
import type { OrderTotals } from '../domain/bill/bill';
import { callEndpoint, type EndpointRequest, queryString } from './endpoints';
import { decodeOrder, decodeTotals } from './orders';

/** An invoice with its stored totals (what was paid) in minor units. */
export interface InvoiceView extends Omit<InvoiceDto, 'sub_total' | 'tax_total' | 'total'> {
  totals: OrderTotals;
}

function decodeInvoices({ invoices }: InvoicesResponse): InvoiceView[] {
  return invoices.map(({ sub_total, tax_total, total, ...invoice }) => ({ ...invoice, totals: decodeTotals(sub_total, tax_total, total) }));
}

/** Query string of spec 7 `type&from&to` (see shared/ui/dialogs/DateFilterDialog `dateFilterParams`). */
export type DateFilterParams = Record<string, string>;

/** dateFilterParams() types the filter as text; the server checks it (400 with the spec's message). */
const dateQuery = (params: DateFilterParams) => params as EndpointRequest<'GET /invoices'>['query'];

export async function listInvoices(params: DateFilterParams): Promise<InvoiceView[]> {
  return decodeInvoices(await callEndpoint('GET /invoices', { query: dateQuery(params) }));
}

export function getInvoicesInit(): Promise<InvoicesInitResponse> {
  return callEndpoint('GET /invoices/init', {});
}

/** The orders an invoice paid, with only the lines it paid (a split bill's check: its own, or the table's as a share). */
export async function getInvoiceOrders(
  orderIds: readonly number[],
  invoiceId: number,
): Promise<{ orders: OrderView[]; check: InvoiceDto['check'] }> {
  const { orders, check } = await callEndpoint('POST /invoices/orders', { body: { orderIds: [...orderIds], invoiceId } });
  return { orders: orders.map(decodeOrder), check: check ?? null };
}

export async function searchInvoices(q: string): Promise<InvoiceView[]> {
  return decodeInvoices(await callEndpoint('GET /invoices/search', { query: { q } }));
}

type DownloadKey = 'GET /invoices/:id/pdf' | 'GET /invoices/export.csv' | 'GET /invoices/export-lines.csv';

/** A download's same-origin URL, from its declared path. */
function downloadUrl<K extends DownloadKey>(key: K, input: EndpointRequest<K>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return API_BASE + fillPath(key.slice('GET '.length), params) + queryString(query);
}

export function invoicePdfUrl(invoiceId: number): string {
  return downloadUrl('GET /invoices/:id/pdf', { params: { id: invoiceId } });
}

export function invoicesCsvUrl(params: DateFilterParams): string {
  return downloadUrl('GET /invoices/export.csv', { query: dateQuery(params) });
}

/** The same period line by line, each line with its modifiers. */
export function invoiceLinesCsvUrl(params: DateFilterParams): string {
  return downloadUrl('GET /invoices/export-lines.csv', { query: dateQuery(params) });
}
