// Beyond spec 7: GET /invoices/export.csv?type&from&to, the period's invoices for a spreadsheet:
// the same rows as GET /invoices, a page at a time (the file is written out as it is read, so a year's export
// neither holds the server nor sits whole in memory), plus the store's zone and currency the presenter writes
// them in. The period is checked, and the settings read, before the first byte.
import type { InvoicesWithOrders } from '../db/repositories/invoices.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor, storeTimeZone } from '../reports/dateRange';
import { getStoreSettings } from '../settings/getStoreSettings';
import { invoicePagesOf } from './listInvoices';

export interface InvoicesExport {
  period: Period;
  pages: AsyncIterable<InvoicesWithOrders>;
  timeZone: string;
  currency: string;
}

export async function exportInvoices(ctx: ServiceContext, query: unknown): Promise<InvoicesExport> {
  const period = await periodFor(ctx, query);
  const [timeZone, store] = await Promise.all([storeTimeZone(ctx), getStoreSettings(ctx)]);
  return { period, pages: invoicePagesOf(ctx, period), timeZone, currency: store.currency };
}
