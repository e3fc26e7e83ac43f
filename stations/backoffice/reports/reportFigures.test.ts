import { describe, expect, it } from 'vitest';
import type { ReportResponse } from '../../../shared/contract/offerings';
import { bucketLabel, bucketLongLabel, reportTiles, revenueSeries, revenueSummary, tileText, toMinor } from './reportFigures';

const report: ReportResponse = {
  ordersCount: 1234,
  newCustomers: 2,
  repeatedCustomers: 1,
  currency: 'USD',
  averageOrderValue: 12.345,
  totalCustomers: 3,
  netRevenue: 22.38,
  taxTotal: 1.12,
  revenueTotal: 23.5,
  topSellingItems: [],
  granularity: 'hour',
  series: [],
  from: '2026-11-22',
  to: '2026-11-22',
};

describe('report tiles', () => {
  it('are the eight of spec 2.12 in order, money with the symbol and 2 decimals', () => {
    const tiles = reportTiles(report);
    expect(tiles.map((tile) => [tile.label, tileText(tile, '$')])).toEqual([
      ['Orders', '1,234'],
      ['Avg. Order Value', '$12.35'],
      ['Total Customers', '3'],
      ['New Customers', '2'],
      ['Repeat Customers', '1'],
      ['Revenue', '$23.50'],
      ['Net Sales', '$22.38'],
      ['Tax', '$1.12'],
    ]);
  });

  it('reads decimals without float error and missing values as zero', () => {
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(Number.NaN)).toBe(0);
    expect(toMinor(null)).toBe(0);
  });
});

describe('revenue series', () => {
  it('fills the 24 hours of a single day', () => {
    const series = revenueSeries({
      ...report,
      series: [
        { bucket: '2026-11-22T13', revenue: 23.5 },
        { bucket: '2026-11-22T09', revenue: 0.29 },
      ],
    });
    expect(series.buckets).toHaveLength(24);
    expect(series.buckets[0]).toBe('2026-11-22T00');
    expect(series.revenue[9]).toBe(29);
    expect(series.revenue[13]).toBe(2350);
    expect(series.revenue.filter((value) => value === 0)).toHaveLength(22);
  });

  it('fills every day of a range, across a month end, and keeps points outside it', () => {
    const series = revenueSeries({
      granularity: 'day',
      from: '2026-10-30',
      to: '2026-11-02',
      series: [
        { bucket: '2026-11-01', revenue: 10 },
        { bucket: '2026-11-05', revenue: 1 },
      ],
    });
    expect(series.buckets).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-05']);
    expect(series.revenue).toEqual([0, 0, 1000, 0, 100]);
  });

  it('shows only the points of a very long or unreadable period', () => {
    const points = [{ bucket: '2020-01-01', revenue: 5 }];
    expect(revenueSeries({ granularity: 'day', from: '2020-01-01', to: '2026-01-01', series: points }).buckets).toEqual(['2020-01-01']);
    expect(revenueSeries({ granularity: 'day', from: 'x', to: 'y', series: points }).buckets).toEqual(['2020-01-01']);
  });

  it('labels buckets without shifting them into the browser zone', () => {
    expect(bucketLabel('2026-11-22T13')).toBe('13:00');
    expect(bucketLabel('2026-11-22')).toBe('Nov 22');
    expect(bucketLongLabel('2026-11-22T23')).toBe('23:00–00:00');
    expect(bucketLongLabel('2026-11-22')).toBe('Sun, Nov 22, 2026');
  });

  it('sums up the chart in one sentence', () => {
    const series = revenueSeries({ ...report, series: [{ bucket: '2026-11-22T13', revenue: 23.5 }] });
    expect(revenueSummary(series, '$')).toBe('Revenue per hour: $23.50 in total, highest at 13:00–14:00 with $23.50.');
    expect(revenueSummary(revenueSeries(report), '$')).toBe('Revenue per hour: no revenue in this period.');
  });
});
