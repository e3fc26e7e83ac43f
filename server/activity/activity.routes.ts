// Audit trail: the Activity page's reads (a page, the CSV, its filter choices) and the reprint note
// the print pages send. Declared in shared/contract/endpoints/activity.ts.
import { activityEndpoints } from '../../shared/contract/endpoints/activity';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activity';
import { activityCsvFilename, activityCsvChunks, presentActivityInit, presentActivityPage } from './activity.presenter';
import { exportActivity, getActivityInit, listActivity } from './listActivity';
import { noteReprint } from './noteReprint';
import { download, startedStream } from '../http/download';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const activityRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(activityEndpoints.init, async () => presentActivityInit(await getActivityInit(ctx)));

  mount(activityEndpoints.list, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return presentActivityPage(await listActivity(ctx, query));
  });

  mount(activityEndpoints.exportCsv, async ({ query, reply }) => {
    const data = await exportActivity(ctx, query);
    const csv = await startedStream(activityCsvChunks(data), reply.log);
    return download(reply, activityEndpoints.exportCsv.response, activityCsvFilename(data.period), csv);
  });

  mount(activityEndpoints.reprint, async ({ session, body }) => {
    await noteReprint(ctx, session.user, body);
    return { message: ACTIVITY_MESSAGES.reprintRecorded };
  });
};
