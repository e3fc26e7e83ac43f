// Spec 7 Dashboard and POS: GET /pos/init, POST /pos/create-order and /pos/create-order-and-invoice.
// The writes honour an Idempotency-Key header: a stored answer is replayed whatever the body's checks
// and the menu say now (they may have changed since the first, successful, request).
import { createOrderAndInvoiceBody, createOrderBody } from '../../../shared/contract/pos';
import { presentPosInit } from '../../presenters/pos.presenter';
import { getPosInit } from '../../services/getPosInit';
import { parseUnlessReplayed } from '../../services/idempotency';
import { placeOrder } from '../../services/placeOrder';
import { placeOrderAndInvoice } from '../../services/placeOrderAndInvoice';
import { parseWith } from '../parse';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';
import { idempotencyOf, sendStoredAnswer } from '../idempotencyKey';

const CREATE_ORDER = 'POST /pos/create-order';
const CREATE_ORDER_AND_INVOICE = 'POST /pos/create-order-and-invoice';

export const posRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/pos/init', async () => presentPosInit(await getPosInit(ctx)));

  app.post('/pos/create-order', async (request, reply) => {
    const { user } = requireSession(request);
    const idempotency = idempotencyOf(request, user.id, CREATE_ORDER);
    const parsed = await parseUnlessReplayed(ctx, idempotency, () => parseWith(createOrderBody, request.body));
    if ('replay' in parsed) return sendStoredAnswer(reply, { ...parsed.replay, isReplay: true });
    return sendStoredAnswer(reply, await placeOrder(ctx, { user, order: parsed.value, idempotency }));
  });

  app.post('/pos/create-order-and-invoice', async (request, reply) => {
    const { user } = requireSession(request);
    const idempotency = idempotencyOf(request, user.id, CREATE_ORDER_AND_INVOICE);
    const parsed = await parseUnlessReplayed(ctx, idempotency, () => parseWith(createOrderAndInvoiceBody, request.body));
    if ('replay' in parsed) return sendStoredAnswer(reply, { ...parsed.replay, isReplay: true });
    return sendStoredAnswer(reply, await placeOrderAndInvoice(ctx, { user, order: parsed.value, idempotency }));
  });
};
