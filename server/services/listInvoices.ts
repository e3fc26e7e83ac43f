// Spec 7 GET /invoices?type&from&to (issue 6): the invoices paid on the period's business days (spec 9
// filters in the store's zone), newest first, with the orders each one paid.
import { type InvoicesWithOrders, listInvoicesOfDays } from '../db/repositories/invoices.repository';
import type { ServiceContext } from './context';
import { type Period, periodFor } from './dateRange';

export interface InvoicesOfPeriod extends InvoicesWithOrders {
  period: Period;
}

export async function listInvoices(ctx: ServiceContext, query: unknown): Promise<InvoicesOfPeriod> {
  const period = await periodFor(ctx, query);
  return { period, ...(await listInvoicesOfDays(ctx.db, period)) };
}
