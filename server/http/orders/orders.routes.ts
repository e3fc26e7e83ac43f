// Spec 7 Orders and kitchen, the Orders screen's calls (issue 5): the open orders grouped by table, the
// screen's init data, item status, cancel, complete, the payment summary and pay & complete. The pay call
// honours an Idempotency-Key like the POS writes: a stored answer is replayed before the body is validated.
import { completeAndPayBody, itemStatusBody, ORDER_ACTION_MESSAGES, orderIdsBody } from '../../../shared/contract/orders';
import { presentOrderGroups, presentOrderSummary, presentOrdersInit } from '../../presenters/orders.presenter';
import { cancelOrders } from '../../services/cancelOrders';
import { changeOrderItemStatus } from '../../services/changeOrderItemStatus';
import { completeAndPayOrders } from '../../services/completeAndPayOrders';
import { completeOrders } from '../../services/completeOrders';
import { getOrdersInit } from '../../services/getOrdersInit';
import { findIdempotentAnswer } from '../../services/idempotency';
import { listOpenOrders } from '../../services/listOpenOrders';
import { summarizeOrdersPayment } from '../../services/summarizeOrdersPayment';
import { idParam } from '../params';
import { parseWith } from '../parse';
import { idempotencyOf, sendStoredAnswer } from '../pos/idempotencyKey';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';
import { sendWithServerTime } from '../serverTime';

const COMPLETE_AND_PAY = 'POST /orders/complete-and-pay-order';

export const ordersRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/orders', async (_request, reply) => sendWithServerTime(ctx, reply, presentOrderGroups(await listOpenOrders(ctx))));

  app.get('/orders/init', async () => presentOrdersInit(await getOrdersInit(ctx)));

  app.post<{ Params: { id: string } }>('/orders/update-status/:id', async (request) => {
    const { status } = parseWith(itemStatusBody, request.body);
    return changeOrderItemStatus(ctx, { itemId: idParam(request.params.id, ORDER_ACTION_MESSAGES.orderItemNotFound), status });
  });

  app.post('/orders/cancel', async (request) => cancelOrders(ctx, parseWith(orderIdsBody, request.body)));

  app.post('/orders/complete', async (request) => completeOrders(ctx, parseWith(orderIdsBody, request.body)));

  app.post('/orders/complete-order-payment-summary', async (request) => {
    const { sums, orders } = await summarizeOrdersPayment(ctx, parseWith(orderIdsBody, request.body));
    return presentOrderSummary(sums, orders);
  });

  app.post('/orders/complete-and-pay-order', async (request, reply) => {
    const { user } = requireSession(request);
    const idempotency = idempotencyOf(request, user.id, COMPLETE_AND_PAY);
    const replay = await findIdempotentAnswer(ctx, idempotency);
    if (replay) return sendStoredAnswer(reply, { ...replay, isReplay: true });
    const payment = parseWith(completeAndPayBody, request.body);
    return sendStoredAnswer(reply, await completeAndPayOrders(ctx, { user, payment, idempotency }));
  });
};
