// Spec 2.12 tiles and, beyond the spec, the revenue chart's data: the report's decimals as minor units, and
// its series with every bucket of the period (hours of the day, or days of the range) so quiet hours and
// days show as zero instead of being skipped.
import type { ReportPoint, ReportResponse } from '../../../shared/contract/offerings';
import { addDays, rangeLength } from '../../../shared/domain/dateRanges';
import { formatMoney, parseDecimalAmount, roundHalfAwayFromZero, type MinorUnits } from '../../../shared/domain/money';

/**
 * A decimal from the report → minor units. Averages may carry more than 2 decimals: they round half away
 * from zero on the decimal text (1.005 → 101), which `value * 100` would get wrong (100.49999…).
 */
export function toMinor(value: number | null | undefined): MinorUnits {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  const exact = parseDecimalAmount(value);
  if (exact !== undefined) return exact;
  const match = /^(\d+)\.(\d+)$/.exec(String(Math.abs(value)));
  if (!match) return roundHalfAwayFromZero(value * 100);
  const digits = (match[2] ?? '').padEnd(3, '0');
  const minor = Number(match[1]) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return value < 0 ? -minor : minor;
}

export type TileKind = 'count' | 'money';

export interface Tile {
  label: string;
  kind: TileKind;
  value: number;
}

/** Spec 2.12, in the spec's order. */
export function reportTiles(report: ReportResponse): Tile[] {
  return [
    { label: 'Orders', kind: 'count', value: report.ordersCount },
    { label: 'Avg. Order Value', kind: 'money', value: toMinor(report.averageOrderValue) },
    { label: 'Total Customers', kind: 'count', value: report.totalCustomers },
    { label: 'New Customers', kind: 'count', value: report.newCustomers },
    { label: 'Repeat Customers', kind: 'count', value: report.repeatedCustomers },
    { label: 'Revenue', kind: 'money', value: toMinor(report.revenueTotal) },
    { label: 'Net Sales', kind: 'money', value: toMinor(report.netRevenue) },
    { label: 'Tax', kind: 'money', value: toMinor(report.taxTotal) },
  ];
}

export function tileText(tile: Tile, symbol: string): string {
  return tile.kind === 'money' ? formatMoney(tile.value, symbol) : tile.value.toLocaleString('en-US');
}

export interface RevenueSeries {
  granularity: 'day' | 'hour';
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH`, ascending. */
  buckets: string[];
  /** Minor units, one per bucket. */
  revenue: MinorUnits[];
}

/** Longer periods show only the server's points (a bar per day of several years says little). */
const MAX_FILLED_DAYS = 366;

const pad = (value: number) => String(value).padStart(2, '0');

function periodBuckets(report: Pick<ReportResponse, 'granularity' | 'from' | 'to'>): string[] {
  const { from, to } = report;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to) return [];
  const days = rangeLength({ from, to });
  if (days > MAX_FILLED_DAYS || (report.granularity === 'hour' && days > 2)) return [];
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  return report.granularity === 'hour' ? dates.flatMap((date) => Array.from({ length: 24 }, (_, hour) => `${date}T${pad(hour)}`)) : dates;
}

export function revenueSeries(report: Pick<ReportResponse, 'granularity' | 'series' | 'from' | 'to'>): RevenueSeries {
  const totals = new Map<string, MinorUnits>();
  for (const point of report.series as readonly ReportPoint[]) {
    totals.set(point.bucket, (totals.get(point.bucket) ?? 0) + toMinor(point.revenue));
  }
  const buckets = [...new Set([...periodBuckets(report), ...totals.keys()])].sort();
  return { granularity: report.granularity, buckets, revenue: buckets.map((bucket) => totals.get(bucket) ?? 0) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Buckets are store-local wall times already: formatted as UTC so the browser's zone never shifts them. */
function bucketDate(bucket: string): Date {
  return new Date(`${bucket.slice(0, 10)}T00:00:00.000Z`);
}

/** Axis label: '13:00' for an hour, 'Nov 22' for a day. */
export function bucketLabel(bucket: string): string {
  return bucket.length > 10 ? `${bucket.slice(11, 13)}:00` : dayFormat.format(bucketDate(bucket));
}

/** Table label: '13:00–14:00' for an hour, 'Sun, Nov 22, 2026' for a day. */
export function bucketLongLabel(bucket: string): string {
  if (bucket.length > 10) {
    const hour = Number(bucket.slice(11, 13));
    return `${pad(hour)}:00–${pad((hour + 1) % 24)}:00`;
  }
  return longDayFormat.format(bucketDate(bucket));
}

/** The chart's text alternative in one sentence. */
export function revenueSummary(series: RevenueSeries, symbol: string): string {
  const unit = series.granularity === 'hour' ? 'hour' : 'day';
  const total = series.revenue.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `Revenue per ${unit}: no revenue in this period.`;
  let best = 0;
  series.revenue.forEach((value, index) => {
    if (value > (series.revenue[best] ?? 0)) best = index;
  });
  const bestBucket = series.buckets[best] ?? '';
  const when = series.granularity === 'hour' ? `at ${bucketLongLabel(bestBucket)}` : `on ${bucketLongLabel(bestBucket)}`;
  return `Revenue per ${unit}: ${formatMoney(total, symbol)} in total, highest ${when} with ${formatMoney(series.revenue[best] ?? 0, symbol)}.`;
}
