// Spec 7 Orders and kitchen, the kitchen display's calls (issue 5): the open orders (same groups as the
// Orders screen), Start Making / Complete on an item, and the order's kitchen status.
import { kitchenItemStatusBody, kitchenStatusBody, ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { presentOrderGroups } from '../../presenters/orders.presenter';
import { changeKitchenStatus } from '../../services/changeKitchenStatus';
import { changeOrderItemStatus } from '../../services/changeOrderItemStatus';
import { listOpenOrders } from '../../services/listOpenOrders';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';
import { sendWithServerTime } from '../serverTime';

export const kitchenRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/kitchen', async (_request, reply) => sendWithServerTime(ctx, reply, presentOrderGroups(await listOpenOrders(ctx))));

  // :id is an order ITEM id (Start Making: created → preparing; Complete: preparing → completed).
  app.post<{ Params: { id: string } }>('/kitchen/:id', async (request) => {
    const { status } = parseWith(kitchenItemStatusBody, request.body);
    return changeOrderItemStatus(ctx, { itemId: idParam(request.params.id, ORDER_ACTION_MESSAGES.orderItemNotFound), status });
  });

  // :id is an ORDER id.
  app.post<{ Params: { id: string } }>('/kitchen/:id/kitchen-status', async (request) => {
    const { status } = parseWith(kitchenStatusBody, request.body);
    return changeKitchenStatus(ctx, { orderId: idParam(request.params.id, ORDER_ACTION_MESSAGES.orderNotFound), status });
  });
};
