// Spec 2.12, 3 report, 7 GET /reports?type&from&to: the period's figures exactly as docs/reports.md
// defines them, each one SQL aggregate over the store's business days (reports.repository.ts), read in one
// snapshot so they agree with each other; plus the revenue series: per store-local hour for a single day,
// per day, week or month for longer periods (shared/domain/dates/periodBuckets.ts). Periods are at most
// MAX_REPORT_PERIOD_DAYS long, so the series has at most 62 points.
import { TOP_SELLING_LIMIT } from '../../shared/contract/reports';
import { MAX_REPORT_PERIOD_DAYS, REPORT_DATE_FILTERS } from '../../shared/domain/dates/dateRanges';
import { type SeriesGranularity, seriesGranularity, sumByBucket } from '../../shared/domain/dates/periodBuckets';
import {
  type CreditNoteSums,
  type InvoiceSums,
  creditNoteTotalsOfDay,
  refundsByDay,
  sumCreditNotes,
  type TopSellingRow,
  countNewCustomers,
  countOrdersAndCustomers,
  countRepeatedCustomers,
  invoiceTotalsOfDay,
  revenueByDay,
  sumInvoices,
  topSellingItems,
  modifierSales,
  type ModifierSalesRow,
} from '../db/repositories/reports.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor, storeTimeZone } from './dateRange';
import { getStoreSettings } from '../settings/getStoreSettings';
import { zoneClock } from '../infrastructure/zoneClock';

interface RevenuePoint {
  /** `YYYY-MM-DDTHH` (store-local hour), `YYYY-MM-DD` (a day, or a week's Monday) or `YYYY-MM` (a month). */
  bucket: string;
  /** Minor units, summed by the database (the presenter reads it as money). */
  revenue: number;
}

export interface Report {
  period: Period;
  currency: string;
  ordersCount: number;
  totalCustomers: number;
  newCustomers: number;
  repeatedCustomers: number;
  invoices: InvoiceSums;
  /** The credit notes of the period, netted out of revenue, net sales and tax. */
  refunds: CreditNoteSums;
  topSelling: TopSellingRow[];
  modifierSales: ModifierSalesRow[];
  granularity: SeriesGranularity;
  series: RevenuePoint[];
}

export async function getReport(ctx: ServiceContext, query: unknown): Promise<Report> {
  const period = await periodFor(ctx, query, { filters: REPORT_DATE_FILTERS, maxDays: MAX_REPORT_PERIOD_DAYS });
  const [store, timeZone] = await Promise.all([getStoreSettings(ctx), storeTimeZone(ctx)]);
  const granularity = seriesGranularity(period);
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<Report> => {
      const orders = await countOrdersAndCustomers(trx, period);
      const repeatedCustomers = await countRepeatedCustomers(trx, period);
      const newCustomers = await countNewCustomers(trx, period);
      const invoices = await sumInvoices(trx, period);
      const refunds = await sumCreditNotes(trx, period);
      const topSelling = await topSellingItems(trx, period, TOP_SELLING_LIMIT);
      const modifiers = await modifierSales(trx, period);
      // Weeks and months are summed from the per-day totals (at most 1,096 rows): business dates are
      // store-local already, and this stays one portable GROUP BY on SQLite and PostgreSQL.
      const series =
        granularity === 'hour'
          ? hourlySeries(
              period.from,
              [...(await invoiceTotalsOfDay(trx, period.from)), ...(await creditNoteTotalsOfDay(trx, period.from))],
              timeZone,
            )
          : sumByBucket(period, granularity, [...(await revenueByDay(trx, period)), ...(await refundsByDay(trx, period))]);
      return {
        period,
        currency: store.currency,
        ordersCount: orders.orders,
        totalCustomers: orders.customers,
        newCustomers,
        repeatedCustomers,
        invoices,
        refunds,
        topSelling,
        modifierSales: modifiers,
        granularity,
        series,
      };
    });
}

/**
 * The 24 wall-clock hours of one business day (00–23), each with the totals of the invoices paid in that
 * store-local hour. The hour is computed here from each invoice's instant (a day holds a few hundred
 * invoices at most; zoneClock.ts): SQL has no portable "hour in zone X" on SQLite. On a DST change the skipped hour stays
 * 0 and the repeated hour holds both.
 */
function hourlySeries(day: string, invoices: readonly { created_at: string; total: number }[], timeZone: string): RevenuePoint[] {
  const revenue = Array.from({ length: 24 }, () => 0);
  const localTime = zoneClock(timeZone);
  for (const invoice of invoices) {
    const { hour } = localTime(invoice.created_at);
    revenue[hour] = (revenue[hour] ?? 0) + invoice.total;
  }
  return revenue.map((amount, hour) => ({ bucket: `${day}T${String(hour).padStart(2, '0')}`, revenue: amount }));
}
