// Spec 2.4, 7 Dashboard: GET /dashboard — today in the store's time zone: its reservations, top selling
// items, orders (placed, and beyond the spec how many orders today's invoices paid), new and repeat customers, and
// the currency. The figures are the report's (docs/reports.md, reports.repository.ts) for the single business day
// today, so the home page and 'View More Data in Reports' never disagree; read in one snapshot so they agree with
// each other.
import { TOP_SELLING_LIMIT } from '../../shared/contract/reports';
import { addDays } from '../../shared/domain/dates/dateRanges';
import {
  type TopSellingRow,
  countNewCustomers,
  countOrdersAndCustomers,
  countRepeatedCustomers,
  sumInvoices,
  topSellingItems,
} from '../db/repositories/reports.repository';
import { type ReservationView, listReservationsBetween } from '../db/repositories/reservations.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { ServiceContext } from '../infrastructure/context';
import { periodOf, storeToday } from '../reports/dateRange';

export interface Dashboard {
  reservations: ReservationView[];
  topSellingItems: TopSellingRow[];
  /** Placed today, not cancelled. */
  ordersCount: number;
  /** Paid by today's invoices (the report's Revenue and Avg. Order Value count these). */
  paidOrdersCount: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  currency: string;
}

export async function getDashboard(ctx: ServiceContext): Promise<Dashboard> {
  const { today, timeZone } = await storeToday(ctx);
  const period = periodOf({ from: today, to: today }, timeZone);
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      reservations: await listReservationsBetween(trx, today, addDays(today, 1)),
      topSellingItems: await topSellingItems(trx, period, TOP_SELLING_LIMIT),
      ordersCount: (await countOrdersAndCustomers(trx, period)).orders,
      paidOrdersCount: (await sumInvoices(trx, period)).paidOrders,
      newCustomerCount: await countNewCustomers(trx, period),
      repeatedCustomerCount: await countRepeatedCustomers(trx, period),
      // initializeStore creates the row on first start; the same default it uses.
      currency: (await findStoreSettings(trx))?.currency ?? 'USD',
    }));
}
