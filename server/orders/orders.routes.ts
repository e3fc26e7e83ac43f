// Spec 7 Orders and kitchen, the Orders screen's calls: the open orders grouped by table, the
// screen's init data, item status, cancel, complete, the payment summary and pay & complete. Declared in
// shared/contract/endpoints/orders.ts; pay & complete is idempotent (the mounter replays a stored answer). Beyond
// the spec, a sent order's changes: a round added, a line's quantity, a line voided (idempotent too).
import { ordersEndpoints } from '../../shared/contract/endpoints/orders';
import { presentOrderGroups, presentOrderSummary, presentOrdersInit } from './orders.presenter';
import { addOrderItems } from './addOrderItems';
import { cancelOrders } from './cancelOrders';
import { changeLineQuantity } from './changeLineQuantity';
import { voidLine } from './voidLine';
import { changeOrderItemStatus } from '../kitchen/changeOrderItemStatus';
import { completeAndPayOrders } from './completeAndPayOrders';
import { completeOrders } from './completeOrders';
import { getOrdersInit } from './getOrdersInit';
import { listOpenOrders } from './listOpenOrders';
import { summarizeOrdersPayment } from './summarizeOrdersPayment';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { withServerTime } from '../http/serverTime';

export const ordersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(ordersEndpoints.list, async ({ reply }) => withServerTime(ctx, reply, presentOrderGroups(await listOpenOrders(ctx))));

  mount(ordersEndpoints.init, async () => presentOrdersInit(await getOrdersInit(ctx)));

  mount(ordersEndpoints.updateItemStatus, async ({ params, body, session }) =>
    changeOrderItemStatus(ctx, {
      itemId: params.id,
      status: body.status,
      reason: body.reason,
      actor: session.user,
    }),
  );

  mount(ordersEndpoints.cancel, async ({ body, session }) => cancelOrders(ctx, { ...body, actor: session.user }));

  mount(ordersEndpoints.complete, async ({ body }) => completeOrders(ctx, body));

  mount(ordersEndpoints.paymentSummary, async ({ body }) => {
    const { sums, orders } = await summarizeOrdersPayment(ctx, body);
    return presentOrderSummary(sums, orders);
  });

  mount(ordersEndpoints.completeAndPay, async ({ session, body, idempotency }) =>
    completeAndPayOrders(ctx, { user: session.user, deviceId: session.deviceId, payment: body, idempotency }),
  );

  mount(ordersEndpoints.addItems, async ({ params, body, session, idempotency }) =>
    addOrderItems(ctx, { orderId: params.id, body, actor: session.user, idempotency }),
  );

  mount(ordersEndpoints.changeLineQuantity, async ({ params, body, session, idempotency }) =>
    changeLineQuantity(ctx, { orderId: params.id, itemId: params.itemId, ...body, actor: session.user, idempotency }),
  );

  mount(ordersEndpoints.voidLine, async ({ params, body, session, idempotency }) =>
    voidLine(ctx, { orderId: params.id, itemId: params.itemId, reason: body.reason, actor: session.user, idempotency }),
  );
};
