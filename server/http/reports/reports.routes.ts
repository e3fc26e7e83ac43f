// Spec 7 GET /reports?type&from&to (issue 6): the period's report (figures defined in docs/reports.md).
import { presentReport } from '../../presenters/reports.presenter';
import { getReport } from '../../services/getReport';
import type { ApiRoutesPlugin } from '../routeDeps';

export const reportsRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/reports', async (request, reply) => reply.header('Cache-Control', 'no-store').send(presentReport(await getReport(ctx, request.query))));
};
