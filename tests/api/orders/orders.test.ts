// The Orders screen (spec 2.6, 3 order group / order / order item / orders init, 4, 7 Orders
// and kitchen): GET /orders grouped by table and 'Dine Out / Delivery', GET /orders/init, item status
// changes with the transition rules, cancel and complete of several orders, all or nothing.
// Over 300 lines: one resource's api tier; the status rules and the all-or-nothing cases read best side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { loadOpenOrders } from '../../../server/db/repositories/orders.repository';
import { DINE_OUT_GROUP_TITLE, ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { ORDER_ITEM_STATUSES, ORDER_MESSAGES, type OrderItemStatus } from '../../../shared/domain/orders';
import { createStoreTable } from '../../factories/storeTables';
import { createCustomer } from '../../factories/customers';
import { type PosMenu, createPosMenu } from '../../factories/menu';
import { backdateOrder, closeAllOpenOrders, createOrder, teaOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import {
  CANCEL,
  COMPLETE,
  KITCHEN,
  KITCHEN_ITEM,
  ORDERS,
  ORDERS_INIT,
  PUBLIC_DISPLAY,
  UPDATE_STATUS,
  answer,
  expectConflict,
  expectDone,
  expectNotFound,
  findOrder,
} from '../helpers/ordersApi';
import { CREATE_AND_PAY, FULL_CART_CLIENT_TOTALS, FULL_CART_TOTALS, fullCart } from '../helpers/posApi';

const FORBIDDEN = { message: "You don't have access to this resource!", code: 'forbidden' };

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cashier: { id: number; name: string };
let terraceTableId: number;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  terraceTableId = await createStoreTable(server.db, { title: 'Terrace 2', floor: 'Roof', seats: 2 });
  const signedIn = await server.signInAs({ scope: ['POS'], name: 'Casey Cashier' });
  pos = signedIn.client;
  cashier = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

const place = (input: Parameters<typeof createOrder>[2]) => createOrder(server.brigade.ctx, cashier, input);

async function itemsOf(orderId: number) {
  return server.db.selectFrom('order_items').select(['id', 'status', 'item_title']).where('order_id', '=', orderId).orderBy('id').execute();
}

async function orderRow(orderId: number) {
  return server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function setItemStatus(itemId: number, status: OrderItemStatus) {
  await server.db.updateTable('order_items').set({ status }).where('id', '=', itemId).execute();
}

async function firstItemId(orderId: number): Promise<number> {
  const [item] = await itemsOf(orderId);
  if (!item) throw new Error(`order ${orderId} has no items`);
  return item.id;
}

describe('GET /orders', () => {
  it('groups open orders by table (title and floor) and puts orders without a table in one Dine Out / Delivery group, oldest first', async () => {
    await closeAllOpenOrders(server.db);
    const customer = await createCustomer(server.db, { name: 'Dana Diner', phone: '5550001111' });
    const atTable = await place({ cart: fullCart(menu), tableId: menu.tableId, deliveryType: 'dinein' });
    const takeaway = await place(teaOrder(menu, { deliveryType: 'takeaway' }));
    const terrace = await place(teaOrder(menu, { tableId: terraceTableId, deliveryType: 'dinein' }));
    const atTableAgain = await place(teaOrder(menu, { tableId: menu.tableId }));
    const delivery = await place(teaOrder(menu, { deliveryType: 'delivery', customerId: customer.phone }));
    const done = await place(teaOrder(menu, { tableId: menu.tableId }));
    const dropped = await place(teaOrder(menu));
    expect((await pos.post(COMPLETE, { orderIds: [done.orderId] })).status).toBe(200);
    expect((await pos.post(CANCEL, { orderIds: [dropped.orderId] })).status).toBe(200);
    // Open orders show however old they are: two days ago puts the terrace first.
    await backdateOrder(server.db, terrace.orderId, new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString());

    const before = Date.now();
    const response = await pos.get(ORDERS);
    expect(response.status).toBe(200);
    const serverTime = Date.parse(response.headers.get('x-server-time') ?? '');
    expect(serverTime).toBeGreaterThanOrEqual(before - 5);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 5);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const groups = response.body as Array<{ table_id: number | null; table_title: string; floor: string | null; order_ids: number[] }>;
    expect(groups.map(({ table_id, table_title, floor, order_ids }) => ({ table_id, table_title, floor, order_ids }))).toEqual([
      { table_id: terraceTableId, table_title: 'Terrace 2', floor: 'Roof', order_ids: [terrace.orderId] },
      { table_id: menu.tableId, table_title: 'T1', floor: 'Ground', order_ids: [atTable.orderId, atTableAgain.orderId] },
      { table_id: null, table_title: DINE_OUT_GROUP_TITLE, floor: null, order_ids: [takeaway.orderId, delivery.orderId] },
    ]);
    expect(response.body.map((group: { orders: { id: number }[] }) => group.orders.map((order) => order.id))).toEqual(
      groups.map((group) => group.order_ids),
    );

    const full = findOrder(response.body, atTable.orderId);
    expect(full).toEqual({
      id: atTable.orderId,
      date: expect.any(String),
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: null,
      table_id: menu.tableId,
      table_title: 'T1',
      floor: 'Ground',
      status: 'created',
      payment_status: 'unpaid',
      token_no: atTable.tokenNo,
      status_kitchen: 'notstarted',
      created_by: cashier.id,
      created_by_name: 'Casey Cashier',
      sub_total: FULL_CART_TOTALS.net / 100,
      tax_total: FULL_CART_TOTALS.tax / 100,
      total: FULL_CART_TOTALS.payable / 100,
      service_charge_total: 0,
      items: [
        {
          id: expect.any(Number),
          order_id: atTable.orderId,
          item_id: menu.pizza.id,
          item_title: 'Pizza',
          variant_id: menu.pizza.large,
          variant_title: 'Large',
          variant_price: 12,
          price: 14.25,
          quantity: 2,
          status: 'created',
          date: expect.any(String),
          addons: [
            { id: menu.pizza.cheese, title: 'Cheese' },
            { id: menu.pizza.olives, title: 'Olives' },
          ],
          modifiers: [],
          notes: 'well done',
          seat: null,
          course: null,
          course_fired_at: null,
        },
        expect.objectContaining({ item_id: menu.tea.id, item_title: 'Tea', variant_id: null, price: 2.5, quantity: 3, addons: [] }),
        expect.objectContaining({
          item_id: menu.burger.id,
          item_title: 'Burger',
          price: 11.99,
          addons: [{ id: menu.burger.bacon, title: 'Bacon' }],
        }),
      ],
    });
    expect(Date.parse(full ? (full as unknown as { date: string }).date : '')).not.toBeNaN();
    expect(findOrder(response.body, delivery.orderId)).toMatchObject({
      delivery_type: 'delivery',
      customer_type: 'CUSTOMER',
      customer_id: customer.id,
      customer_name: 'Dana Diner',
      table_id: null,
      table_title: null,
    });
  });

  it("shows a renamed table's current title on its group; the order keeps the title it was placed at", async () => {
    await closeAllOpenOrders(server.db);
    const tableId = await createStoreTable(server.db, { title: 'Patio', floor: 'Garden' });
    const order = await place(teaOrder(menu, { tableId }));
    await server.db.updateTable('store_tables').set({ table_title: 'Patio East', floor: 'Garden 2' }).where('id', '=', tableId).execute();
    const [group] = (await pos.get(ORDERS)).body;
    expect(group).toMatchObject({ table_id: tableId, table_title: 'Patio East', floor: 'Garden 2', order_ids: [order.orderId] });
    expect(group.orders[0]).toMatchObject({ table_title: 'Patio', floor: 'Garden' });
  });

  it("an order's totals leave its cancelled lines out", async () => {
    await closeAllOpenOrders(server.db);
    const order = await place({ cart: fullCart(menu) });
    const [pizza] = await itemsOf(order.orderId);
    expect((await pos.post(UPDATE_STATUS(pizza?.id ?? 0), { status: 'cancelled' })).status).toBe(200);
    const listed = findOrder((await pos.get(ORDERS)).body, order.orderId);
    // Pizza ×2: net 28.50, tax 1.43, payable 29.93 no longer owed.
    expect(listed).toMatchObject({
      sub_total: (FULL_CART_TOTALS.net - 2850) / 100,
      tax_total: (FULL_CART_TOTALS.tax - 143) / 100,
      total: (FULL_CART_TOTALS.payable - 2993) / 100,
    });
  });

  it('answers an empty list when nothing is open', async () => {
    await closeAllOpenOrders(server.db);
    expect(answer(await pos.get(ORDERS))).toEqual({ status: 200, body: [] });
  });

  it('loads any number of open orders with the same four queries (no query per order or line)', async () => {
    await closeAllOpenOrders(server.db);
    const counter = new QueryCounter();
    const db = server.db.withPlugin(counter);
    for (const size of [1, 12]) {
      while ((await server.db.selectFrom('orders').select('id').where('status', '=', 'created').execute()).length < size) {
        await place({ cart: fullCart(menu), tableId: size % 2 === 0 ? menu.tableId : null });
      }
      counter.count = 0;
      const board = await loadOpenOrders(db);
      expect(board.orders).toHaveLength(size);
      expect(board.items).toHaveLength(size * 3);
      expect(board.addons).toHaveLength(size * 3);
      expect(board.modifiers).toHaveLength(0);
      expect(counter.count).toBe(4);
    }
  });
});

class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('GET /orders/init', () => {
  it('answers store settings, print settings (camelCase, once) and the active payment types', async () => {
    const response = await pos.get(ORDERS_INIT);
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        storeSettings: {
          storeName: 'My Restaurant',
          address: null,
          phone: null,
          email: null,
          currency: 'USD',
          image: null,
          timeZone: 'UTC',
        },
        printSettings: {
          pageFormat: 80,
          header: null,
          footer: null,
          showNotes: true,
          isEnablePrint: true,
          showStoreDetails: true,
          showCustomerDetails: true,
          printToken: true,
        },
        paymentTypes: [{ id: menu.cashId, title: 'Cash', is_active: true, rounding_step: 0 }],
        receiptOutput: { receipt: 'popup', preBill: 'popup' },
      },
    });
  });
});

