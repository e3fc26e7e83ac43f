// Beyond spec 7: the period's invoices as CSV (RFC 4180: CRLF lines, fields quoted when they hold
// a comma, quote or line break). Money as plain decimals (1234.50, no grouping, no symbol) so spreadsheets
// read numbers; dates in the store's zone. Against CSV injection (OWASP), a text cell starting with = + - @,
// tab or carriage return gets a leading apostrophe, so a spreadsheet shows it instead of running it as a
// formula. A UTF-8 byte order mark lets Excel read names with accents. The discounts are already
// out of Subtotal, Tax and Total (as on the invoice PDF); the tip is paid on top (Paid = Total + Tip). Split Bill:
// 'Check 1 of 2' (a check by items: Order IDs and Tokens are its own lines' orders) or 'Share 1 of 2' (of the table).
import type { BillLineFigure } from '../../shared/domain/bill/billLines';
import { formatPlainAmount } from '../../shared/domain/money/money';
import { checkLabel } from '../../shared/domain/bill/splits';
import { billOfRow } from '../db/billColumns';
import type { InvoiceOrderRef } from '../db/repositories/invoices.repository';
import type { InvoicesExport } from './exportInvoices';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { checkPlacesByInvoice, invoiceCustomerName } from './invoices.presenter';

/**
 * A column for every figure of the bill (a new figure does not compile without one), each on every row; the first
 * six in the order they always had, later figures after them.
 */
const CSV_BILL_COLUMNS: Record<BillLineFigure, string> = {
  itemsTotal: 'Subtotal',
  taxTotal: 'Tax',
  payableTotal: 'Total',
  discountTotal: 'Discounts (included)',
  tipTotal: 'Tip',
  paidTotal: 'Paid',
  serviceChargeTotal: 'Service Charge (included)',
  roundingTotal: 'Rounding (included)',
};
const CSV_BILL_FIGURES = Object.keys(CSV_BILL_COLUMNS) as BillLineFigure[];

const INVOICES_CSV_HEADER = [
  'Invoice ID',
  'Date',
  'Business Date',
  'Order IDs',
  'Tokens',
  ...Object.values(CSV_BILL_COLUMNS),
  'Currency',
  'Payment Type',
  'Delivery Type',
  'Sold By',
  'Customer',
  'Table',
  'Split Bill',
] as const;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: defused when a spreadsheet would read it as a formula, then quoted when needed. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? '';
  return csvField(FORMULA_START.test(text) ? `'${text}` : text);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file as it is read, one chunk per page of rows. The byte order mark and the header line go out with the
 * first page, so nothing is yielded before the first read has succeeded (server/http/download.ts); a file
 * without rows is the header alone.
 */
export async function* csvFileChunks(header: readonly string[], pages: AsyncIterable<string>): AsyncGenerator<string> {
  let headLine = `${BOM}${header.map(csvText).join(',')}\r\n`;
  for await (const rows of pages) {
    yield headLine + rows;
    headLine = '';
  }
  if (headLine) yield headLine;
}

/** The period's invoices as a CSV file, a page at a time. */
export function invoicesCsvChunks(data: InvoicesExport): AsyncGenerator<string> {
  return csvFileChunks(INVOICES_CSV_HEADER, invoiceRowPages(data));
}

async function* invoiceRowPages(data: InvoicesExport): AsyncGenerator<string> {
  const localTime = zoneClock(data.timeZone);
  for await (const page of data.pages) {
    const ordersByInvoice = new Map<number, InvoiceOrderRef[]>();
    for (const order of page.orders) {
      const list = ordersByInvoice.get(order.invoice_id);
      if (list) list.push(order);
      else ordersByInvoice.set(order.invoice_id, [order]);
    }
    const checkByInvoice = checkPlacesByInvoice(page.checks);
    let chunk = '';
    for (const invoice of page.invoices) {
      const orders = ordersByInvoice.get(invoice.id) ?? [];
      const check = checkByInvoice.get(invoice.id);
      const bill = billOfRow(invoice);
      const customer = invoice.customer_type === 'CUSTOMER' ? (invoiceCustomerName(invoice, orders) ?? '') : 'WALKIN';
      chunk += `${[
        String(invoice.id),
        csvText(formatLocalDateTime(localTime(invoice.created_at))),
        csvText(invoice.business_date),
        csvText(orders.map((order) => order.order_id).join(' ')),
        csvText(orders.map((order) => order.token_no).join(' ')),
        ...CSV_BILL_FIGURES.map((figure) => formatPlainAmount(bill[figure])),
        csvText(data.currency),
        csvText(invoice.payment_type_title),
        csvText(invoice.delivery_type),
        csvText(invoice.created_by_name),
        csvText(customer),
        csvText(invoice.table_title),
        csvText(check ? checkLabel(check) : ''),
      ].join(',')}\r\n`;
    }
    yield chunk;
  }
}

/** `invoices-2026-11-01-to-2026-11-30.csv` */
export function invoicesCsvFilename(period: { from: string; to: string }): string {
  return `invoices-${period.from}-to-${period.to}.csv`;
}
