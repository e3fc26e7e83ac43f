// Spec 2.4 and 7 Dashboard: the home page's figures for today in the store's time zone.
import { endpoint } from '../endpoint';
import { dashboardResponse } from '../dashboard';

export const dashboardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/dashboard',
    access: ['DASHBOARD'],
    tag: 'dashboard',
    summary: "Today's reservations, top selling items and order and customer counts.",
    response: dashboardResponse,
  }),
} as const;
