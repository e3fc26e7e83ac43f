// Report → wire shape (spec 3 report and top selling item). Money as decimals; the average order
// value is rounded half away from zero to the cent, like every other amount. Revenue, net sales and tax
// are net of the period's refunds (credit notes); GET /billing/report says what was refunded, discounted and tipped.
import type { ReportResponse } from '../../shared/contract/reports';
import { minorUnits, roundHalfAwayFromZero, toDecimalAmount } from '../../shared/domain/money/money';
import type { Report } from './getReport';

const decimal = (minor: number) => toDecimalAmount(minorUnits(minor));

export function presentReport(report: Report): ReportResponse {
  const { invoices, refunds } = report;
  const revenue = invoices.total - refunds.total;
  return {
    ordersCount: report.ordersCount,
    paidOrdersCount: invoices.paidOrders,
    newCustomers: report.newCustomers,
    repeatedCustomers: report.repeatedCustomers,
    currency: report.currency,
    averageOrderValue: decimal(invoices.paidOrders === 0 ? 0 : roundHalfAwayFromZero(revenue / invoices.paidOrders)),
    totalCustomers: report.totalCustomers,
    netRevenue: decimal(invoices.subTotal - refunds.subTotal),
    taxTotal: decimal(invoices.taxTotal - refunds.taxTotal),
    revenueTotal: decimal(revenue),
    roundingTotal: decimal(invoices.roundingTotal - refunds.roundingTotal),
    serviceChargeTotal: decimal(invoices.serviceChargeTotal - refunds.serviceChargeTotal),
    topSellingItems: report.topSelling.map((item) => ({ title: item.title, price: decimal(item.price), orders_count: item.quantity })),
    modifierSales: report.modifierSales.map((row) => ({
      group_name: row.group_name,
      name: row.name,
      kind: row.kind,
      count: row.count,
      revenue: decimal(row.revenue),
    })),
    granularity: report.granularity,
    series: report.series.map((point) => ({ bucket: point.bucket, revenue: decimal(point.revenue) })),
    from: report.period.from,
    to: report.period.to,
  };
}
