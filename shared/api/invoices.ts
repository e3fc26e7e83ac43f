// Spec 7 Invoices: the period's list, init (store and print settings), the orders of an invoice (for printing)
// and search; beyond the spec, the invoice PDF and the period's CSV export as plain same-origin links (a GET
// link carries the session cookie, so the browser downloads them itself).
import { fillPath } from '../contract/endpoint';
import type { InvoiceOrdersResponse, InvoicesInitResponse, InvoicesResponse } from '../contract/offerings';
import { API_BASE } from '../domain/session';
import { callEndpoint, type EndpointRequest, queryString } from './endpoints';

/** Query string of spec 7 `type&from&to` (see shared/ui/DateFilterDialog `dateFilterParams`). */
export type DateFilterParams = Record<string, string>;

/** dateFilterParams() types the filter as text; the server checks it (400 with the spec's message). */
const dateQuery = (params: DateFilterParams) => params as EndpointRequest<'GET /invoices'>['query'];

export function listInvoices(params: DateFilterParams): Promise<InvoicesResponse> {
  return callEndpoint('GET /invoices', { query: dateQuery(params) });
}

export function getInvoicesInit(): Promise<InvoicesInitResponse> {
  return callEndpoint('GET /invoices/init', {});
}

export function getInvoiceOrders(orderIds: readonly number[]): Promise<InvoiceOrdersResponse> {
  return callEndpoint('POST /invoices/orders', { body: { orderIds: [...orderIds] } });
}

export function searchInvoices(q: string): Promise<InvoicesResponse> {
  return callEndpoint('GET /invoices/search', { query: { q } });
}

type DownloadKey = 'GET /invoices/:id/pdf' | 'GET /invoices/export.csv';

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
