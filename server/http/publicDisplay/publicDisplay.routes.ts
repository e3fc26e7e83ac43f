// Spec 7 GET /public-display, 2.14 'Your Orders' (issue 5): the open orders' tokens and kitchen statuses
// for the customer-facing board. Never names, phones or lines.
import { presentPublicDisplayOrder } from '../../presenters/orders.presenter';
import { listPublicDisplayOrders } from '../../services/listOpenOrders';
import type { ApiRoutesPlugin } from '../routeDeps';
import { sendWithServerTime } from '../serverTime';

export const publicDisplayRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/public-display', async (_request, reply) =>
    sendWithServerTime(ctx, reply, (await listPublicDisplayOrders(ctx)).map(presentPublicDisplayOrder)),
  );
};
