// Spec 2.12, 3 report, 7 GET /reports?type&from&to (issue 6): the period's figures exactly as docs/reports.md
// defines them, each one SQL aggregate over the store's business days (reports.repository.ts), read in one
// snapshot so they agree with each other; plus the revenue series, per day or, for a single day, per
// store-local hour.
import { TOP_SELLING_LIMIT } from '../../shared/contract/offerings';
import { REPORT_DATE_FILTERS, addDays } from '../../shared/domain/dateRanges';
import type { MinorUnits } from '../../shared/domain/money';
import {
  type InvoiceSums,
  type TopSellingRow,
  countNewCustomers,
  countOrdersAndCustomers,
  countRepeatedCustomers,
  invoiceTotalsOfDay,
  revenueByDay,
  sumInvoices,
  topSellingItems,
} from '../db/repositories/reports.repository';
import type { ServiceContext } from './context';
import { type Period, periodFor, storeTimeZone } from './dateRange';
import { getStoreSettings } from './getStoreSettings';
import { zoneClock } from './zoneClock';

export interface RevenuePoint {
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH` (store-local hour) for a single-day period. */
  bucket: string;
  revenue: MinorUnits;
}

export interface Report {
  period: Period;
  currency: string;
  ordersCount: number;
  totalCustomers: number;
  newCustomers: number;
  repeatedCustomers: number;
  invoices: InvoiceSums;
  topSelling: TopSellingRow[];
  granularity: 'day' | 'hour';
  series: RevenuePoint[];
}

export async function getReport(ctx: ServiceContext, query: unknown): Promise<Report> {
  const period = await periodFor(ctx, query, { filters: REPORT_DATE_FILTERS });
  const [store, timeZone] = await Promise.all([getStoreSettings(ctx), storeTimeZone(ctx)]);
  const isSingleDay = period.from === period.to;
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<Report> => {
      const orders = await countOrdersAndCustomers(trx, period);
      const repeatedCustomers = await countRepeatedCustomers(trx, period);
      const newCustomers = await countNewCustomers(trx, period);
      const invoices = await sumInvoices(trx, period);
      const topSelling = await topSellingItems(trx, period, TOP_SELLING_LIMIT);
      const series = isSingleDay
        ? hourlySeries(period.from, await invoiceTotalsOfDay(trx, period.from), timeZone)
        : dailySeries(period, await revenueByDay(trx, period));
      return {
        period,
        currency: store.currency,
        ordersCount: orders.orders,
        totalCustomers: orders.customers,
        newCustomers,
        repeatedCustomers,
        invoices,
        topSelling,
        granularity: isSingleDay ? 'hour' : 'day',
        series,
      };
    });
}

/** Every day of the period, in order, with 0 for a day without invoices (the chart's x axis has no gaps). */
export function dailySeries(period: { from: string; to: string }, rows: readonly { day: string; revenue: number }[]): RevenuePoint[] {
  const byDay = new Map(rows.map((row) => [row.day, row.revenue]));
  const points: RevenuePoint[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) points.push({ bucket: day, revenue: byDay.get(day) ?? 0 });
  return points;
}

/**
 * The 24 wall-clock hours of one business day (00–23), each with the totals of the invoices paid in that
 * store-local hour. The hour is computed here from each invoice's instant (a day holds a few hundred
 * invoices at most; zoneClock.ts): SQL has no portable "hour in zone X" on SQLite. On a DST change the skipped hour stays
 * 0 and the repeated hour holds both.
 */
export function hourlySeries(day: string, invoices: readonly { created_at: string; total: number }[], timeZone: string): RevenuePoint[] {
  const revenue = Array.from({ length: 24 }, () => 0);
  const localTime = zoneClock(timeZone);
  for (const invoice of invoices) {
    const { hour } = localTime(invoice.created_at);
    revenue[hour] = (revenue[hour] ?? 0) + invoice.total;
  }
  return revenue.map((amount, hour) => ({ bucket: `${day}T${String(hour).padStart(2, '0')}`, revenue: amount }));
}
