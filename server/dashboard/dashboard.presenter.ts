// The dashboard home → wire shape (spec 3 dashboard response, top selling item). Prices travel as decimals.
import type { DashboardResponse } from '../../shared/contract/dashboard';
import type { TopSellingItemDto } from '../../shared/contract/reports';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { TopSellingRow } from '../db/repositories/reports.repository';
import type { Dashboard } from './getDashboard';
import { presentReservation } from '../reservations/reservations.presenter';

function presentTopSellingItem(row: TopSellingRow): TopSellingItemDto {
  return { title: row.title, price: toDecimalAmount(minorUnits(row.price)), orders_count: row.quantity };
}

export function presentDashboard(dashboard: Dashboard): DashboardResponse {
  return {
    reservations: dashboard.reservations.map(presentReservation),
    topSellingItems: dashboard.topSellingItems.map(presentTopSellingItem),
    ordersCount: dashboard.ordersCount,
    paidOrdersCount: dashboard.paidOrdersCount,
    newCustomerCount: dashboard.newCustomerCount,
    repeatedCustomerCount: dashboard.repeatedCustomerCount,
    currency: dashboard.currency,
  };
}