describe('POST /orders/update-status/{id} (item status)', () => {
  // The rule (docs/decisions.md): forward only; delivered and cancelled are final; the same status is a no-op.
  const ALLOWED: Record<OrderItemStatus, OrderItemStatus[]> = {
    created: ['preparing', 'completed', 'delivered', 'cancelled'],
    preparing: ['completed', 'delivered', 'cancelled'],
    completed: ['delivered'],
    delivered: [],
    cancelled: [],
  };
  const pairs = ORDER_ITEM_STATUSES.flatMap((from) => ORDER_ITEM_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', async (from, to) => {
    const order = await place(teaOrder(menu));
    const itemId = await firstItemId(order.orderId);
    await setItemStatus(itemId, from);
    const isAllowed = from === to || ALLOWED[from].includes(to);
    const response = await pos.post(UPDATE_STATUS(itemId), { status: to });
    const stored = (await itemsOf(order.orderId))[0]?.status;
    expect({ ...answer(response), stored }).toEqual(
      isAllowed
        ? { status: 200, body: { message: ORDER_ACTION_MESSAGES.itemStatusUpdated, orderIds: [order.orderId] }, stored: to }
        : { status: 409, body: { message: ORDER_ACTION_MESSAGES.itemTransitionRefused('Tea', from, to), code: 'conflict' }, stored: from },
    );
  });

  it('words refusals for people', () => {
    expect(ORDER_ACTION_MESSAGES.itemTransitionRefused('Tea', 'delivered', 'cancelled')).toBe(
      '"Tea" is already delivered and cannot be changed!',
    );
    expect(ORDER_ACTION_MESSAGES.itemTransitionRefused('Tea', 'completed', 'cancelled')).toBe(
      '"Tea" is already completed and cannot be cancelled!',
    );
    expect(ORDER_ACTION_MESSAGES.itemTransitionRefused('Tea', 'preparing', 'created')).toBe(
      '"Tea" is already preparing and cannot go back to new!',
    );
  });

  it('changes only that item, and only while its order is open', async () => {
    const order = await place({ cart: fullCart(menu) });
    const [pizza, tea, burger] = await itemsOf(order.orderId);
    expect((await pos.post(UPDATE_STATUS(tea?.id ?? 0), { status: 'preparing' })).status).toBe(200);
    expect((await itemsOf(order.orderId)).map((item) => item.status)).toEqual(['created', 'preparing', 'created']);

    expect((await pos.post(COMPLETE, { orderIds: [order.orderId] })).status).toBe(200);
    expectConflict(
      await pos.post(UPDATE_STATUS(burger?.id ?? 0), { status: 'delivered' }),
      `Order #${order.tokenNo} is already completed: its items cannot be changed!`,
    );
    // The current status again stays a no-op success (a stale screen pressing Complete twice).
    expectDone(await pos.post(UPDATE_STATUS(pizza?.id ?? 0), { status: 'completed' }), ORDER_ACTION_MESSAGES.itemStatusUpdated, [
      order.orderId,
    ]);

    const cancelled = await place(teaOrder(menu));
    expect((await pos.post(CANCEL, { orderIds: [cancelled.orderId] })).status).toBe(200);
    expectConflict(
      await pos.post(UPDATE_STATUS(await firstItemId(cancelled.orderId)), { status: 'preparing' }),
      `Order #${cancelled.tokenNo} is already cancelled: its items cannot be changed!`,
    );
  });

  it("a paid order's items cannot be cancelled (the invoice would disagree), but move on as usual", async () => {
    const paid = await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    const itemId = await firstItemId(paid.body.orderId);
    expectConflict(
      await pos.post(UPDATE_STATUS(itemId), { status: 'cancelled' }),
      `Order #${paid.body.tokenNo} is already paid: its items cannot be cancelled!`,
    );
    expect((await pos.post(UPDATE_STATUS(itemId), { status: 'preparing' })).status).toBe(200);
  });

  it('refuses an unknown status (400) and an unknown item (404)', async () => {
    const order = await place(teaOrder(menu));
    const itemId = await firstItemId(order.orderId);
    const invalid = [];
    for (const body of [{ status: 'ready' }, {}, { status: null }, { status: 'CANCELLED' }]) {
      invalid.push(answer(await pos.post(UPDATE_STATUS(itemId), body)));
    }
    expect(invalid).toEqual(
      invalid.map(() => ({ status: 400, body: { message: ORDER_MESSAGES.invalidItemStatus, code: 'validation_failed' } })),
    );
    const unknown = [];
    for (const id of ['999999', 'abc', '0', '99999999999'])
      unknown.push(answer(await pos.post(UPDATE_STATUS(id), { status: 'preparing' })));
    expect(unknown).toEqual(
      unknown.map(() => ({ status: 404, body: { message: ORDER_ACTION_MESSAGES.orderItemNotFound, code: 'not_found' } })),
    );
  });
});

