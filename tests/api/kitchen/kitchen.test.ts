// The kitchen display and the public board (spec 2.7, 2.14 Public display, 4 kitchen
// status, 7 Orders and kitchen): GET /kitchen, Start Making / Complete on an item, the order's kitchen
// status, and GET /public-display with tokens and kitchen statuses only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { KITCHEN_STATUSES, ORDER_MESSAGES } from '../../../shared/domain/orders';
import { createCustomer } from '../../factories/customers';
import { type PosMenu, createPosMenu } from '../../factories/menu';
import { closeAllOpenOrders, createOrder, teaOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import {
  CANCEL,
  COMPLETE,
  KITCHEN,
  KITCHEN_ITEM,
  KITCHEN_STATUS,
  ORDERS,
  PUBLIC_DISPLAY,
  answer,
  expectConflict,
  expectDone,
  expectInvalid,
  expectNotFound,
} from '../helpers/ordersApi';
import { fullCart } from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let cook: TestClient;
let board: TestClient;
let cashier: TestClient;
let cashierUser: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  board = (await server.signInAs({ scope: ['PUBLIC_DISPLAY'] })).client;
  const signedIn = await server.signInAs({ scope: ['POS'], name: 'Casey Cashier' });
  cashier = signedIn.client;
  cashierUser = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

const place = (input: Parameters<typeof createOrder>[2]) => createOrder(server.brigade.ctx, cashierUser, input);

async function itemStatuses(orderId: number) {
  const rows = await server.db.selectFrom('order_items').select(['id', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows;
}

async function kitchenStatusOf(orderId: number) {
  return (await server.db.selectFrom('orders').select('status_kitchen').where('id', '=', orderId).executeTakeFirstOrThrow()).status_kitchen;
}

describe('GET /kitchen', () => {
  it('answers the same open-order groups as GET /orders, with the server time', async () => {
    await closeAllOpenOrders(server.db);
    await place({ cart: fullCart(menu), tableId: menu.tableId });
    await place(teaOrder(menu, { deliveryType: 'takeaway' }));
    const kitchen = await cook.get(KITCHEN);
    expect(kitchen.status).toBe(200);
    expect(Date.parse(kitchen.headers.get('x-server-time') ?? '')).not.toBeNaN();
    expect(kitchen.body).toEqual((await cashier.get(ORDERS)).body);
    expect(kitchen.body).toHaveLength(2);
  });
});

describe('POST /kitchen/{itemId}', () => {
  it('Start Making (created → preparing) then Complete (preparing → completed)', async () => {
    const order = await place(teaOrder(menu));
    const [item] = await itemStatuses(order.orderId);
    const itemId = item?.id ?? 0;
    expectDone(await cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' }), ORDER_ACTION_MESSAGES.itemStatusUpdated, [order.orderId]);
    expect((await itemStatuses(order.orderId))[0]?.status).toBe('preparing');
    expectDone(await cook.post(KITCHEN_ITEM(itemId), { status: 'completed' }), ORDER_ACTION_MESSAGES.itemStatusUpdated, [order.orderId]);
    expect((await itemStatuses(order.orderId))[0]?.status).toBe('completed');
    // Pressed again from a stale screen: a no-op success. Back to preparing: refused.
    expect((await cook.post(KITCHEN_ITEM(itemId), { status: 'completed' })).status).toBe(200);
    expectConflict(
      await cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' }),
      '"Tea" is already completed and cannot go back to preparing!',
    );
  });

  it('takes only preparing or completed (400), a known item (404), an open order (409)', async () => {
    const order = await place(teaOrder(menu));
    const itemId = (await itemStatuses(order.orderId))[0]?.id ?? 0;
    for (const status of ['delivered', 'cancelled', 'created', 'ready', undefined]) {
      expectInvalid(await cook.post(KITCHEN_ITEM(itemId), { status }), ORDER_MESSAGES.invalidItemStatus);
    }
    expectNotFound(await cook.post(KITCHEN_ITEM(888_888), { status: 'preparing' }), ORDER_ACTION_MESSAGES.orderItemNotFound);
    expect((await cashier.post(CANCEL, { orderIds: [order.orderId] })).status).toBe(200);
    expectConflict(
      await cook.post(KITCHEN_ITEM(itemId), { status: 'preparing' }),
      `Order #${order.tokenNo} is already cancelled: its items cannot be changed!`,
    );
  });
});

describe('POST /kitchen/{orderId}/kitchen-status', () => {
  it('sets any kitchen status in any order while the order is open; the same one again is a no-op', async () => {
    const order = await place(teaOrder(menu));
    expect(await kitchenStatusOf(order.orderId)).toBe('notstarted');
    for (const status of ['ready', 'inprogress', 'almostready', 'notstarted', 'ready', 'ready'] as const) {
      expectDone(await cook.post(KITCHEN_STATUS(order.orderId), { status }), ORDER_ACTION_MESSAGES.kitchenStatusUpdated, [order.orderId]);
      expect(await kitchenStatusOf(order.orderId)).toBe(status);
    }
    expect(KITCHEN_STATUSES).toEqual(['notstarted', 'inprogress', 'almostready', 'ready']);
  });

  it('refuses a completed or cancelled order (409), an unknown order (404), an unknown status (400)', async () => {
    const done = await place(teaOrder(menu));
    await cashier.post(COMPLETE, { orderIds: [done.orderId] });
    expectConflict(
      await cook.post(KITCHEN_STATUS(done.orderId), { status: 'ready' }),
      `Order #${done.tokenNo} is already completed: its kitchen status cannot be changed!`,
    );
    const dropped = await place(teaOrder(menu));
    await cashier.post(CANCEL, { orderIds: [dropped.orderId] });
    expectConflict(
      await cook.post(KITCHEN_STATUS(dropped.orderId), { status: 'inprogress' }),
      `Order #${dropped.tokenNo} is already cancelled: its kitchen status cannot be changed!`,
    );
    expect(await kitchenStatusOf(dropped.orderId)).toBe('notstarted');
    expectNotFound(await cook.post(KITCHEN_STATUS(777_777), { status: 'ready' }), ORDER_ACTION_MESSAGES.orderNotFound);
    expectNotFound(await cook.post(KITCHEN_STATUS('x'), { status: 'ready' }), ORDER_ACTION_MESSAGES.orderNotFound);
    const open = await place(teaOrder(menu));
    for (const status of ['Ready', 'done', '', undefined]) {
      expectInvalid(await cook.post(KITCHEN_STATUS(open.orderId), { status }), ORDER_MESSAGES.invalidKitchenStatus);
    }
  });

  it('a KITCHEN_DISPLAY user may use the kitchen routes and the public board', async () => {
    const { client } = await server.signInAs({ scope: ['KITCHEN_DISPLAY'] });
    const order = await place(teaOrder(menu));
    expect((await client.get(KITCHEN)).status).toBe(200);
    expect((await client.post(KITCHEN_STATUS(order.orderId), { status: 'inprogress' })).status).toBe(200);
    expect((await client.get(PUBLIC_DISPLAY)).status).toBe(200);
  });
});

describe('GET /public-display', () => {
  it('lists the open orders, oldest first, with token, kitchen status and date only: never a name or a phone', async () => {
    await closeAllOpenOrders(server.db);
    const customer = await createCustomer(server.db, { name: 'Priya Private', phone: '5559876543' });
    const first = await place(teaOrder(menu, { customerId: customer.phone, deliveryType: 'delivery' }));
    const second = await place({ cart: fullCart(menu), tableId: menu.tableId });
    const gone = await place(teaOrder(menu));
    await cashier.post(COMPLETE, { orderIds: [gone.orderId] });
    await cook.post(KITCHEN_STATUS(second.orderId), { status: 'ready' });

    const response = await board.get(PUBLIC_DISPLAY);
    expect(answer(response)).toEqual({
      status: 200,
      body: [
        { id: first.orderId, token_no: first.tokenNo, status_kitchen: 'notstarted', date: expect.any(String) },
        { id: second.orderId, token_no: second.tokenNo, status_kitchen: 'ready', date: expect.any(String) },
      ],
    });
    expect(Date.parse(response.headers.get('x-server-time') ?? '')).not.toBeNaN();
    expect(response.text).not.toMatch(/Priya|5559876543|customer|Casey|phone/i);
  });

  it('answers an empty list when nothing is open', async () => {
    await closeAllOpenOrders(server.db);
    expect(answer(await board.get(PUBLIC_DISPLAY))).toEqual({ status: 200, body: [] });
  });
});
