import { describe, expect, it } from 'vitest';
import type { ReportResponse } from '../../../shared/contract/reports';
import { decodeReport } from '../../../shared/api/reports';
import { decodeDecimalAmount as toMinor } from '../../../shared/domain/money/money';
import { UnreadableAmountError, decodeDecimalAmount as d } from '../../../shared/domain/money/money';
import { bucketLabel, bucketLongLabel, dayLongLabel, reportTiles, revenueSeries, revenueSummary, tileText } from './reportFigures';

const report: ReportResponse = {
  ordersCount: 1234,
  paidOrdersCount: 2,
  newCustomers: 2,
  repeatedCustomers: 1,
  currency: 'USD',
  averageOrderValue: 12.35,
  totalCustomers: 3,
  netRevenue: 22.38,
  taxTotal: 1.12,
  revenueTotal: 23.5,
  roundingTotal: 0,
  serviceChargeTotal: 0,
  topSellingItems: [],
  modifierSales: [],
  granularity: 'hour',
  series: [],
  from: '2026-11-22',
  to: '2026-11-22',
};

describe('report tiles', () => {
  it('are the eight of spec 2.12 in order, money with the symbol and 2 decimals', () => {
    const tiles = reportTiles(decodeReport(report));
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

  it("add a Cash Rounding tile after Tax when cash rounding moved the period's payments (−0.02), none when it did not", () => {
    const tiles = reportTiles(decodeReport({ ...report, roundingTotal: -0.02 }));
    expect(tiles.slice(-2).map((tile) => [tile.label, tileText(tile, '$'), tile.note])).toEqual([
      ['Tax', '$1.12', 'on what was paid'],
      ['Cash Rounding', '-$0.02', 'in Revenue, net of refunds'],
    ]);
    expect(reportTiles(decodeReport(report)).map((tile) => tile.label)).not.toContain('Cash Rounding');
  });

  it('add a Service Charge tile after Tax when service charges were paid in the period, none when not', () => {
    const tiles = reportTiles(decodeReport({ ...report, serviceChargeTotal: 2.25, roundingTotal: -0.02 }));
    expect(tiles.slice(-3).map((tile) => [tile.label, tileText(tile, '$'), tile.note])).toEqual([
      ['Tax', '$1.12', 'on what was paid'],
      ['Service Charge', '$2.25', 'in Revenue, net of refunds'],
      ['Cash Rounding', '-$0.02', 'in Revenue, net of refunds'],
    ]);
    expect(reportTiles(decodeReport(report)).map((tile) => tile.label)).not.toContain('Service Charge');
  });

  it('say what each counts: Orders are placed, Revenue is paid, and the average is Revenue over the paid orders (47 placed, 3 paid, $69.00 → $23.00)', () => {
    const tiles = reportTiles(decodeReport({ ...report, ordersCount: 47, paidOrdersCount: 3, revenueTotal: 69, averageOrderValue: 23 }));
    expect(tiles.map((tile) => [tile.label, tileText(tile, '$'), tile.note])).toEqual([
      ['Orders', '47', 'placed · 3 paid'],
      ['Avg. Order Value', '$23.00', 'Revenue ÷ 3 paid orders'],
      ['Total Customers', '3', 'with orders placed'],
      ['New Customers', '2', 'registered'],
      ['Repeat Customers', '1', 'ordered on an earlier day too'],
      ['Revenue', '$69.00', 'from 3 paid orders'],
      ['Net Sales', '$22.38', 'paid, before tax'],
      ['Tax', '$1.12', 'on what was paid'],
    ]);
    const onePaid = reportTiles(decodeReport({ ...report, paidOrdersCount: 1 }));
    expect(onePaid.find((tile) => tile.label === 'Revenue')?.note).toBe('from 1 paid order');
    const nonePaid = reportTiles(decodeReport({ ...report, paidOrdersCount: 0, revenueTotal: 0, averageOrderValue: 0 }));
    expect(nonePaid.find((tile) => tile.label === 'Avg. Order Value')?.note).toBe('no paid orders');
  });

  it('reads decimals without float error, and refuses a missing or unreadable amount instead of showing 0', () => {
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.5)).toBe(150);
    // The server rounds every amount (the average too) to the cent: more decimals are no amount of Brigade's.
    expect(() => toMinor(1.005)).toThrow(UnreadableAmountError);
    expect(() => toMinor(Number.NaN)).toThrow(UnreadableAmountError);
    expect(() => toMinor(null)).toThrow(UnreadableAmountError);
  });
});