describe('POST /orders/cancel', () => {
  it('cancels several open, unpaid orders and their created and preparing items; completed and delivered lines keep theirs', async () => {
    const first = await place({ cart: fullCart(menu) });
    const second = await place(teaOrder(menu, { tableId: menu.tableId }));
    const [pizza, tea, burger] = await itemsOf(first.orderId);
    await setItemStatus(pizza?.id ?? 0, 'preparing');
    await setItemStatus(tea?.id ?? 0, 'completed');
    await setItemStatus(burger?.id ?? 0, 'delivered');

    const response = await pos.post(CANCEL, { orderIds: [second.orderId, first.orderId, second.orderId] });
    expectDone(response, '2 orders cancelled successfully!', [first.orderId, second.orderId]);
    expect((await itemsOf(first.orderId)).map((item) => item.status)).toEqual(['cancelled', 'completed', 'delivered']);
    expect((await itemsOf(second.orderId)).map((item) => item.status)).toEqual(['cancelled']);
    expect((await orderRow(first.orderId)).status).toBe('cancelled');
    expect((await orderRow(second.orderId)).status).toBe('cancelled');
    const listed = (await pos.get(ORDERS)).body;
    expect([findOrder(listed, first.orderId), findOrder(listed, second.orderId)]).toEqual([undefined, undefined]);

    const single = await place(teaOrder(menu));
    expectDone(await pos.post(CANCEL, { orderIds: [single.orderId] }), 'Order cancelled successfully!', [single.orderId]);
  });

  it('is all or nothing: an unknown id is a 404, a paid, completed or cancelled order a 409 naming it, and nothing changes', async () => {
    const open = await place(teaOrder(menu));
    const paid = await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId });
    const completed = await place(teaOrder(menu));
    const cancelled = await place(teaOrder(menu));
    await pos.post(COMPLETE, { orderIds: [completed.orderId] });
    await pos.post(CANCEL, { orderIds: [cancelled.orderId] });

    expectNotFound(await pos.post(CANCEL, { orderIds: [open.orderId, 999_999] }), ORDER_ACTION_MESSAGES.orderNotFound);
    expectConflict(
      await pos.post(CANCEL, { orderIds: [open.orderId, paid.body.orderId] }),
      `Order #${paid.body.tokenNo} is already paid and cannot be cancelled!`,
    );
    expectConflict(
      await pos.post(CANCEL, { orderIds: [cancelled.orderId, open.orderId, completed.orderId] }),
      `Order #${cancelled.tokenNo} is already cancelled! Order #${completed.tokenNo} is already completed!`,
    );
    expect((await orderRow(open.orderId)).status).toBe('created');
    expect((await itemsOf(open.orderId)).map((item) => item.status)).toEqual(['created']);
    expect((await orderRow(paid.body.orderId)).status).toBe('created');
  });

  it('needs a list of 1 to 100 order ids (400)', async () => {
    const bodies = [
      {},
      { orderIds: [] },
      { orderIds: 'all' },
      { orderIds: [0] },
      { orderIds: ['x'] },
      { orderIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ];
    const answers = [];
    for (const body of bodies) answers.push(answer(await pos.post(CANCEL, body)));
    expect(answers).toEqual(
      bodies.map(() => ({ status: 400, body: { message: ORDER_MESSAGES.invalidOrderIds, code: 'validation_failed' } })),
    );
  });
});

