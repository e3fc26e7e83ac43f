// Spec 2.4, 7 Dashboard: GET /dashboard (DASHBOARD) — today's figures in the store's time zone.
// Declared in shared/contract/endpoints/dashboard.ts.
import { dashboardEndpoints } from '../../shared/contract/endpoints/dashboard';
import { presentDashboard } from './dashboard.presenter';
import { getDashboard } from './getDashboard';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const dashboardRoutes: ApiRoutesPlugin = async (app, deps) => {
  const mount = endpointMounter(app, deps);
  mount(dashboardEndpoints.get, async () => presentDashboard(await getDashboard(deps.ctx)));
};
