// Beyond spec 7: one invoice as an A4 PDF (pdfkit, the standard Helvetica: nothing to embed or
// download). Store details, the invoice's facts, its lines from the stored order snapshots (cancelled lines
// are not on it, as they were not charged) and the invoice's stored totals with the currency symbol. A check of a
// split bill lists its own lines (by items), or the table's lines with the table's total and its share.
// Standard PDF fonts only know WinAnsi (Latin-1 plus a few signs such as € and –): any other character is
// drawn as '?', and a symbol outside it (₹, ₺…) is replaced by the currency code.
// @types/pdfkit declares only the default export (the runtime also names it PDFDocument).
// oxlint-disable-next-line import/no-named-as-default
import PDFDocument from 'pdfkit';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES } from '../../shared/contract/pos';
import { currencySymbol } from '../../shared/domain/money/currencies';
import { type MinorUnits, formatMoney, minorUnits } from '../../shared/domain/money/money';
import { checkLabel } from '../../shared/domain/bill/splits';
import { isChargedLine, lineAmount } from '../../shared/domain/bill/totals';
import type { OrderItemAddonRow, OrderItemRow, StoreSettingsRow } from '../db/schema';
import { isEmphasised, modifierText } from '../../shared/domain/modifiers';
import type { InvoiceDocument } from './getInvoiceDocument';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { invoiceCustomerName } from './invoices.presenter';
import { percentText } from '../../shared/domain/bill/billMessages';
import { type BillLineFigure, billLines } from '../../shared/domain/bill/billLines';
import { billOfRow } from '../db/billColumns';
import { RECEIPT_LINE_LABELS } from '../../shared/domain/receipt/receiptWords';

/**
 * Each line's words on the invoice (billLines gives which, in which order): the receipt's, but for two that keep the
 * invoices CSV's words: the discounts are already out of the subtotal and tax. The tip is paid on top of the total,
 * never taxed.
 */
const INVOICE_LINES: Record<BillLineFigure, string> = {
  ...RECEIPT_LINE_LABELS,
  discountTotal: 'Discounts (included)',
  itemsTotal: 'Subtotal',
};

/** Unicode code points the WinAnsi encoding adds above Latin-1's (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRAS = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e,
  0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

/** Text a standard font can draw: other characters become '?', line breaks a space. */
export function winAnsiText(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((character) => (isWinAnsi(character) ? character : '?')).join('');
}

/** The store currency's symbol when a standard font can draw it, else its code and a space (`INR 12.50`). */
export function pdfCurrencySymbol(code: string): string {
  const symbol = currencySymbol(code);
  return symbol && [...symbol].every(isWinAnsi) ? symbol : `${code} `;
}

const PAGE_MARGIN = 50;

type PdfDocument = InstanceType<typeof PDFDocument>;

/**
 * A new A4 document of the store (the invoice's and the credit note's): titled `title`, the store's name and
 * contact lines at its top; `done` holds its bytes once it ends.
 */
export function storeDocument(store: StoreSettingsRow, title: string): { pdf: PdfDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: winAnsiText(store.store_name), Creator: 'Brigade' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(18).text(winAnsiText(store.store_name));
  pdf.font('Helvetica').fontSize(10);
  for (const detail of [store.address, store.phone, store.email]) if (detail) pdf.text(winAnsiText(detail));
  return { pdf, done };
}

/** The document's own heading under the store ('Invoice #12'), then body text. */
export function documentHeading(pdf: PdfDocument, heading: string): void {
  pdf.moveDown(1.5);
  pdf.font('Helvetica-Bold').fontSize(14).text(heading);
  pdf.font('Helvetica').fontSize(10);
}
/** x and width of each column of the lines table (A4 is 595 pt wide: 50–545 between the margins). */
const COLUMNS = {
  item: { x: 50, width: 240 },
  quantity: { x: 295, width: 35 },
  price: { x: 335, width: 70 },
  tax: { x: 410, width: 60 },
  amount: { x: 475, width: 70 },
} as const;
type Column = keyof typeof COLUMNS;

interface Line {
  title: string;
  /** One row each under the line, in the menu's order; NO and EXTRA in bold. */
  modifiers: { text: string; isEmphasised: boolean }[];
  detail: string | null;
  quantity: number;
  unitPrice: MinorUnits;
  tax: string;
  amount: MinorUnits;
}

function invoiceLines({ items, addons, modifiers }: InvoiceDocument['orders']): Line[] {
  const addonsByItem = new Map<number, OrderItemAddonRow[]>();
  for (const addon of addons) {
    const list = addonsByItem.get(addon.order_item_id);
    if (list) list.push(addon);
    else addonsByItem.set(addon.order_item_id, [addon]);
  }
  return items.filter(isChargedLine).map((item) => ({
    title: item.variant_title ? `${item.item_title} (${item.variant_title})` : item.item_title,
    modifiers: modifiers
      .filter((modifier) => modifier.order_item_id === item.id)
      .map((modifier) => ({ text: modifierText(modifier), isEmphasised: isEmphasised(modifier) })),
    detail: lineDetail(item, addonsByItem.get(item.id) ?? []),
    quantity: item.quantity,
    unitPrice: minorUnits(item.unit_price),
    tax:
      item.tax_type && item.tax_rate_bp !== null
        ? `${percentText(item.tax_rate_bp)} ${item.tax_type === 'inclusive' ? 'incl.' : 'excl.'}`
        : '-',
    amount: lineAmount(minorUnits(item.unit_price), item.quantity),
  }));
}

