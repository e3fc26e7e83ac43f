// Spec 2.10 and 7 Invoices; the PDF and CSV downloads are beyond the spec. The CSV is also the
// Reports screen's export, so REPORTS may download it too.
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import {
  INVOICE_MESSAGES,
  invoiceOrdersBody,
  invoiceOrdersResponse,
  invoiceSearchQuery,
  invoicesInitResponse,
  invoicesResponse,
} from '../invoices';
import { dateFilterQuery } from '../reports';
import { idParam } from '../pathParams';

const INVOICES_SCOPES = ['INVOICES'] as const satisfies readonly Permission[];
const tag = 'invoices';

export const invoicesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/invoices',
    access: INVOICES_SCOPES,
    tag,
    summary: "The invoices of a date filter's period (spec 9), newest first.",
    query: dateFilterQuery,
    response: invoicesResponse,
  }),
  init: endpoint({
    method: 'GET',
    path: '/invoices/init',
    access: INVOICES_SCOPES,
    tag,
    summary: 'Store and print settings, for printing receipts from the Invoices screen.',
    response: invoicesInitResponse,
  }),
  orders: endpoint({
    method: 'POST',
    path: '/invoices/orders',
    access: INVOICES_SCOPES,
    tag,
    summary:
      "The orders of an invoice, for printing its receipt; with invoiceId, only what that invoice paid (a split bill's check: its own lines, or the table's as a share).",
    body: invoiceOrdersBody,
    response: invoiceOrdersResponse,
  }),
  search: endpoint({
    method: 'GET',
    path: '/invoices/search',
    access: INVOICES_SCOPES,
    tag,
    summary:
      "Invoices by invoice or token number, customer's name or phone, or table, newest first (at most 50); an empty text finds nothing.",
    query: invoiceSearchQuery,
    response: invoicesResponse,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/invoices/:id/pdf',
    params: { id: idParam(INVOICE_MESSAGES.invoiceNotFound) },
    access: INVOICES_SCOPES,
    tag,
    summary: 'One invoice as a PDF (an attachment, never cached).',
    response: { contentType: 'application/pdf' },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/invoices/export.csv',
    access: [...INVOICES_SCOPES, 'REPORTS'],
    tag,
    summary: "The invoices of a date filter's period as CSV (an attachment, never cached).",
    query: dateFilterQuery,
    response: { contentType: 'text/csv; charset=utf-8' },
  }),
  exportLinesCsv: endpoint({
    method: 'GET',
    path: '/invoices/export-lines.csv',
    access: [...INVOICES_SCOPES, 'REPORTS'],
    tag,
    summary: "The invoices of a date filter's period line by line as CSV, each line with its modifiers, add-ons and note.",
    query: dateFilterQuery,
    response: { contentType: 'text/csv; charset=utf-8' },
  }),
} as const;
