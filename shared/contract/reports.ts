// Spec 2.12, 3 (report, top selling item) and 7 (reports): the date filter query every period list and report
// takes, the report and the billing report (GET /billing/report: what settling the bill adds).
import { z } from 'zod';
import { DATE_FILTERS, REPORT_DATE_FILTERS } from '../domain/dates/dateRanges';
import { SERIES_GRANULARITIES } from '../domain/dates/periodBuckets';

export const REPORT_MESSAGES = {
  invalidDateFilter: 'Please choose a valid date filter!',
} as const;

/** The report's Top Selling Items list length. */
export const TOP_SELLING_LIMIT = 10;

// --- Date filter query (reservations, invoices, activity, kitchen timing, reports) -----------------------
// The period's length is checked by the server against the caller's maximum (MAX_PERIOD_DAYS for lists and
// exports, MAX_REPORT_PERIOD_DAYS for reports; shared/domain/dates/dateRanges.ts), after this shape.

export const dateFilterQuery = z.object({
  type: z.enum(DATE_FILTERS, { error: REPORT_MESSAGES.invalidDateFilter }).optional().default('today'),
  from: z.string({ error: REPORT_MESSAGES.invalidDateFilter }).trim().optional(),
  to: z.string({ error: REPORT_MESSAGES.invalidDateFilter }).trim().optional(),
});
export const reportFilterQuery = dateFilterQuery.extend({
  type: z
    .enum(REPORT_DATE_FILTERS as [string, ...string[]], { error: REPORT_MESSAGES.invalidDateFilter })
    .optional()
    .default('today'),
});

// --- Report ----------------------------------------------------------------------------------------------

export const topSellingItemDto = z.object({ title: z.string(), price: z.number(), orders_count: z.number().int() });
export type TopSellingItemDto = z.infer<typeof topSellingItemDto>;

const reportPoint = z.object({
  /**
   * The bucket's start: `YYYY-MM-DDTHH` (hour), `YYYY-MM-DD` (day, or the Monday of a week, which may precede
   * the period) or `YYYY-MM` (month). The first and last buckets cover only the period's days.
   */
  bucket: z.string(),
  revenue: z.number(),
});
/** @internal Exported for tests: the report tests type the points they read with it. */
export type ReportPoint = z.infer<typeof reportPoint>;

export const reportResponse = z.object({
  /** Orders placed in the period and not cancelled, paid or not. */
  ordersCount: z.number().int(),
  /**
   * Beyond the spec: the orders the period's invoices paid, what Revenue counts and what Avg. Order Value divides
   * by (revenueTotal ÷ paidOrdersCount), so the tiles can say so and agree.
   */
  paidOrdersCount: z.number().int(),
  newCustomers: z.number().int(),
  repeatedCustomers: z.number().int(),
  currency: z.string(),
  averageOrderValue: z.number(),
  totalCustomers: z.number().int(),
  netRevenue: z.number(),
  taxTotal: z.number(),
  revenueTotal: z.number(),
  /**
   * Beyond the spec: what cash rounding added (positive) or took off (negative) over the period's payments, net of
   * its refunds; already in revenueTotal (netRevenue + taxTotal + roundingTotal = revenueTotal, service charge aside).
   */
  roundingTotal: z.number(),
  /** Beyond the spec: the service charges paid over the period, net of refunds; already in revenueTotal. */
  serviceChargeTotal: z.number(),
  topSellingItems: z.array(topSellingItemDto),
  /** Beyond the spec: per modifier choice as sold, its units and what it brought (decimal; negative for a NO that takes off). */
  modifierSales: z.array(
    z.object({ group_name: z.string(), name: z.string(), kind: z.string(), count: z.number().int(), revenue: z.number() }),
  ),
  /**
   * Beyond the spec: revenue per store-local hour (a single day), per day (up to 62 days), per week (Monday to
   * Sunday, up to 366 days) or per month (longer; reports cover at most 1,096 days).
   */
  granularity: z.enum(SERIES_GRANULARITIES),
  series: z.array(reportPoint),
  /** The resolved period, inclusive business dates. */
  from: z.string(),
  to: z.string(),
});
export type ReportResponse = z.infer<typeof reportResponse>;

// --- Billing report: what settling the bill adds (GET /billing/report) ----------------------------------

export const billingReportQuery = z.object({
  type: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/** The period's refunds (and, with discounts and tips, what they add); Reports' Revenue is already net of refunds. */
export const billingReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Invoice totals before refunds. */
  grossRevenue: z.number(),
  /** Credit notes made in the period: their totals, and how many. */
  refundsTotal: z.number(),
  refundsCount: z.number().int(),
  /** What discounts took off the invoices paid in the period (already out of their totals). */
  discountTotal: z.number(),
  /** Tips paid with those invoices (not revenue: they go to staff; never taxed). */
  tipsTotal: z.number(),
  /** Tips per business day and per user who took the payment. */
  tipsByUserDay: z.array(
    z.object({ day: z.string(), user_id: z.number().int().nullable(), user_name: z.string(), tips: z.number(), checks: z.number().int() }),
  ),
});
export type BillingReportResponse = z.infer<typeof billingReportResponse>;