describe('POST /orders/complete', () => {
  it('completes several open orders (paid or not) and their created and preparing items; delivered and cancelled lines stay', async () => {
    const unpaid = await place({ cart: fullCart(menu) });
    const paid = await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId });
    const [pizza, tea, burger] = await itemsOf(unpaid.orderId);
    await setItemStatus(pizza?.id ?? 0, 'preparing');
    await setItemStatus(tea?.id ?? 0, 'delivered');
    await setItemStatus(burger?.id ?? 0, 'cancelled');

    expectDone(await pos.post(COMPLETE, { orderIds: [paid.body.orderId, unpaid.orderId] }), '2 orders completed successfully!', [
      unpaid.orderId,
      paid.body.orderId,
    ]);
    expect((await itemsOf(unpaid.orderId)).map((item) => item.status)).toEqual(['completed', 'delivered', 'cancelled']);
    expect((await itemsOf(paid.body.orderId)).map((item) => item.status)).toEqual(['completed', 'completed', 'completed']);
    expect(await orderRow(unpaid.orderId)).toMatchObject({ status: 'completed', payment_status: 'unpaid' });
    expect(await orderRow(paid.body.orderId)).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expectConflict(await pos.post(COMPLETE, { orderIds: [unpaid.orderId] }), `Order #${unpaid.tokenNo} is already completed!`);
  });

  it('is all or nothing: one cancelled order among them is a 409 and no order is completed', async () => {
    const open = await place(teaOrder(menu));
    const alsoOpen = await place(teaOrder(menu));
    const cancelled = await place(teaOrder(menu));
    await pos.post(CANCEL, { orderIds: [cancelled.orderId] });
    expectConflict(
      await pos.post(COMPLETE, { orderIds: [open.orderId, cancelled.orderId, alsoOpen.orderId] }),
      `Order #${cancelled.tokenNo} is already cancelled!`,
    );
    expectNotFound(await pos.post(COMPLETE, { orderIds: [open.orderId, 424_242] }), ORDER_ACTION_MESSAGES.orderNotFound);
    expect([(await orderRow(open.orderId)).status, (await orderRow(alsoOpen.orderId)).status]).toEqual(['created', 'created']);
  });

  it('names several refused orders by token', () => {
    expect(ORDER_ACTION_MESSAGES.alreadyPaid([4, 9])).toBe('Orders #4, #9 are already paid!');
  });
});