describe('revenue series', () => {
  it('fills the 24 hours of a single day', () => {
    const series = revenueSeries({
      ...report,
      series: [
        { bucket: '2026-11-22T13', revenue: d(23.5) },
        { bucket: '2026-11-22T09', revenue: d(0.29) },
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
        { bucket: '2026-11-01', revenue: d(10) },
        { bucket: '2026-11-05', revenue: d(1) },
      ],
    });
    expect(series.buckets).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-05']);
    expect(series.revenue).toEqual([0, 0, 1000, 0, 100]);
  });

  it('shows only the points of a period longer than the server serves, or unreadable', () => {
    const points = [{ bucket: '2020-01-01', revenue: d(5) }];
    expect(revenueSeries({ granularity: 'day', from: '2020-01-01', to: '2026-01-01', series: points }).buckets).toEqual(['2020-01-01']);
    expect(revenueSeries({ granularity: 'day', from: 'x', to: 'y', series: points }).buckets).toEqual(['2020-01-01']);
  });

  it('labels buckets without shifting them into the browser zone', () => {
    expect(bucketLabel('2026-11-22T13', 'hour')).toBe('13:00');
    expect(bucketLabel('2026-11-22', 'day')).toBe('Nov 22');
    expect(bucketLongLabel('2026-11-22T23', 'hour')).toBe('23:00–00:00');
    expect(bucketLongLabel('2026-11-22', 'day')).toBe('Sun, Nov 22, 2026');
    expect(dayLongLabel('2026-11-22')).toBe('Sun, Nov 22, 2026');
  });

  it('fills a year week by week and names each week by its days inside the period', () => {
    const series = revenueSeries({
      granularity: 'week',
      from: '2026-01-01',
      to: '2026-12-31',
      series: [
        { bucket: '2025-12-29', revenue: d(1.2) },
        { bucket: '2026-11-16', revenue: d(30) },
      ],
    });
    expect(series.buckets).toHaveLength(53);
    expect(series.revenue.reduce((sum, value) => sum + value, 0)).toBe(3120);
    // The first week starts before the period: it is named by its days in the period.
    expect([series.labels[0], series.longLabels[0]]).toEqual(['Jan 1', 'Jan 1 – Jan 4, 2026']);
    const peak = series.buckets.indexOf('2026-11-16');
    expect([series.labels[peak], series.longLabels[peak]]).toEqual(['Nov 16', 'Nov 16 – Nov 22, 2026']);
    expect(series.longLabels.at(-1)).toBe('Dec 28 – Dec 31, 2026');
    expect(revenueSummary(series, '$')).toBe('Revenue per week: $31.20 in total, highest in the week Nov 16 – Nov 22, 2026 with $30.00.');
    expect(bucketLongLabel('2026-12-28', 'week')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('fills months, naming whole months by name and partial ones by their days', () => {
    const series = revenueSeries({
      granularity: 'month',
      from: '2025-06-15',
      to: '2027-06-14',
      series: [{ bucket: '2026-11', revenue: d(70.98) }],
    });
    expect(series.buckets).toHaveLength(25);
    expect([series.buckets[0], series.labels[0], series.longLabels[0]]).toEqual(['2025-06', 'Jun 2025', 'Jun 15 – Jun 30, 2025']);
    const peak = series.buckets.indexOf('2026-11');
    expect([series.labels[peak], series.longLabels[peak], series.revenue[peak]]).toEqual(['Nov 2026', 'November 2026', 7098]);
    expect(series.longLabels.at(-1)).toBe('Jun 1 – Jun 14, 2027');
    expect(revenueSummary(series, '$')).toBe('Revenue per month: $70.98 in total, highest in November 2026 with $70.98.');
  });

  it('sums up the chart in one sentence', () => {
    const series = revenueSeries({ ...decodeReport(report), series: [{ bucket: '2026-11-22T13', revenue: d(23.5) }] });
    expect(revenueSummary(series, '$')).toBe('Revenue per hour: $23.50 in total, highest at 13:00–14:00 with $23.50.');
    expect(revenueSummary(revenueSeries(decodeReport(report)), '$')).toBe('Revenue per hour: no revenue in this period.');
  });
});
