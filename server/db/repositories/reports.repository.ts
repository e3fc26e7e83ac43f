// All SQL of the reports (spec 2.12, 3 report and top selling item; issue 6). Every figure is one aggregate
// over the store's business days, defined in docs/reports.md, which also names the index each query walks
// (migration 2026112221_report_indexes). Money stays in minor units here.
import { sql } from 'kysely';
import type { Db } from '../client';
import type { BusinessDays } from './invoices.repository';

/** Business days plus the UTC instants that bound them: [startsAt, endsBefore). */
export interface ReportPeriod extends BusinessDays {
  startsAt: string;
  endsBefore: string;
}

const CANCELLED = 'cancelled';

/** Orders placed in the period and not cancelled, and the distinct customers among them (walk-ins have none). */
export async function countOrdersAndCustomers(db: Db, days: BusinessDays): Promise<{ orders: number; customers: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.count<number>('customer_id').distinct().as('customers')])
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .where('status', '<>', CANCELLED)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), customers: Number(row.customers) };
}

/**
 * Customers with a non-cancelled order in the period who also have a non-cancelled order on an earlier
 * business day. One probe of orders(customer_id, business_date) per customer of the period.
 */
export async function countRepeatedCustomers(db: Db, days: BusinessDays): Promise<number> {
  // The period's distinct customers first (a range of an index led by business_date), then one probe each.
  // Walk-ins' null stays in the list and never matches `=`; filtering it out here made SQLite, once ANALYZEd,
  // start from every order that has a customer instead of from the period (10× slower).
  const periodCustomers = db
    .selectFrom('orders')
    .select('customer_id')
    .distinct()
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .where('status', '<>', CANCELLED)
    .as('period_customers');
  const row = await db
    .selectFrom(periodCustomers)
    .select((eb) => eb.fn.countAll<number>().as('customers'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders as earlier')
          .select('earlier.id')
          .whereRef('earlier.customer_id', '=', 'period_customers.customer_id')
          .where('earlier.business_date', '<', days.from)
          .where('earlier.status', '<>', CANCELLED),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.customers);
}

/** Customers whose record was created in the period (by instant: customers have no business date). */
export async function countNewCustomers(db: Db, period: ReportPeriod): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('customers'))
    .where('created_at', '>=', period.startsAt)
    .where('created_at', '<', period.endsBefore)
    .executeTakeFirstOrThrow();
  return Number(row.customers);
}

export interface InvoiceSums {
  /** Sum of invoice totals (what was paid). */
  total: number;
  /** Sum of invoice subtotals (net of tax). */
  subTotal: number;
  taxTotal: number;
  /** Orders those invoices paid. */
  paidOrders: number;
}

/** The sums of the invoices paid in the period, and how many orders they paid. */
export async function sumInvoices(db: Db, days: BusinessDays): Promise<InvoiceSums> {
  const sums = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total'), sql.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('sub_total'), sql.lit(0)).as('sub_total'),
      eb.fn.coalesce(eb.fn.sum<number>('tax_total'), sql.lit(0)).as('tax_total'),
    ])
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('invoice_orders')
    .innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
    .select((eb) => eb.fn.countAll<number>().as('orders'))
    .where('invoices.business_date', '>=', days.from)
    .where('invoices.business_date', '<=', days.to)
    .executeTakeFirstOrThrow();
  return {
    total: Number(sums.total),
    subTotal: Number(sums.sub_total),
    taxTotal: Number(sums.tax_total),
    paidOrders: Number(paid.orders),
  };
}

export interface TopSellingRow {
  title: string;
  /** The item's price snapshot (minor units). */
  price: number;
  /** Quantity sold. */
  quantity: number;
}

/**
 * The best sellers: quantities of the non-cancelled lines of the period's non-cancelled orders, per menu
 * item as sold (its id, title and price snapshots: a renamed or repriced item is a row of its own), most
 * sold first, ties by title.
 */
export async function topSellingItems(db: Db, days: BusinessDays, limit: number): Promise<TopSellingRow[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select((eb) => ['order_items.item_title as title', 'order_items.item_price as price', eb.fn.sum<number>('order_items.quantity').as('quantity')])
    .where('orders.business_date', '>=', days.from)
    .where('orders.business_date', '<=', days.to)
    .where('orders.status', '<>', CANCELLED)
    .where('order_items.status', '<>', CANCELLED)
    .groupBy(['order_items.item_id', 'order_items.item_title', 'order_items.item_price'])
    .orderBy('quantity', 'desc')
    .orderBy('title')
    .orderBy('price')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ title: row.title, price: Number(row.price), quantity: Number(row.quantity) }));
}

/** Revenue (sum of invoice totals) per business day of the period; days without invoices are absent. */
export async function revenueByDay(db: Db, days: BusinessDays): Promise<{ day: string; revenue: number }[]> {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => ['business_date', eb.fn.sum<number>('total').as('revenue')])
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .groupBy('business_date')
    .orderBy('business_date')
    .execute();
  return rows.map((row) => ({ day: row.business_date, revenue: Number(row.revenue) }));
}

/** The instant and total of each invoice of one business day: the hourly series buckets them in the store's zone. */
export function invoiceTotalsOfDay(db: Db, day: string): Promise<{ created_at: string; total: number }[]> {
  return db.selectFrom('invoices').select(['created_at', 'total']).where('business_date', '=', day).execute();
}
