// Spec 7 GET /invoices?type&from&to: the invoices paid on the period's business days (spec 9
// filters in the store's zone), newest first, with the orders each one paid.
import { type InvoicesWithOrders, pagesOfInvoicesOfDays } from '../db/repositories/invoices.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor } from '../reports/dateRange';
import { inTurns } from '../infrastructure/inTurns';

export interface InvoicesOfPeriod extends InvoicesWithOrders {
  period: Period;
}

export async function listInvoices(ctx: ServiceContext, query: unknown): Promise<InvoicesOfPeriod> {
  const period = await periodFor(ctx, query);
  const list: InvoicesOfPeriod = { period, invoices: [], orders: [], checks: [] };
  // Read a page at a time, in turns with other requests (a year is about 110,000 invoices at 300 a day).
  for await (const page of invoicePagesOf(ctx, period)) {
    list.invoices.push(...page.invoices);
    list.orders.push(...page.orders);
    list.checks.push(...page.checks);
  }
  return list;
}

/** The period's invoices and their orders, newest first, a page at a time in turns with other requests. */
export function invoicePagesOf(ctx: ServiceContext, period: Period): AsyncGenerator<InvoicesWithOrders> {
  return inTurns(pagesOfInvoicesOfDays(ctx.db, period));
}
