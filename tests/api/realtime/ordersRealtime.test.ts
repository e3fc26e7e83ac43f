// Spec 7 Realtime: after every committed order change the server emits order_update
// {orderIds} to the orders, kitchen and display rooms (and new_order after a POS order); sockets without
// those scopes get nothing, refused changes and no-ops emit nothing, client events are never relayed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/domain/access/scopes';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestSocket, connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CANCEL, COMPLETE, KITCHEN, KITCHEN_ITEM, KITCHEN_STATUS, PAY, UPDATE_STATUS, findOrder } from '../helpers/ordersApi';
import { CREATE_ORDER } from '../helpers/posApi';

type Received = { event: string; payload: unknown };

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cook: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  pos = (await server.signInAs({ scope: ['POS'] })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

/** A connected socket for a new user with these scopes, recording every event it gets. */
async function listen(scope: readonly Permission[]) {
  const { client } = await server.signInAs({ scope });
  const socket = await connectSocket(server.baseUrl, client);
  sockets.push(socket);
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return { socket, received };
}

function next(socket: TestSocket, event: 'new_order' | 'order_update', timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

async function placeViaPos(): Promise<{ orderId: number; tokenNo: number }> {
  const response = await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] });
  expect(response.status).toBe(200);
  return response.body;
}

async function firstItemId(orderId: number): Promise<number> {
  return (await server.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').executeTakeFirstOrThrow())
    .id;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('order events', () => {
  it('a kitchen socket gets new_order, then order_update after each committed change; a socket without an order scope gets nothing', async () => {
    const kitchen = await listen(['KITCHEN']);
    const bystander = await listen(['REPORTS', 'CUSTOMERS']);

    const placed = next(kitchen.socket, 'new_order');
    const order = await placeViaPos();
    expect(await placed).toEqual({ tokenNo: order.tokenNo, orderId: order.orderId });

    const itemId = await firstItemId(order.orderId);
    const steps: Array<() => Promise<unknown>> = [
      () => cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' }),
      () => cook.post(KITCHEN_STATUS(order.orderId), { status: 'almostready' }),
      () => pos.post(UPDATE_STATUS(itemId), { status: 'completed' }),
      () => pos.post(COMPLETE, { orderIds: [order.orderId] }),
    ];
    for (const step of steps) {
      const update = next(kitchen.socket, 'order_update');
      await step();
      expect(await update).toEqual({ orderIds: [order.orderId] });
    }
    await settle();
    expect(bystander.received).toEqual([]);
    expect(kitchen.received.map((entry) => entry.event)).toEqual([
      'new_order',
      'order_update',
      'order_update',
      'order_update',
      'order_update',
    ]);
  });

  it('order_update arrives after commit: a refetch on receipt already sees the change', async () => {
    const kitchen = await listen(['KITCHEN']);
    const order = await placeViaPos();
    const itemId = await firstItemId(order.orderId);
    const seen = next(kitchen.socket, 'order_update').then(
      async () => findOrder((await cook.get(KITCHEN)).body, order.orderId)?.items[0]?.status,
    );
    await cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' });
    expect(await seen).toBe('preparing');
  });

  it('reaches the orders, kitchen and display rooms for cancel and pay & complete, with every order id', async () => {
    const orders = await listen(['ORDER_STATUS']);
    const kitchen = await listen(['KITCHEN_DISPLAY']);
    const display = await listen(['PUBLIC_DISPLAY']);
    const [first, second, third] = [await placeViaPos(), await placeViaPos(), await placeViaPos()];

    let updates = [orders, kitchen, display].map(({ socket }) => next(socket, 'order_update'));
    expect((await pos.post(CANCEL, { orderIds: [second.orderId, first.orderId] })).status).toBe(200);
    expect(await Promise.all(updates)).toEqual(Array.from({ length: 3 }, () => ({ orderIds: [first.orderId, second.orderId] })));

    updates = [orders, kitchen, display].map(({ socket }) => next(socket, 'order_update'));
    const paid = await pos.post(PAY, { orderIds: [third.orderId], subTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    expect(await Promise.all(updates)).toEqual(Array.from({ length: 3 }, () => ({ orderIds: [third.orderId] })));
  });

  it('POS new_order still goes to all three rooms', async () => {
    const listeners = [await listen(['ORDERS']), await listen(['KITCHEN']), await listen(['PUBLIC_DISPLAY'])];
    const placed = listeners.map(({ socket }) => next(socket, 'new_order'));
    const order = await placeViaPos();
    expect(await Promise.all(placed)).toEqual(Array.from({ length: 3 }, () => ({ tokenNo: order.tokenNo, orderId: order.orderId })));
  });

  it('refused changes and no-ops emit nothing; the next real change is the first event', async () => {
    const kitchen = await listen(['KITCHEN']);
    const order = await placeViaPos();
    const itemId = await firstItemId(order.orderId);
    const completed = next(kitchen.socket, 'order_update');
    expect((await cook.post(KITCHEN_ITEM(itemId), { status: 'completed' })).status).toBe(200);
    await completed;
    kitchen.received.length = 0;
    // Now: no-op, refusal, 404 and a 400, then a real change.
    expect((await cook.post(KITCHEN_ITEM(itemId), { status: 'completed' })).status).toBe(200);
    expect((await cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' })).status).toBe(409);
    expect((await cook.post(KITCHEN_STATUS(order.orderId), { status: 'notstarted' })).status).toBe(200);
    expect((await pos.post(CANCEL, { orderIds: [order.orderId, 999_999] })).status).toBe(404);
    expect(
      (await pos.post(PAY, { orderIds: [order.orderId], subTotal: 99, taxTotal: 0, total: 99, paymentTypeId: menu.cashId })).status,
    ).toBe(409);
    const real = next(kitchen.socket, 'order_update');
    expect((await cook.post(KITCHEN_STATUS(order.orderId), { status: 'ready' })).status).toBe(200);
    await real;
    expect(kitchen.received).toEqual([{ event: 'order_update', payload: { orderIds: [order.orderId] } }]);
  });

  it('order_update_backend from a client is accepted and never relayed', async () => {
    const kitchen = await listen(['KITCHEN']);
    const station = await listen(['ORDERS']);
    station.socket.emit('order_update_backend', { orderIds: [1, 2, 3], note: 'forged' });
    await settle();
    expect(kitchen.received).toEqual([]);
    expect(station.socket.connected).toBe(true);
  });

  it('refuses a socket without a session', async () => {
    await expect(connectSocket(server.baseUrl, null)).rejects.toThrow('unauthorized');
  });
});
