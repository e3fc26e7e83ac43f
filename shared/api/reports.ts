// Spec 7 `GET /reports?type&from&to` (no 'tomorrow', spec 9): the period's figures, top selling items and,
// beyond the spec, the revenue series for the chart. Issue 13: decoded here into minor units, once.
import type { ReportResponse, TopSellingItemDto } from '../contract/offerings';
import { UnreadableAmountError, minorUnits, parseDecimalAmount, roundHalfAwayFromZero, type MinorUnits } from '../domain/money';
import { callEndpoint } from './endpoints';

/** A top selling item (report and dashboard) with its price in minor units. */
export interface TopSellingItemView extends Omit<TopSellingItemDto, 'price'> {
  price: MinorUnits;
}

export interface ReportView extends Omit<
  ReportResponse,
  'averageOrderValue' | 'netRevenue' | 'taxTotal' | 'revenueTotal' | 'topSellingItems' | 'series'
> {
  averageOrderValue: MinorUnits;
  netRevenue: MinorUnits;
  taxTotal: MinorUnits;
  revenueTotal: MinorUnits;
  topSellingItems: TopSellingItemView[];
  series: { bucket: string; revenue: MinorUnits }[];
}

/**
 * A decimal from the report → minor units. Averages may carry more than 2 decimals: they round half away
 * from zero on the decimal text (1.005 → 101), which `value * 100` would get wrong (100.49999…). A value that
 * is no number throws (UnreadableAmountError): a tile never shows a guessed 0.
 */
export function decodeReportAmount(value: number | null | undefined): MinorUnits {
  const exact = parseDecimalAmount(value);
  if (exact !== undefined) return exact;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new UnreadableAmountError(value);
  const match = /^(\d+)\.(\d+)$/.exec(String(Math.abs(value)));
  if (!match) return minorUnits(roundHalfAwayFromZero(value * 100));
  const digits = (match[2] ?? '').padEnd(3, '0');
  const minor = Number(match[1]) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return minorUnits(value < 0 ? -minor : minor);
}

function decodeTopSellingItem({ price, ...item }: TopSellingItemDto): TopSellingItemView {
  return { ...item, price: decodeReportAmount(price) };
}

export function decodeReport(report: ReportResponse): ReportView {
  return {
    ...report,
    averageOrderValue: decodeReportAmount(report.averageOrderValue),
    netRevenue: decodeReportAmount(report.netRevenue),
    taxTotal: decodeReportAmount(report.taxTotal),
    revenueTotal: decodeReportAmount(report.revenueTotal),
    topSellingItems: report.topSellingItems.map(decodeTopSellingItem),
    series: report.series.map((point) => ({ bucket: point.bucket, revenue: decodeReportAmount(point.revenue) })),
  };
}

export async function getReport(params: Record<string, string>): Promise<ReportView> {
  return decodeReport(await callEndpoint('GET /reports', { query: params }));
}
