// All SQL of the reports (spec 2.12, 3 report and top selling item). Every figure is one aggregate
// over the store's business days, defined in docs/reports.md, which also names the index each query walks
// (migration 2026112221_report_indexes). Money stays in minor units here. Counts and sums arrive as numbers on
// both databases (server/db/client.ts parses PostgreSQL's bigint), so rows are returned as read.
import type { Db } from '../client';
import type { BusinessDays } from './invoices.repository';
import { sumsOfBillColumns } from '../billColumns';

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
  return { orders: row.orders, customers: row.customers };
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
  return row.customers;
}

/** Customers whose record was created in the period (by instant: customers have no business date). */
export async function countNewCustomers(db: Db, period: ReportPeriod): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('customers'))
    .where('created_at', '>=', period.startsAt)
    .where('created_at', '<', period.endsBefore)
    .executeTakeFirstOrThrow();
  return row.customers;
}

/** The sums of a period's bills (its invoices, or its credit notes). */
interface BillSums {
  /** Sum of the totals (what was paid, or given back). */
  total: number;
  /** Sum of the subtotals (net of tax). */
  subTotal: number;
  taxTotal: number;
  /** What cash rounding added or took off (already in total). */
  roundingTotal: number;
  /** The service charges (already in total). */
  serviceChargeTotal: number;
}

/** The sums of the invoices or credit notes of the period's business days, and how many there are. */
async function sumBillsOfDays(db: Db, table: 'invoices' | 'credit_notes', days: BusinessDays): Promise<{ sums: BillSums; count: number }> {
  const row = await db
    .selectFrom(table)
    .select(sumsOfBillColumns(['total', 'sub_total', 'tax_total', 'rounding_total', 'service_charge_total']))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .executeTakeFirstOrThrow();
  return {
    sums: {
      total: row.total,
      subTotal: row.sub_total,
      taxTotal: row.tax_total,
      roundingTotal: row.rounding_total,
      serviceChargeTotal: row.service_charge_total,
    },
    count: row.count,
  };
}

export interface InvoiceSums extends BillSums {
  /** Orders those invoices paid. */
  paidOrders: number;
}

/** The sums of the invoices paid in the period, and how many orders they paid. */
export async function sumInvoices(db: Db, days: BusinessDays): Promise<InvoiceSums> {
  const { sums } = await sumBillsOfDays(db, 'invoices', days);
  const paid = await db
    .selectFrom('invoice_orders')
    .innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
    .select((eb) => eb.fn.countAll<number>().as('orders'))
    .where('invoices.business_date', '>=', days.from)
    .where('invoices.business_date', '<=', days.to)
    .executeTakeFirstOrThrow();
  return { ...sums, paidOrders: paid.orders };
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
    .select((eb) => [
      'order_items.item_title as title',
      'order_items.item_price as price',
      eb.fn.sum<number>('order_items.quantity').as('quantity'),
    ])
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
  return rows;
}

export interface ModifierSalesRow {
  group_name: string;
  name: string;
  kind: string;
  /** Units sold with it (the lines' quantities). */
  count: number;
  /** What it brought (or took off: NO cheese), minor units: its charged change times the line's quantity. */
  revenue: number;
}

/**
 * Modifier sales: per choice as sold (group name, name and kind, kept by value on the line), the units of the
 * period's non-cancelled lines of non-cancelled orders that had it, and its charged change times their quantities;
 * most sold first.
 */
export async function modifierSales(db: Db, days: BusinessDays): Promise<ModifierSalesRow[]> {
  return db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .innerJoin('order_item_modifiers', 'order_item_modifiers.order_item_id', 'order_items.id')
    .select((eb) => [
      'order_item_modifiers.group_name as group_name',
      'order_item_modifiers.name as name',
      'order_item_modifiers.kind as kind',
      eb.fn.sum<number>('order_items.quantity').as('count'),
      eb.fn.sum<number>(eb('order_item_modifiers.price_change', '*', eb.ref('order_items.quantity'))).as('revenue'),
    ])
    .where('orders.business_date', '>=', days.from)
    .where('orders.business_date', '<=', days.to)
    .where('orders.status', '<>', CANCELLED)
    .where('order_items.status', '<>', CANCELLED)
    .groupBy(['order_item_modifiers.group_name', 'order_item_modifiers.name', 'order_item_modifiers.kind'])
    .orderBy('count', 'desc')
    .orderBy('group_name')
    .orderBy('name')
    .execute();
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
  return rows.map((row) => ({ day: row.business_date, revenue: row.revenue }));
}

/** The instant and total of each invoice of one business day: the hourly series buckets them in the store's zone. */
export function invoiceTotalsOfDay(db: Db, day: string): Promise<{ created_at: string; total: number }[]> {
  return db.selectFrom('invoices').select(['created_at', 'total']).where('business_date', '=', day).execute();
}

// --- Settling the bill: refunds, discounts and tips of the period ---------------------------------

export interface CreditNoteSums extends BillSums {
  count: number;
}

/** The credit notes made in the period (by their own business day, the day the money went back). */
export async function sumCreditNotes(db: Db, days: BusinessDays): Promise<CreditNoteSums> {
  const { sums, count } = await sumBillsOfDays(db, 'credit_notes', days);
  return { ...sums, count };
}

/** Refunds (credit note totals) per business day of the period; days without refunds are absent. */
export async function refundsByDay(db: Db, days: BusinessDays): Promise<{ day: string; revenue: number }[]> {
  const rows = await db
    .selectFrom('credit_notes')
    .select((eb) => ['business_date', eb.fn.sum<number>('total').as('refunds')])
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .groupBy('business_date')
    .orderBy('business_date')
    .execute();
  return rows.map((row) => ({ day: row.business_date, revenue: -row.refunds }));
}

/** The instant and total of each credit note of one business day, negative (the hourly series nets them out). */
export async function creditNoteTotalsOfDay(db: Db, day: string): Promise<{ created_at: string; total: number }[]> {
  const rows = await db.selectFrom('credit_notes').select(['created_at', 'total']).where('business_date', '=', day).execute();
  return rows.map((row) => ({ created_at: row.created_at, total: -row.total }));
}

/** The discounts carried and the tips paid by the invoices of the period. */
export async function sumDiscountsAndTips(db: Db, days: BusinessDays): Promise<{ discounts: number; tips: number }> {
  const row = await db
    .selectFrom('invoices')
    .select(sumsOfBillColumns(['discount_total', 'tip_total']))
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .executeTakeFirstOrThrow();
  return { discounts: row.discount_total, tips: row.tip_total };
}

export interface TipsRow {
  day: string;
  userId: number | null;
  userName: string;
  tips: number;
  /** Invoices (checks) that carried a tip. */
  checks: number;
}

/** Tips per business day and per user who took the payment (the invoice's created_by), days ascending, names within. */
export async function tipsByUserAndDay(db: Db, days: BusinessDays): Promise<TipsRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'business_date',
      'created_by',
      'created_by_name',
      eb.fn.sum<number>('tip_total').as('tips'),
      eb.fn.countAll<number>().as('checks'),
    ])
    .where('business_date', '>=', days.from)
    .where('business_date', '<=', days.to)
    .where('tip_total', '>', 0)
    .groupBy(['business_date', 'created_by', 'created_by_name'])
    .orderBy('business_date')
    .orderBy('created_by_name')
    .execute();
  return rows.map((row) => ({
    day: row.business_date,
    userId: row.created_by,
    userName: row.created_by_name,
    tips: row.tips,
    checks: row.checks,
  }));
}
