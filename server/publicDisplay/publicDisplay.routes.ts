// Spec 7 GET /public-display, 2.14 'Your Orders': the open orders' tokens and kitchen statuses
// for the customer-facing board. Never names, phones or lines. Declared in shared/contract/endpoints/publicDisplay.ts.
import { publicDisplayEndpoints } from '../../shared/contract/endpoints/publicDisplay';
import { presentPublicDisplayOrder } from '../orders/orders.presenter';
import { listPublicDisplayOrders } from '../orders/listOpenOrders';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { withServerTime } from '../http/serverTime';

export const publicDisplayRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);
  mount(publicDisplayEndpoints.list, async ({ reply }) =>
    withServerTime(ctx, reply, (await listPublicDisplayOrders(ctx)).map(presentPublicDisplayOrder)),
  );
};
