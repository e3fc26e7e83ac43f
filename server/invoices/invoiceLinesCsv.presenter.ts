// Beyond the spec: the period's invoices line by line as CSV (the invoice CSV's rules: RFC 4180, plain decimals, the
// store's zone, formula cells defused, a byte order mark). A line's modifiers are one cell in the menu's order, NO and
// EXTRA in capitals ("Medium rare; NO Onions; EXTRA Pepper sauce"): a spreadsheet has no bold. A share of a split bill
// (evenly or by amount) lists the table's lines, as its PDF does, so its lines add up to the table's total, not the
// share's: Split Bill says which.
import { checkLabel } from '../../shared/domain/bill/splits';
import { isChargedLine, lineAmount } from '../../shared/domain/bill/totals';
import { modifierText } from '../../shared/domain/modifiers';
import { formatPlainAmount, minorUnits } from '../../shared/domain/money/money';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import type { InvoiceLinesExport } from './exportInvoiceLines';
import { csvFileChunks, csvText } from './invoicesCsv.presenter';

const INVOICE_LINES_CSV_HEADER = [
  'Invoice ID',
  'Date',
  'Business Date',
  'Order ID',
  'Token',
  'Item',
  'Variant',
  'Modifiers',
  'Add-ons',
  'Notes',
  'Quantity',
  'Unit Price',
  'Amount',
  'Currency',
  'Split Bill',
] as const;

async function* lineRowPages(data: InvoiceLinesExport): AsyncGenerator<string> {
  const localTime = zoneClock(data.timeZone);
  for await (const page of data.pages) {
    let chunk = '';
    for (const { invoice, check, items, addons, modifiers, tokens } of page) {
      const date = csvText(formatLocalDateTime(localTime(invoice.created_at)));
      for (const item of items.filter(isChargedLine)) {
        const price = minorUnits(item.unit_price);
        chunk += `${[
          String(invoice.id),
          date,
          csvText(invoice.business_date),
          String(item.order_id),
          String(tokens.get(item.order_id) ?? ''),
          csvText(item.item_title),
          csvText(item.variant_title),
          csvText(
            modifiers
              .filter((modifier) => modifier.order_item_id === item.id)
              .map(modifierText)
              .join('; '),
          ),
          csvText(
            addons
              .filter((addon) => addon.order_item_id === item.id)
              .map((addon) => addon.title)
              .join('; '),
          ),
          csvText(item.notes),
          String(item.quantity),
          formatPlainAmount(price),
          formatPlainAmount(lineAmount(price, item.quantity)),
          csvText(data.currency),
          csvText(check ? checkLabel({ position: check.position, count: check.check_count, mode: check.mode }) : ''),
        ].join(',')}\r\n`;
      }
    }
    yield chunk;
  }
}

export function invoiceLinesCsvChunks(data: InvoiceLinesExport): AsyncGenerator<string> {
  return csvFileChunks(INVOICE_LINES_CSV_HEADER, lineRowPages(data));
}

/** `invoice-lines-2026-11-01-to-2026-11-30.csv` */
export function invoiceLinesCsvFilename(period: { from: string; to: string }): string {
  return `invoice-lines-${period.from}-to-${period.to}.csv`;
}
