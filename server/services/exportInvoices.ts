// Beyond spec 7 (issue 6): GET /invoices/export.csv?type&from&to, the period's invoices for a spreadsheet:
// the same rows as GET /invoices, plus the store's zone and currency the presenter writes them in.
import type { ServiceContext } from './context';
import { storeTimeZone } from './dateRange';
import { getStoreSettings } from './getStoreSettings';
import { type InvoicesOfPeriod, listInvoices } from './listInvoices';

export interface InvoicesExport extends InvoicesOfPeriod {
  timeZone: string;
  currency: string;
}

export async function exportInvoices(ctx: ServiceContext, query: unknown): Promise<InvoicesExport> {
  const invoices = await listInvoices(ctx, query);
  const [timeZone, store] = await Promise.all([storeTimeZone(ctx), getStoreSettings(ctx)]);
  return { ...invoices, timeZone, currency: store.currency };
}
