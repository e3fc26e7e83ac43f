// Pay & Complete (spec 2.6, 3 order summary, 7): the payment summary from the stored line
// snapshots, and complete-and-pay-order writing one invoice for several orders in one transaction,
// idempotent with an Idempotency-Key, refusing mismatched totals and orders already paid, cancelled or
// completed with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { ORDER_MESSAGES } from '../../../shared/domain/orders';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder, teaOrder } from '../../factories/orders';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import {
  CANCEL,
  COMPLETE,
  ORDERS,
  PAY,
  SUMMARY,
  UPDATE_STATUS,
  answer,
  expectConflict,
  expectInvalid,
  expectNotFound,
  findOrder,
} from '../helpers/ordersApi';
import { CREATE_AND_PAY, FULL_CART_CLIENT_TOTALS, FULL_CART_TOTALS, fullCart, orderRowCounts } from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cashier: { id: number; name: string };
let keyCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS'], name: 'Olive Orders' });
  pos = signedIn.client;
  cashier = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

const place = (input: Parameters<typeof createOrder>[2]) => createOrder(server.brigade.ctx, cashier, input);
const newKey = () => `pay-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}`;
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

/** fullCart (49.48 payable) + 3 teas (7.50, no tax), in minor units. */
const TWO_ORDERS = { net: FULL_CART_TOTALS.net + 750, tax: FULL_CART_TOTALS.tax, payable: FULL_CART_TOTALS.payable + 750 } as const;

function payBody(orderIds: number[], totals: { net: number; tax: number; payable: number }, extra: Record<string, unknown> = {}) {
  return {
    orderIds,
    subTotal: totals.net / 100,
    taxTotal: totals.tax / 100,
    total: totals.payable / 100,
    paymentTypeId: menu.cashId,
    ...extra,
  };
}

async function placeTwoAtTable() {
  const first = await place({ cart: fullCart(menu), tableId: menu.tableId, deliveryType: 'dinein' });
  const second = await place({ cart: [cartLine(menu.tea.id, { quantity: 3 })], tableId: menu.tableId, deliveryType: 'dinein' });
  return [first, second] as const;
}

