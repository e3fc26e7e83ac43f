// Spec 7 Dashboard: today's reservations, top selling items and the counters of the home page.
import type { DashboardResponse } from '../contract/offerings';
import { callEndpoint } from './endpoints';

export function getDashboard(): Promise<DashboardResponse> {
  return callEndpoint('GET /dashboard', {});
}
