import { describe, expect, it } from 'vitest';
import { MAX_REPORT_PERIOD_DAYS, addDays, rangeLength } from './dateRanges';
import { bucketDates, bucketOf, periodBuckets, seriesGranularity, sumByBucket, weekStart } from './periodBuckets';

describe('series granularity of a period', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 'hour'],
    ['2026-11-21', '2026-11-22', 'day'],
    // July + August: 62 days, the longest daily series.
    ['2026-07-01', '2026-08-31', 'day'],
    ['2026-07-01', '2026-09-01', 'week'],
    // A leap year, 366 days: the longest weekly series.
    ['2024-01-01', '2024-12-31', 'week'],
    ['2024-01-01', '2025-01-01', 'month'],
    ['2024-01-01', '2026-12-31', 'month'],
  ])('%s → %s is per %s', (from, to, granularity) => {
    expect(seriesGranularity({ from, to })).toBe(granularity);
  });
});

describe('buckets', () => {
  it('weeks start on Monday, across a year end', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // Friday
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28');
    expect(bucketOf('2024-02-29', 'month')).toBe('2024-02');
    expect(bucketOf('2024-02-29', 'day')).toBe('2024-02-29');
  });

  it('a calendar year (Thursday to Thursday) has 53 weekly buckets, the first starting in the year before', () => {
    const buckets = periodBuckets({ from: '2026-01-01', to: '2026-12-31' }, 'week');
    expect(buckets).toHaveLength(53);
    expect(buckets[0]).toBe('2025-12-29');
    expect(buckets[1]).toBe('2026-01-05');
    expect(buckets.at(-1)).toBe('2026-12-28');
    expect(buckets.every((bucket, index) => index === 0 || bucket === addDays(buckets[index - 1] ?? '', 7))).toBe(true);
  });

  it('the longest report period has 37 monthly buckets (partial first and last months)', () => {
    const range = { from: '2024-03-15', to: addDays('2024-03-15', MAX_REPORT_PERIOD_DAYS - 1) };
    expect(range.to).toBe('2027-03-15');
    const buckets = periodBuckets(range, 'month');
    expect(buckets).toHaveLength(37);
    expect(buckets.slice(0, 3)).toEqual(['2024-03', '2024-04', '2024-05']);
    expect(buckets.at(-1)).toBe('2027-03');
  });

  it('days and hours', () => {
    expect(periodBuckets({ from: '2024-02-28', to: '2024-03-01' }, 'day')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    const hours = periodBuckets({ from: '2026-11-22', to: '2026-11-22' }, 'hour');
    expect(hours).toHaveLength(24);
    expect([hours[0], hours[23]]).toEqual(['2026-11-22T00', '2026-11-22T23']);
  });

  it('names the business dates each bucket covers inside the period', () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    expect(bucketDates('2025-12-29', 'week', range)).toEqual({ from: '2026-01-01', to: '2026-01-04' });
    expect(bucketDates('2026-06-01', 'week', range)).toEqual({ from: '2026-06-01', to: '2026-06-07' });
    expect(bucketDates('2026-12-28', 'week', range)).toEqual({ from: '2026-12-28', to: '2026-12-31' });
    const months = { from: '2024-01-15', to: '2025-02-10' };
    expect(bucketDates('2024-01', 'month', months)).toEqual({ from: '2024-01-15', to: '2024-01-31' });
    expect(bucketDates('2024-02', 'month', months)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(bucketDates('2025-02', 'month', months)).toEqual({ from: '2025-02-01', to: '2025-02-10' });
    expect(bucketDates('2026-11-22T13', 'hour', range)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('the buckets of a period cover each of its days exactly once', () => {
    const range = { from: '2025-11-20', to: '2026-02-03' };
    for (const granularity of ['day', 'week', 'month'] as const) {
      const days = periodBuckets(range, granularity).reduce((sum, bucket) => sum + rangeLength(bucketDates(bucket, granularity, range)), 0);
      expect({ granularity, days }).toEqual({ granularity, days: rangeLength(range) });
    }
  });
});

describe('sumByBucket', () => {
  const rows = [
    { day: '2026-01-01', revenue: 100 },
    { day: '2026-01-04', revenue: 20 }, // Sunday: still the first week
    { day: '2026-01-05', revenue: 3 },
    { day: '2026-02-28', revenue: 4000 },
    { day: '2026-12-31', revenue: 50_000 },
    { day: '2027-01-01', revenue: 999_999 }, // outside the period: ignored
  ];
  const year = { from: '2026-01-01', to: '2026-12-31' };

  it('sums days into weeks, every week present', () => {
    const points = sumByBucket(year, 'week', rows);
    expect(points).toHaveLength(53);
    expect(points.slice(0, 2)).toEqual([
      { bucket: '2025-12-29', revenue: 120 },
      { bucket: '2026-01-05', revenue: 3 },
    ]);
    expect(points.find((point) => point.bucket === '2026-02-23')?.revenue).toBe(4000);
    expect(points.at(-1)).toEqual({ bucket: '2026-12-28', revenue: 50_000 });
    expect(points.reduce((sum, point) => sum + point.revenue, 0)).toBe(54_123);
  });

  it('sums days into months, with zeros for quiet months', () => {
    const points = sumByBucket(year, 'month', rows);
    expect(points.map((point) => point.bucket)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    );
    expect(points.map((point) => point.revenue)).toEqual([123, 4000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50_000]);
  });

  it('keeps days as they are', () => {
    expect(sumByBucket({ from: '2026-01-03', to: '2026-01-05' }, 'day', rows)).toEqual([
      { bucket: '2026-01-03', revenue: 0 },
      { bucket: '2026-01-04', revenue: 20 },
      { bucket: '2026-01-05', revenue: 3 },
    ]);
  });
});
