// Spec 7 Dashboard: today's reservations, top selling items and the counters of the home page.
import type { DashboardResponse } from '../contract/offerings';
import { api } from './http';

export function getDashboard(): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/dashboard');
}
