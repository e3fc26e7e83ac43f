// Spec 7 Invoices: the period's list, init (store and print settings), the orders of an invoice (for printing)
// and search; beyond the spec, the invoice PDF and the period's CSV export as plain same-origin links (a GET
// link carries the session cookie, so the browser downloads them itself).
import type { InvoicesInitResponse, InvoicesResponse } from '../contract/offerings';
import type { OrderDto } from '../contract/orders';
import { API_BASE } from '../domain/session';
import { api } from './http';

/** Query string of spec 7 `type&from&to` (see shared/ui/DateFilterDialog `dateFilterParams`). */
export type DateFilterParams = Record<string, string>;

const query = (params: DateFilterParams) => new URLSearchParams(params).toString();

export function listInvoices(params: DateFilterParams): Promise<InvoicesResponse> {
  return api.get<InvoicesResponse>(`/invoices?${query(params)}`);
}

export function getInvoicesInit(): Promise<InvoicesInitResponse> {
  return api.get<InvoicesInitResponse>('/invoices/init');
}

export function getInvoiceOrders(orderIds: readonly number[]): Promise<{ orders: OrderDto[] }> {
  return api.post<{ orders: OrderDto[] }>('/invoices/orders', { orderIds: [...orderIds] });
}

export function searchInvoices(q: string): Promise<InvoicesResponse> {
  return api.get<InvoicesResponse>(`/invoices/search?${query({ q })}`);
}

export function invoicePdfUrl(invoiceId: number): string {
  return `${API_BASE}/invoices/${encodeURIComponent(String(invoiceId))}/pdf`;
}

export function invoicesCsvUrl(params: DateFilterParams): string {
  return `${API_BASE}/invoices/export.csv?${query(params)}`;
}
