// Spec 2.12 tiles and, beyond the spec, the revenue chart's data: the report (decoded by shared/api) as tiles, and
// its series with every bucket of the period (hours of the day, or days, weeks or months of the range, as the
// server's granularity says) so quiet buckets show as zero instead of being skipped, each with its labels.
import type { ReportView } from '../../../shared/api/reports';
import { type DateRange, isIsoDate, MAX_REPORT_PERIOD_DAYS, rangeLength } from '../../../shared/domain/dates/dateRanges';
import { formatMoney, minorUnits, sumMinor, ZERO_MINOR, type MinorUnits } from '../../../shared/domain/money/money';
import { bucketDates, periodBuckets, type SeriesGranularity } from '../../../shared/domain/dates/periodBuckets';

/** A tile: the spec's label, its figure, and a note saying what it counts (placed or paid, docs/reports.md). */
export type Tile = { label: string; note: string } & ({ kind: 'count'; value: number } | { kind: 'money'; value: MinorUnits });

/** '1 paid order', '3 paid orders'. */
const paidOrdersText = (count: number) => (count === 1 ? '1 paid order' : `${count.toLocaleString('en-US')} paid orders`);

/**
 * Spec 2.12, in the spec's order. Orders counts what was placed, Revenue what was paid, and the average divides
 * Revenue by the orders it paid: each note says which, with the paid count, so the three figures visibly agree
 * (Avg. Order Value × paid orders = Revenue) however many placed orders are still unpaid.
 */
export function reportTiles(report: ReportView): Tile[] {
  const paid = paidOrdersText(report.paidOrdersCount);
  return [
    { label: 'Orders', kind: 'count', value: report.ordersCount, note: `placed · ${report.paidOrdersCount.toLocaleString('en-US')} paid` },
    {
      label: 'Avg. Order Value',
      kind: 'money',
      value: report.averageOrderValue,
      note: report.paidOrdersCount === 0 ? 'no paid orders' : `Revenue ÷ ${paid}`,
    },
    { label: 'Total Customers', kind: 'count', value: report.totalCustomers, note: 'with orders placed' },
    { label: 'New Customers', kind: 'count', value: report.newCustomers, note: 'registered' },
    { label: 'Repeat Customers', kind: 'count', value: report.repeatedCustomers, note: 'ordered on an earlier day too' },
    { label: 'Revenue', kind: 'money', value: report.revenueTotal, note: `from ${paid}` },
    { label: 'Net Sales', kind: 'money', value: report.netRevenue, note: 'paid, before tax' },
    { label: 'Tax', kind: 'money', value: report.taxTotal, note: 'on what was paid' },
    // Beyond the spec, for stores with a service charge: only when one was paid.
    ...(report.serviceChargeTotal !== 0
      ? [{ label: 'Service Charge', kind: 'money', value: report.serviceChargeTotal, note: 'in Revenue, net of refunds' } satisfies Tile]
      : []),
    // Beyond the spec, for stores whose cash rounds to a step: only when it moved anything.
    ...(report.roundingTotal !== 0
      ? [{ label: 'Cash Rounding', kind: 'money', value: report.roundingTotal, note: 'in Revenue, net of refunds' } satisfies Tile]
      : []),
  ];
}

export function tileText(tile: Tile, symbol: string): string {
  return tile.kind === 'money' ? formatMoney(tile.value, symbol) : tile.value.toLocaleString('en-US');
}

export interface RevenueSeries {
  granularity: SeriesGranularity;
  /** `YYYY-MM-DDTHH`, `YYYY-MM-DD` (a day or a week's Monday) or `YYYY-MM`, ascending. */
  buckets: string[];
  /** Minor units, one per bucket. */
  revenue: MinorUnits[];
  /** Axis labels, one per bucket ('13:00', 'Nov 22', 'Nov 2026'). */
  labels: string[];
  /** Full names, one per bucket, for the legend and the table ('Nov 16 – Nov 22, 2026'). */
  longLabels: string[];
}