async function ordersOf(ids: number[]) {
  return server.db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_status', 'invoice_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

describe('POST /orders/complete-order-payment-summary', () => {
  it("totals the stored lines, not today's menu: a price or tax change after ordering changes nothing", async () => {
    const [first, second] = await placeTwoAtTable();
    await server.db.updateTable('menu_items').set({ price: 9999 }).execute();
    await server.db.updateTable('menu_item_variants').set({ price: 9999 }).execute();
    await server.db.updateTable('menu_item_addons').set({ price: 9999 }).execute();
    await server.db.updateTable('taxes').set({ rate_bp: 2500 }).execute();
    try {
      const response = await pos.post(SUMMARY, { orderIds: [second.orderId, first.orderId] });
      expect(response.status).toBe(200);
      expect({ subtotal: response.body.subtotal, taxTotal: response.body.taxTotal, total: response.body.total }).toEqual({
        subtotal: TWO_ORDERS.net / 100,
        taxTotal: TWO_ORDERS.tax / 100,
        total: TWO_ORDERS.payable / 100,
      });
      expect(response.body.orders.map((order: { id: number }) => order.id)).toEqual([first.orderId, second.orderId]);
      expect(response.body.orders[0]).toMatchObject({
        token_no: first.tokenNo,
        total: FULL_CART_TOTALS.payable / 100,
        payment_status: 'unpaid',
      });
      expect(response.body.orders[0].items[0]).toMatchObject({ item_title: 'Pizza', price: 14.25, variant_price: 12 });
    } finally {
      await server.db.updateTable('menu_items').set({ price: 250 }).where('id', '=', menu.tea.id).execute();
      await server.db.updateTable('menu_items').set({ price: 1000 }).where('id', '=', menu.pizza.id).execute();
      await server.db.updateTable('menu_items').set({ price: 999 }).where('id', '=', menu.burger.id).execute();
      await server.db.updateTable('menu_item_variants').set({ price: 800 }).where('id', '=', menu.pizza.small).execute();
      await server.db.updateTable('menu_item_variants').set({ price: 1200 }).where('id', '=', menu.pizza.large).execute();
      await server.db.updateTable('menu_item_addons').set({ price: 150 }).where('id', '=', menu.pizza.cheese).execute();
      await server.db.updateTable('menu_item_addons').set({ price: 75 }).where('id', '=', menu.pizza.olives).execute();
      await server.db.updateTable('menu_item_addons').set({ price: 200 }).where('id', '=', menu.burger.bacon).execute();
      await server.db.updateTable('taxes').set({ rate_bp: 500 }).where('title', '=', 'GST').execute();
      await server.db.updateTable('taxes').set({ rate_bp: 1250 }).where('title', '=', 'VAT').execute();
    }
  });

  it('leaves cancelled lines out', async () => {
    const order = await place({ cart: fullCart(menu) });
    const tea = (
      await server.db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', order.orderId)
        .where('item_title', '=', 'Tea')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await pos.post(UPDATE_STATUS(tea), { status: 'cancelled' })).status).toBe(200);
    const response = await pos.post(SUMMARY, { orderIds: [order.orderId] });
    expect([response.body.subtotal, response.body.taxTotal, response.body.total]).toEqual([
      (FULL_CART_TOTALS.net - 750) / 100,
      FULL_CART_TOTALS.tax / 100,
      (FULL_CART_TOTALS.payable - 750) / 100,
    ]);
  });

  it('refuses what Pay & Complete would refuse: unknown (404), paid, cancelled or completed orders (409)', async () => {
    const open = await place(teaOrder(menu));
    const paid = await placePaidAtPos();
    expectNotFound(await pos.post(SUMMARY, { orderIds: [open.orderId, 987_654] }), ORDER_ACTION_MESSAGES.orderNotFound);
    expectConflict(await pos.post(SUMMARY, { orderIds: [open.orderId, paid.orderId] }), `Order #${paid.tokenNo} is already paid!`);
    expectInvalid(await pos.post(SUMMARY, { orderIds: [] }), ORDER_MESSAGES.invalidOrderIds);
    expect((await server.db.selectFrom('orders').select('status').where('id', '=', open.orderId).executeTakeFirstOrThrow()).status).toBe(
      'created',
    );
  });
});

