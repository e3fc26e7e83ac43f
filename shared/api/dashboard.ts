// Spec 7 Dashboard: today's reservations, top selling items and the counters of the home page. The
// items' prices are decoded here into minor units, once.
import type { DashboardResponse } from '../contract/dashboard';
import { decodeDecimalAmount } from '../domain/money/money';
import { callEndpoint } from './endpoints';
import type { TopSellingItemView } from './reports';

export interface DashboardView extends Omit<DashboardResponse, 'topSellingItems'> {
  topSellingItems: TopSellingItemView[];
}

export async function getDashboard(): Promise<DashboardView> {
  const { topSellingItems, ...dashboard } = await callEndpoint('GET /dashboard', {});
  return { ...dashboard, topSellingItems: topSellingItems.map(({ price, ...item }) => ({ ...item, price: decodeDecimalAmount(price) })) };
}