/** What one bucket is called, in the chart's words. */
export const GRANULARITY_UNITS: Record<SeriesGranularity, string> = { hour: 'hour', day: 'day', week: 'week', month: 'month' };
/** The same as a column or legend heading. */
export const GRANULARITY_HEADINGS: Record<SeriesGranularity, string> = { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' };

const pad = (value: number) => String(value).padStart(2, '0');

/** A period the server could have answered; anything else shows only the server's points. */
function readablePeriod(report: Pick<ReportView, 'from' | 'to'>): DateRange | undefined {
  const { from, to } = report;
  if (!isIsoDate(from) || !isIsoDate(to) || from > to || rangeLength({ from, to }) > MAX_REPORT_PERIOD_DAYS) return undefined;
  return { from, to };
}

function filledBuckets(granularity: SeriesGranularity, period: DateRange | undefined): string[] {
  if (!period || (granularity === 'hour' && rangeLength(period) > 2)) return [];
  return periodBuckets(period, granularity);
}

export function revenueSeries(report: Pick<ReportView, 'granularity' | 'series' | 'from' | 'to'>): RevenueSeries {
  const totals = new Map<string, MinorUnits>();
  for (const point of report.series) {
    totals.set(point.bucket, minorUnits((totals.get(point.bucket) ?? 0) + point.revenue));
  }
  const period = readablePeriod(report);
  const { granularity } = report;
  const buckets = [...new Set([...filledBuckets(granularity, period), ...totals.keys()])].sort();
  return {
    granularity,
    buckets,
    revenue: buckets.map((bucket) => totals.get(bucket) ?? ZERO_MINOR),
    labels: buckets.map((bucket) => bucketLabel(bucket, granularity, period)),
    longLabels: buckets.map((bucket) => bucketLongLabel(bucket, granularity, period)),
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Buckets are store-local wall times already: formatted as UTC so the browser's zone never shifts them. */
function dateOf(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00.000Z`);
}

/** 'Sun, Nov 22, 2026': a business date in full. */
export function dayLongLabel(date: string): string {
  return longDayFormat.format(dateOf(date));
}

/** The business dates of a bucket inside the period (the first and last weeks or months may be partial). */
function spanOf(bucket: string, granularity: SeriesGranularity, period: DateRange | undefined): DateRange {
  return bucketDates(bucket, granularity, period ?? { from: '0000-01-01', to: '9999-12-31' });
}

/** 'Nov 16 – Nov 22, 2026', or 'Dec 28, 2026 – Jan 3, 2027' across a year end. */
function spanLabel(span: DateRange): string {
  if (span.from === span.to) return dayLongLabel(span.from);
  const sameYear = span.from.slice(0, 4) === span.to.slice(0, 4);
  return `${(sameYear ? dayFormat : dayYearFormat).format(dateOf(span.from))} – ${dayYearFormat.format(dateOf(span.to))}`;
}

/**
 * Axis label: '13:00' for an hour, 'Nov 22' for a day, the first day for a week ('Nov 16'), 'Nov 2026' for a month.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function bucketLabel(bucket: string, granularity: SeriesGranularity, period?: DateRange): string {
  switch (granularity) {
    case 'hour':
      return `${bucket.slice(11, 13)}:00`;
    case 'month':
      return /^\d{4}-\d{2}$/.test(bucket) ? monthFormat.format(dateOf(`${bucket}-01`)) : bucket;
    case 'day':
    case 'week':
      return dayFormat.format(dateOf(spanOf(bucket, granularity, period).from));
  }
}

/**
 * Legend and table label: '13:00–14:00', 'Sun, Nov 22, 2026', a week's days inside the period ('Nov 16 –
 * Nov 22, 2026'), 'November 2026' for a whole month or its days inside the period for a partial one.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function bucketLongLabel(bucket: string, granularity: SeriesGranularity, period?: DateRange): string {
  switch (granularity) {
    case 'hour': {
      const hour = Number(bucket.slice(11, 13));
      return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;
    }
    case 'day':
      return dayLongLabel(bucket);
    case 'week':
      return spanLabel(spanOf(bucket, granularity, period));
    case 'month': {
      if (!/^\d{4}-\d{2}$/.test(bucket)) return bucket;
      const span = spanOf(bucket, granularity, period);
      const whole = bucketDates(bucket, granularity, { from: '0000-01-01', to: '9999-12-31' });
      return span.from === whole.from && span.to === whole.to ? longMonthFormat.format(dateOf(span.from)) : spanLabel(span);
    }
  }
}

const PEAK_PREFIX: Record<SeriesGranularity, string> = { hour: 'at', day: 'on', week: 'in the week', month: 'in' };

/** The chart's text alternative in one sentence. */
export function revenueSummary(series: RevenueSeries, symbol: string): string {
  const unit = GRANULARITY_UNITS[series.granularity];
  const total = sumMinor(series.revenue);
  if (total === 0) return `Revenue per ${unit}: no revenue in this period.`;
  let best = 0;
  series.revenue.forEach((value, index) => {
    if (value > (series.revenue[best] ?? 0)) best = index;
  });
  const when = `${PEAK_PREFIX[series.granularity]} ${series.longLabels[best] ?? ''}`;
  return `Revenue per ${unit}: ${formatMoney(total, symbol)} in total, highest ${when} with ${formatMoney(series.revenue[best] ?? ZERO_MINOR, symbol)}.`;
}