/** An order paid at the POS (create-order-and-invoice) by a POS user. */
async function placePaidAtPos(): Promise<{ orderId: number; tokenNo: number }> {
  const cashierAtPos = (await server.signInAs({ scope: ['POS'] })).client;
  const response = await cashierAtPos.post(CREATE_AND_PAY, {
    cart: fullCart(menu),
    ...FULL_CART_CLIENT_TOTALS,
    paymentTypeId: menu.cashId,
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('POST /orders/complete-and-pay-order', () => {
  it('writes one invoice for all the orders, links them, marks them paid and completed, and records the signed-in user', async () => {
    const [first, second] = await placeTwoAtTable();
    const [pizza] = await server.db.selectFrom('order_items').select('id').where('order_id', '=', first.orderId).orderBy('id').execute();
    expect((await pos.post(UPDATE_STATUS(pizza?.id ?? 0), { status: 'delivered' })).status).toBe(200);
    const before = await orderRowCounts(server.db);

    const response = await pos.post(PAY, payBody([second.orderId, first.orderId], TWO_ORDERS, { created_by: 'somebody else' }));
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        message: 'Payment collected and 2 orders completed!',
        orderIds: [first.orderId, second.orderId],
        invoiceId: expect.any(Number),
        subtotal: TWO_ORDERS.net / 100,
        taxTotal: TWO_ORDERS.tax / 100,
        total: TWO_ORDERS.payable / 100,
      },
    });
    const after = await orderRowCounts(server.db);
    expect({
      invoices: after.invoices - before.invoices,
      links: after.invoice_orders - before.invoice_orders,
      orders: after.orders - before.orders,
    }).toEqual({
      invoices: 1,
      links: 2,
      orders: 0,
    });

    const invoiceId = response.body.invoiceId as number;
    const invoice = await server.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: TWO_ORDERS.net,
      tax_total: TWO_ORDERS.tax,
      total: TWO_ORDERS.payable,
      payment_type_id: menu.cashId,
      payment_type_title: 'Cash',
      customer_type: 'WALKIN',
      customer_id: null,
      delivery_type: 'dinein',
      table_id: menu.tableId,
      table_title: 'T1',
      floor: 'Ground',
      created_by: cashier.id,
      created_by_name: 'Olive Orders',
    });
    const links = await server.db
      .selectFrom('invoice_orders')
      .select('order_id')
      .where('invoice_id', '=', invoiceId)
      .orderBy('order_id')
      .execute();
    expect(links.map((link) => link.order_id)).toEqual([first.orderId, second.orderId]);
    expect(await ordersOf([first.orderId, second.orderId])).toEqual([
      { id: first.orderId, status: 'completed', payment_status: 'paid', invoice_id: invoiceId },
      { id: second.orderId, status: 'completed', payment_status: 'paid', invoice_id: invoiceId },
    ]);
    const items = await server.db
      .selectFrom('order_items')
      .select(['order_id', 'status'])
      .where('order_id', 'in', [first.orderId, second.orderId])
      .orderBy('id')
      .execute();
    expect(items.map((item) => item.status)).toEqual(['delivered', 'completed', 'completed', 'completed']);
    const listed = (await pos.get(ORDERS)).body;
    expect([findOrder(listed, first.orderId), findOrder(listed, second.orderId)]).toEqual([undefined, undefined]);
  });

  it('with an Idempotency-Key, a replay answers the first answer and writes nothing (even though the orders are now paid)', async () => {
    const [first, second] = await placeTwoAtTable();
    const key = newKey();
    const body = payBody([first.orderId, second.orderId], TWO_ORDERS);
    const paid = await pos.post(PAY, body, withKey(key));
    expect(paid.status).toBe(200);
    expect(paid.headers.get('idempotent-replayed')).toBeNull();
    const before = await orderRowCounts(server.db);

    const replay = await pos.post(PAY, body, withKey(key));
    expect(answer(replay)).toEqual(answer(paid));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await orderRowCounts(server.db)).toEqual(before);
    // Without the key the same call is a new request, refused: they are paid.
    expectConflict(await pos.post(PAY, body), `Orders #${first.tokenNo}, #${second.tokenNo} are already completed!`);
    // The same key with another body is refused.
    expect(answer(await pos.post(PAY, { ...body, total: 1 }, withKey(key)))).toEqual({
      status: 422,
      body: { message: POS_MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' },
    });
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('10 concurrent requests with one key make one invoice and all get its answer', async () => {
    const [first, second] = await placeTwoAtTable();
    const key = newKey();
    const before = await orderRowCounts(server.db);
    const body = payBody([first.orderId, second.orderId], TWO_ORDERS);
    const responses = await Promise.all(Array.from({ length: 10 }, () => pos.post(PAY, body, withKey(key))));
    const firstAnswer = answer(responses[0] as TestResponse);
    expect(firstAnswer.status).toBe(200);
    expect(responses.map(answer)).toEqual(Array.from({ length: 10 }, () => firstAnswer));
    const after = await orderRowCounts(server.db);
    expect([after.invoices - before.invoices, after.invoice_orders - before.invoice_orders]).toEqual([1, 2]);
  });

  it('two cashiers paying the same order at once: one invoice, the other gets a 409', async () => {
    const order = await place({ cart: fullCart(menu) });
    const other = (await server.signInAs({ scope: ['POS'] })).client;
    const before = await orderRowCounts(server.db);
    const body = payBody([order.orderId], FULL_CART_TOTALS);
    const responses = await Promise.all([
      pos.post(PAY, body, withKey(newKey())),
      other.post(PAY, body, withKey(newKey())),
      pos.post(PAY, body),
    ]);
    expect(responses.map((response) => response.status).toSorted((a, b) => a - b)).toEqual([200, 409, 409]);
    const after = await orderRowCounts(server.db);
    expect([after.invoices - before.invoices, after.invoice_orders - before.invoice_orders]).toEqual([1, 1]);
  });

  it("refuses totals that differ from the stored lines' (409) and writes nothing; the corrected request may reuse the key", async () => {
    const [first, second] = await placeTwoAtTable();
    const key = newKey();
    const before = await orderRowCounts(server.db);
    for (const wrong of [
      { ...TWO_ORDERS, payable: TWO_ORDERS.payable - 1 },
      { ...TWO_ORDERS, tax: TWO_ORDERS.tax + 1 },
      { ...TWO_ORDERS, net: FULL_CART_TOTALS.net },
    ]) {
      expectConflict(
        await pos.post(PAY, payBody([first.orderId, second.orderId], wrong), withKey(key)),
        ORDER_ACTION_MESSAGES.totalsChanged,
      );
    }
    expect(await orderRowCounts(server.db)).toEqual(before);
    expect((await ordersOf([first.orderId])).map((order) => order.status)).toEqual(['created']);
    expect((await pos.post(PAY, payBody([first.orderId, second.orderId], TWO_ORDERS), withKey(key))).status).toBe(200);
  });

  it('refuses orders already paid, cancelled or completed with a 409 naming their tokens, and writes nothing', async () => {
    const open = await place(teaOrder(menu));
    const paid = await placePaidAtPos();
    const cancelled = await place(teaOrder(menu));
    const completed = await place(teaOrder(menu));
    await pos.post(CANCEL, { orderIds: [cancelled.orderId] });
    await pos.post(COMPLETE, { orderIds: [completed.orderId] });
    const before = await orderRowCounts(server.db);

    const teaTotals = { net: 250, tax: 0, payable: 250 };
    expectConflict(await pos.post(PAY, payBody([open.orderId, paid.orderId], teaTotals)), `Order #${paid.tokenNo} is already paid!`);
    expectConflict(
      await pos.post(PAY, payBody([completed.orderId, cancelled.orderId, open.orderId], teaTotals)),
      `Order #${cancelled.tokenNo} is already cancelled! Order #${completed.tokenNo} is already completed!`,
    );
    expect(await orderRowCounts(server.db)).toEqual(before);
    expect((await ordersOf([open.orderId]))[0]).toMatchObject({ status: 'created', payment_status: 'unpaid', invoice_id: null });
  });

  it('checks the payment type (400), the body (400) and the order ids (404)', async () => {
    const order = await place(teaOrder(menu));
    const teaTotals = { net: 250, tax: 0, payable: 250 };
    const before = await orderRowCounts(server.db);
    expectInvalid(
      await pos.post(PAY, payBody([order.orderId], teaTotals, { paymentTypeId: menu.cardId })),
      ORDER_ACTION_MESSAGES.paymentTypeUnavailable,
    );
    expectInvalid(
      await pos.post(PAY, payBody([order.orderId], teaTotals, { paymentTypeId: 999_999 })),
      ORDER_ACTION_MESSAGES.paymentTypeUnavailable,
    );
    expectInvalid(await pos.post(PAY, payBody([order.orderId], teaTotals, { total: 'abc' })), ORDER_ACTION_MESSAGES.totalsChanged);
    expectInvalid(await pos.post(PAY, payBody([], teaTotals)), ORDER_MESSAGES.invalidOrderIds);
    expectNotFound(await pos.post(PAY, payBody([order.orderId, 765_432], teaTotals)), ORDER_ACTION_MESSAGES.orderNotFound);
    expect(await orderRowCounts(server.db)).toEqual(before);
    expect(answer(await pos.post(PAY, payBody([order.orderId], teaTotals)))).toMatchObject({
      status: 200,
      body: { message: 'Payment collected and order completed!', orderIds: [order.orderId] },
    });
  });

  it('different customers or tables on one invoice: the invoice names none', async () => {
    const atTable = await place(teaOrder(menu, { tableId: menu.tableId, deliveryType: 'dinein' }));
    const takeaway = await place(teaOrder(menu, { deliveryType: 'takeaway' }));
    const response = await pos.post(PAY, payBody([atTable.orderId, takeaway.orderId], { net: 500, tax: 0, payable: 500 }));
    expect(response.status).toBe(200);
    const invoice = await server.db.selectFrom('invoices').selectAll().where('id', '=', response.body.invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      table_id: null,
      table_title: null,
      floor: null,
      delivery_type: null,
      customer_type: 'WALKIN',
      total: 500,
    });
  });
});
