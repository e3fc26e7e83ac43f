// Report → wire shape (spec 3 report and top selling item, issue 6). Money as decimals; the average order
// value is rounded half away from zero to the cent, like every other amount.
import type { ReportResponse } from '../../shared/contract/offerings';
import { minorUnits, roundHalfAwayFromZero, toDecimalAmount } from '../../shared/domain/money';
import type { Report } from '../services/getReport';

export function presentReport(report: Report): ReportResponse {
  const { invoices } = report;
  return {
    ordersCount: report.ordersCount,
    newCustomers: report.newCustomers,
    repeatedCustomers: report.repeatedCustomers,
    currency: report.currency,
    averageOrderValue: toDecimalAmount(minorUnits(invoices.paidOrders === 0 ? 0 : roundHalfAwayFromZero(invoices.total / invoices.paidOrders))),
    totalCustomers: report.totalCustomers,
    netRevenue: toDecimalAmount(minorUnits(invoices.subTotal)),
    taxTotal: toDecimalAmount(minorUnits(invoices.taxTotal)),
    revenueTotal: toDecimalAmount(minorUnits(invoices.total)),
    topSellingItems: report.topSelling.map((item) => ({ title: item.title, price: toDecimalAmount(minorUnits(item.price)), orders_count: item.quantity })),
    granularity: report.granularity,
    series: report.series.map((point) => ({ bucket: point.bucket, revenue: toDecimalAmount(minorUnits(point.revenue)) })),
    from: report.period.from,
    to: report.period.to,
  };
}
