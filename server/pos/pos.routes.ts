// Spec 7 Dashboard and POS: GET /pos/init, POST /pos/create-order and /pos/create-order-and-invoice.
// Declared in shared/contract/endpoints/pos.ts; the writes are idempotent: the mounter replays a stored
// answer whatever the body's checks and the menu say now (they may have changed since the first request).
import { posEndpoints } from '../../shared/contract/endpoints/pos';
import { presentPosInit } from './pos.presenter';
import { getPosInit } from './getPosInit';
import { placeOrder } from '../orders/placeOrder';
import { placeOrderAndInvoice } from '../orders/placeOrderAndInvoice';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const posRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(posEndpoints.init, async () => presentPosInit(await getPosInit(ctx)));

  mount(posEndpoints.createOrder, async ({ session, body, idempotency }) =>
    placeOrder(ctx, { user: session.user, order: body, idempotency }),
  );

  mount(posEndpoints.createOrderAndInvoice, async ({ session, body, idempotency }) =>
    placeOrderAndInvoice(ctx, { user: session.user, deviceId: session.deviceId, order: body, idempotency }),
  );
};
