// Beyond the spec: GET /invoices/export-lines.csv?type&from&to, the period's invoices line by line (each line with its
// modifiers, add-ons and note), beside the invoice CSV's one row per invoice. The same pages of invoices as that
// export; a page's whole-order invoices read their lines in three queries, a split bill's check reads its own (its
// lines, or the table's for a share) as its PDF does.
import type { InvoiceCheckRef, InvoiceListRow } from '../db/repositories/invoices.repository';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor, storeTimeZone } from '../reports/dateRange';
import { getStoreSettings } from '../settings/getStoreSettings';
import { invoiceContentOf } from './invoiceContent';
import { invoicePagesOf } from './listInvoices';

interface InvoiceWithLines extends Omit<OrdersWithLines, 'orders'> {
  invoice: InvoiceListRow;
  check: InvoiceCheckRef | undefined;
  /** The token of each order the lines belong to. */
  tokens: ReadonlyMap<number, number>;
}

export interface InvoiceLinesExport {
  period: Period;
  pages: AsyncIterable<InvoiceWithLines[]>;
  timeZone: string;
  currency: string;
}

async function* invoicesWithLines(ctx: ServiceContext, period: Period): AsyncGenerator<InvoiceWithLines[]> {
  for await (const page of invoicePagesOf(ctx, period)) {
    const checkOf = new Map(page.checks.map((check) => [check.invoice_id, check]));
    const whole = await loadOrderLines(
      ctx.db,
      page.orders.filter((order) => !checkOf.has(order.invoice_id)).map((order) => order.order_id),
    );
    const tokens = new Map(page.orders.map((order) => [order.order_id, order.token_no]));
    const result: InvoiceWithLines[] = [];
    for (const invoice of page.invoices) {
      const check = checkOf.get(invoice.id);
      if (check) {
        const content = await invoiceContentOf(ctx.db, invoice.id);
        const own = new Map(content.orders.map((order) => [order.id, order.token_no]));
        result.push({ invoice, check, items: content.items, addons: content.addons, modifiers: content.modifiers, tokens: own });
        continue;
      }
      const orderIds = new Set(page.orders.filter((order) => order.invoice_id === invoice.id).map((order) => order.order_id));
      const items = whole.items.filter((item) => orderIds.has(item.order_id));
      const itemIds = new Set(items.map((item) => item.id));
      result.push({
        invoice,
        check,
        items,
        addons: whole.addons.filter((addon) => itemIds.has(addon.order_item_id)),
        modifiers: whole.modifiers.filter((modifier) => itemIds.has(modifier.order_item_id)),
        tokens,
      });
    }
    yield result;
  }
}

export async function exportInvoiceLines(ctx: ServiceContext, query: unknown): Promise<InvoiceLinesExport> {
  const period = await periodFor(ctx, query);
  const [timeZone, store] = await Promise.all([storeTimeZone(ctx), getStoreSettings(ctx)]);
  return { period, pages: invoicesWithLines(ctx, period), timeZone, currency: store.currency };
}
