// Beyond spec 2.12: the buckets of the report's revenue series. A single business day is
// charted per store-local hour, up to 62 days per day, up to 366 days per week (Monday to Sunday, ISO 8601),
// longer periods per calendar month, so a series never holds more than 62 points whatever the period.
// Pure calendar arithmetic on business dates (already store-local), shared by the server and the chart.
import { type DateRange, addDays, addMonths, rangeLength } from './dateRanges';

export const SERIES_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type SeriesGranularity = (typeof SERIES_GRANULARITIES)[number];
/** The granularities whose buckets are made of whole business days. */
export type DaysGranularity = Exclude<SeriesGranularity, 'hour'>;

/** Two 31-day months (July–August) are still drawn day by day. */
const MAX_DAILY_SERIES_DAYS = 62;
/** Up to a year, leap day included, week by week (at most 54 bars); longer, month by month. */
const MAX_WEEKLY_SERIES_DAYS = 366;

/** The series granularity of a period: hour (one day), day (≤ 62 days), week (≤ 366 days), month beyond. */
export function seriesGranularity(range: DateRange): SeriesGranularity {
  const days = rangeLength(range);
  if (days <= 1) return 'hour';
  if (days <= MAX_DAILY_SERIES_DAYS) return 'day';
  if (days <= MAX_WEEKLY_SERIES_DAYS) return 'week';
  return 'month';
}

/**
 * The Monday on or before a business date.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The bucket a business date falls in: the date itself (`YYYY-MM-DD`), its week's Monday (`YYYY-MM-DD`, which
 * may precede the period for its first bucket) or its month (`YYYY-MM`).
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function bucketOf(date: string, granularity: DaysGranularity): string {
  switch (granularity) {
    case 'day':
      return date;
    case 'week':
      return weekStart(date);
    case 'month':
      return date.slice(0, 7);
  }
}

/** Every bucket of the range in order: 24 hours (`YYYY-MM-DDTHH`) per day, or the days' distinct buckets. */
export function periodBuckets(range: DateRange, granularity: SeriesGranularity): string[] {
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (granularity === 'hour') {
      for (let hour = 0; hour < 24; hour += 1) buckets.push(`${day}T${String(hour).padStart(2, '0')}`);
      continue;
    }
    const bucket = bucketOf(day, granularity);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The business dates a bucket covers inside the range: the first and last buckets may be partial. */
export function bucketDates(bucket: string, granularity: SeriesGranularity, range: DateRange): DateRange {
  let from: string;
  let to: string;
  switch (granularity) {
    case 'hour':
    case 'day':
      from = bucket.slice(0, 10);
      to = from;
      break;
    case 'week':
      from = bucket;
      to = addDays(bucket, 6);
      break;
    case 'month':
      from = `${bucket}-01`;
      to = addDays(addMonths(from, 1), -1);
      break;
  }
  return { from: from < range.from ? range.from : from, to: to > range.to ? range.to : to };
}

/**
 * Amounts per business day → one point per bucket of the range, in order, 0 for a bucket without any (the
 * chart's x axis has no gaps). Days outside the range are ignored.
 */
export function sumByBucket(
  range: DateRange,
  granularity: DaysGranularity,
  rows: readonly { day: string; revenue: number }[],
): { bucket: string; revenue: number }[] {
  const totals = new Map(periodBuckets(range, granularity).map((bucket) => [bucket, 0]));
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    const bucket = bucketOf(row.day, granularity);
    totals.set(bucket, (totals.get(bucket) ?? 0) + row.revenue);
  }
  return [...totals].map(([bucket, revenue]) => ({ bucket, revenue }));
}