/** The spec's add-ons and the line's note, in small grey type under its modifiers. */
function lineDetail(item: OrderItemRow, addons: readonly OrderItemAddonRow[]): string | null {
  const parts = [];
  if (addons.length > 0) parts.push(`+ ${addons.map((addon) => addon.title).join(', ')}`);
  if (item.notes) parts.push(`Note: ${item.notes}`);
  return parts.length > 0 ? parts.join('  ·  ') : null;
}

function deliveryTypeLabel(value: string | null): string | null {
  const type = DELIVERY_TYPES.find((candidate) => candidate === value);
  return type ? DELIVERY_TYPE_LABELS[type] : null;
}

export function invoicePdfFilename(invoiceId: number): string {
  return `invoice-${invoiceId}.pdf`;
}

/** The PDF bytes of one invoice. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { invoice, orders, check, store } = document;
  const symbol = pdfCurrencySymbol(store.currency);
  const money = (minor: MinorUnits) => winAnsiText(formatMoney(minor, symbol));
  const paidAt = formatLocalDateTime(zoneClock(store.time_zone)(invoice.created_at));

  // Store details, then the invoice's facts.
  const { pdf, done } = storeDocument(store, `Invoice #${invoice.id}`);
  const cell = (column: Column, value: string, top: number) =>
    pdf.text(value, COLUMNS[column].x, top, { width: COLUMNS[column].width, align: column === 'item' ? 'left' : 'right' });
  documentHeading(pdf, `Invoice #${invoice.id}`);
  const customer = invoice.customer_type === 'CUSTOMER' ? (invoiceCustomerName(invoice, orders.orders) ?? 'Customer') : 'WALKIN';
  const facts: [string, string | null][] = [
    ['Date', paidAt],
    ['Orders', orders.orders.map((order) => `#${order.id} (token ${order.token_no})`).join(', ')],
    ['Split bill', check ? `${checkLabel(check)}${check.mode === 'items' ? ': its own items' : ' of the table'}` : null],
    ['Customer', customer],
    ['Phone', invoice.customer_phone],
    ['Table', invoice.table_title ? `${invoice.table_title}${invoice.floor ? ` (${invoice.floor})` : ''}` : null],
    ['Dining option', deliveryTypeLabel(invoice.delivery_type)],
    ['Payment type', invoice.payment_type_title],
    ['Sold by', invoice.created_by_name],
  ];
  for (const [label, value] of facts) if (value) pdf.text(`${label}: ${winAnsiText(value)}`);

  // Lines.
  pdf.moveDown(1.5);
  let y = pdf.y;
  pdf.font('Helvetica-Bold');
  cell('item', 'Item', y);
  cell('quantity', 'Qty', y);
  cell('price', 'Price', y);
  cell('tax', 'Tax', y);
  cell('amount', 'Amount', y);
  y = pdf.y + 4;
  pdf
    .moveTo(PAGE_MARGIN, y)
    .lineTo(pdf.page.width - PAGE_MARGIN, y)
    .stroke();
  pdf.font('Helvetica');
  y += 6;
  for (const line of invoiceLines(orders)) {
    if (y > pdf.page.height - PAGE_MARGIN - 120) {
      pdf.addPage();
      y = PAGE_MARGIN;
    }
    cell('item', winAnsiText(line.title), y);
    const afterTitle = pdf.y;
    cell('quantity', String(line.quantity), y);
    cell('price', money(line.unitPrice), y);
    cell('tax', line.tax, y);
    cell('amount', money(line.amount), y);
    y = afterTitle;
    for (const modifier of line.modifiers) {
      pdf
        .font(modifier.isEmphasised ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .text(winAnsiText(modifier.text), COLUMNS.item.x + 10, y, { width: COLUMNS.item.width - 10 });
      pdf.font('Helvetica').fontSize(10);
      y = pdf.y;
    }
    if (line.detail) {
      pdf
        .fontSize(8)
        .fillColor('#555555')
        .text(winAnsiText(line.detail), COLUMNS.item.x + 10, y, { width: COLUMNS.item.width - 10 });
      pdf.fontSize(10).fillColor('black');
      y = pdf.y;
    }
    y += 4;
  }
  pdf
    .moveTo(PAGE_MARGIN, y)
    .lineTo(pdf.page.width - PAGE_MARGIN, y)
    .stroke();
  y += 8;

  // Totals: the invoice's stored figures (what was paid), as the bill's lines. A share of a split bill lists the
  // table's lines, so the table's total comes first, then the share of it this invoice paid.
  const totals: { label: string; amount: MinorUnits; isGrand: boolean }[] = [
    ...(check && check.mode !== 'items'
      ? [
          { label: 'Table total', amount: minorUnits(check.billTotal), isGrand: false },
          { label: checkLabel(check), amount: minorUnits(invoice.total), isGrand: false },
        ]
      : []),
    ...billLines(billOfRow(invoice)).map(({ figure, amount, isGrand }) => ({ label: INVOICE_LINES[figure], amount, isGrand })),
  ];
  for (const { label, amount, isGrand } of totals) {
    pdf.font(isGrand ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, COLUMNS.price.x, y, { width: COLUMNS.tax.x + COLUMNS.tax.width - COLUMNS.price.x, align: 'right' });
    pdf.text(money(amount), COLUMNS.amount.x - 30, y, { width: COLUMNS.amount.width + 30, align: 'right' });
    y = pdf.y + 2;
  }

  pdf.end();
  return done;
}
