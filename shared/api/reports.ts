// Spec 7 `GET /reports?type&from&to` (no 'tomorrow', spec 9): the period's figures, top selling items and,
// beyond the spec, the revenue series for the chart. Decoded here into minor units, once, by the one decoder
// (decodeDecimalAmount; the server rounds the average to the cent too): a value that is no amount throws, so a tile
// never shows a guessed 0.
import type { ReportResponse, TopSellingItemDto } from '../contract/reports';
import { decodeDecimalAmount, type MinorUnits } from '../domain/money/money';
import { callEndpoint } from './endpoints';

/** A top selling item (report and dashboard) with its price in minor units. */
export interface TopSellingItemView extends Omit<TopSellingItemDto, 'price'> {
  price: MinorUnits;
}

export interface ReportView extends Omit<
  ReportResponse,
  'averageOrderValue' | 'netRevenue' | 'taxTotal' | 'revenueTotal' | 'roundingTotal' | 'serviceChargeTotal' | 'topSellingItems' | 'series'
> {
  averageOrderValue: MinorUnits;
  netRevenue: MinorUnits;
  taxTotal: MinorUnits;
  revenueTotal: MinorUnits;
  roundingTotal: MinorUnits;
  serviceChargeTotal: MinorUnits;
  topSellingItems: TopSellingItemView[];
  series: { bucket: string; revenue: MinorUnits }[];
}

function decodeTopSellingItem({ price, ...item }: TopSellingItemDto): TopSellingItemView {
  return { ...item, price: decodeDecimalAmount(price) };
}

/** @internal Exported for tests: the report figures tests decode their fixtures with it. */
export function decodeReport(report: ReportResponse): ReportView {
  return {
    ...report,
    averageOrderValue: decodeDecimalAmount(report.averageOrderValue),
    netRevenue: decodeDecimalAmount(report.netRevenue),
    taxTotal: decodeDecimalAmount(report.taxTotal),
    revenueTotal: decodeDecimalAmount(report.revenueTotal),
    roundingTotal: decodeDecimalAmount(report.roundingTotal),
    serviceChargeTotal: decodeDecimalAmount(report.serviceChargeTotal),
    topSellingItems: report.topSellingItems.map(decodeTopSellingItem),
    series: report.series.map((point) => ({ bucket: point.bucket, revenue: decodeDecimalAmount(point.revenue) })),
  };
}

export async function getReport(params: Record<string, string>): Promise<ReportView> {
  return decodeReport(await callEndpoint('GET /reports', { query: params }));
}
