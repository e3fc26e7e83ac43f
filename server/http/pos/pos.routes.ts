// Spec 7 Dashboard and POS: GET /pos/init, POST /pos/create-order and /pos/create-order-and-invoice.
// The writes honour an Idempotency-Key header: a stored answer is replayed before the body is even
// validated (the menu may have changed since the first, successful, request).
import { createOrderAndInvoiceBody, createOrderBody } from '../../../shared/contract/pos';
import { presentPosInit } from '../../presenters/pos.presenter';
import { getPosInit } from '../../services/getPosInit';
import { findIdempotentAnswer } from '../../services/idempotency';
import { placeOrder } from '../../services/placeOrder';
import { placeOrderAndInvoice } from '../../services/placeOrderAndInvoice';
import { parseWith } from '../parse';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';
import { idempotencyOf, sendStoredAnswer } from './idempotencyKey';

const CREATE_ORDER = 'POST /pos/create-order';
const CREATE_ORDER_AND_INVOICE = 'POST /pos/create-order-and-invoice';

export const posRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/pos/init', async () => presentPosInit(await getPosInit(ctx)));

  app.post('/pos/create-order', async (request, reply) => {
    const { user } = requireSession(request);
    const idempotency = idempotencyOf(request, user.id, CREATE_ORDER);
    const replay = await findIdempotentAnswer(ctx, idempotency);
    if (replay) return sendStoredAnswer(reply, { ...replay, isReplay: true });
    const order = parseWith(createOrderBody, request.body);
    return sendStoredAnswer(reply, await placeOrder(ctx, { user, order, idempotency }));
  });

  app.post('/pos/create-order-and-invoice', async (request, reply) => {
    const { user } = requireSession(request);
    const idempotency = idempotencyOf(request, user.id, CREATE_ORDER_AND_INVOICE);
    const replay = await findIdempotentAnswer(ctx, idempotency);
    if (replay) return sendStoredAnswer(reply, { ...replay, isReplay: true });
    const order = parseWith(createOrderAndInvoiceBody, request.body);
    return sendStoredAnswer(reply, await placeOrderAndInvoice(ctx, { user, order, idempotency }));
  });
};
