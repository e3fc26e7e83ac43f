// Spec 7 GET /reports?type&from&to: the period's report (figures defined in docs/reports.md).
// Declared in shared/contract/endpoints/reports.ts.
import { reportsEndpoints } from '../../shared/contract/endpoints/reports';
import { presentReport } from './reports.presenter';
import { getReport } from './getReport';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const reportsRoutes: ApiRoutesPlugin = async (app, deps) => {
  const mount = endpointMounter(app, deps);
  mount(reportsEndpoints.get, async ({ query, reply }) => {
    const report = presentReport(await getReport(deps.ctx, query));
    reply.header('Cache-Control', 'no-store');
    return report;
  });
};
