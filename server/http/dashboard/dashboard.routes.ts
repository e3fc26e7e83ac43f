// Spec 2.4, 7 Dashboard: GET /dashboard (DASHBOARD) — today's figures in the store's time zone.
import type { DashboardResponse } from '../../../shared/contract/offerings';
import { presentDashboard } from '../../presenters/dashboard.presenter';
import { getDashboard } from '../../services/getDashboard';
import type { ApiRoutesPlugin } from '../routeDeps';

export const dashboardRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/dashboard', async () => presentDashboard(await getDashboard(ctx)) satisfies DashboardResponse);
};