describe('scopes (spec 2.1): the Orders screen, the kitchen and the public board are separate', () => {
  it.each([
    [
      'KITCHEN',
      [
        ['POST', CANCEL],
        ['POST', COMPLETE],
        ['GET', ORDERS],
        ['POST', UPDATE_STATUS(1)],
        ['GET', PUBLIC_DISPLAY],
      ],
    ],
    [
      'PUBLIC_DISPLAY',
      [
        ['GET', ORDERS],
        ['GET', KITCHEN],
        ['POST', KITCHEN_ITEM(1)],
      ],
    ],
    [
      'POS',
      [
        ['GET', KITCHEN],
        ['POST', KITCHEN_ITEM(1)],
        ['GET', PUBLIC_DISPLAY],
      ],
    ],
    [
      'ORDER_STATUS_DISPLAY',
      [
        ['GET', KITCHEN],
        ['GET', PUBLIC_DISPLAY],
      ],
    ],
    [
      'KITCHEN_DISPLAY',
      [
        ['GET', ORDERS],
        ['POST', CANCEL],
        ['GET', ORDERS_INIT],
      ],
    ],
  ] as const)('a %s user is refused %j', async (scope, routes) => {
    const { client } = await server.signInAs({ scope: [scope] });
    const order = await place(teaOrder(menu));
    for (const [method, path] of routes) {
      const response = await client.request(
        method,
        path,
        method === 'GET' ? {} : { body: { orderIds: [order.orderId], status: 'preparing' } },
      );
      expect({ path, ...answer(response) }).toEqual({ path, status: 403, body: FORBIDDEN });
    }
    expect((await orderRow(order.orderId)).status).toBe('created');
  });

  it.each(['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'] as const)('a %s user may cancel and complete orders', async (scope) => {
    const { client } = await server.signInAs({ scope: [scope] });
    const [first, second] = [await place(teaOrder(menu)), await place(teaOrder(menu))];
    expect((await client.post(CANCEL, { orderIds: [first.orderId] })).status).toBe(200);
    expect((await client.post(COMPLETE, { orderIds: [second.orderId] })).status).toBe(200);
    expect((await client.get(ORDERS)).status).toBe(200);
  });
});
