// Voids: the spec's cancel (an order, or a line through update-status) with an optional reason. With a
// reason the lines it cancels keep it; with or without, each void is an audit-trail entry by the signed-in user,
// written in the same transaction (a refused cancel leaves none). The spec's answers are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder, teaOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CANCEL, UPDATE_STATUS, expectConflict, expectDone, expectInvalid } from '../helpers/ordersApi';
import { CREATE_AND_PAY, FULL_CART_CLIENT_TOTALS, fullCart } from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cashier: { id: number; name: string; username: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS', 'POS'], name: 'Vera Void' });
  pos = signedIn.client;
  cashier = { id: signedIn.user.id, name: signedIn.user.name, username: signedIn.user.username };
});
afterAll(() => server?.close());

const place = (input: Parameters<typeof createOrder>[2]) => createOrder(server.brigade.ctx, cashier, input);

const linesOf = (orderId: number) =>
  server.db
    .selectFrom('order_items')
    .select(['id', 'item_title', 'status', 'void_reason'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const entriesAbout = (subjectType: string, subjectId: number) =>
  server.db
    .selectFrom('audit_entries')
    .select(['action', 'actor_id', 'actor_name', 'summary', 'details'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();

describe('voiding an order (POST /orders/cancel with a reason)', () => {
  it('answers as the spec does, keeps the reason on the lines it cancelled, and records who voided what and why', async () => {
    const order = await place({ cart: fullCart(menu), tableId: menu.tableId, deliveryType: 'dinein' });
    const total = (await server.db.selectFrom('orders').select('total').where('id', '=', order.orderId).executeTakeFirstOrThrow()).total;
    expectDone(
      await pos.post(CANCEL, { orderIds: [order.orderId], reason: '  Guest left before the food came  ' }),
      'Order cancelled successfully!',
      [order.orderId],
    );
    expect((await linesOf(order.orderId)).map((line) => [line.status, line.void_reason])).toEqual([
      ['cancelled', 'Guest left before the food came'],
      ['cancelled', 'Guest left before the food came'],
      ['cancelled', 'Guest left before the food came'],
    ]);
    const [entry, ...others] = await entriesAbout('order', order.orderId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'order.voided', actor_id: cashier.id, actor_name: 'Vera Void' });
    expect(entry?.summary).toBe(
      `Voided order #${order.orderId} (token ${order.tokenNo}, ${(total / 100).toFixed(2)}): Guest left before the food came`,
    );
    expect(JSON.parse(entry?.details ?? '{}')).toEqual({ reason: 'Guest left before the food came', total, tokenNo: order.tokenNo });
  });

  it("without a reason it is the spec's cancel exactly, still recorded (reason null)", async () => {
    const order = await place(teaOrder(menu));
    expectDone(await pos.post(CANCEL, { orderIds: [order.orderId] }), 'Order cancelled successfully!', [order.orderId]);
    expect((await linesOf(order.orderId)).map((line) => line.void_reason)).toEqual([null]);
    const entries = await entriesAbout('order', order.orderId);
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.details ?? '{}').reason])).toEqual([['order.voided', null]]);
  });

  it('a refused void (a paid order) writes nothing: no reason, no entry', async () => {
    const paid = await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    expectConflict(
      await pos.post(CANCEL, { orderIds: [paid.body.orderId], reason: 'Changed mind' }),
      `Order #${paid.body.tokenNo} is already paid and cannot be cancelled!`,
    );
    expect((await linesOf(paid.body.orderId)).map((line) => line.void_reason)).toEqual([null, null, null]);
    expect(await entriesAbout('order', paid.body.orderId)).toEqual([]);
  });

  it('refuses a reason over 200 characters (400) and changes nothing', async () => {
    const order = await place(teaOrder(menu));
    expectInvalid(await pos.post(CANCEL, { orderIds: [order.orderId], reason: 'x'.repeat(201) }), 'Please keep it under 200 characters!');
    expect((await linesOf(order.orderId)).map((line) => line.status)).toEqual(['created']);
  });
});

describe('voiding a line (POST /orders/update-status/{id} cancelled, with a reason)', () => {
  it("keeps the reason on the line, takes it out of the order's totals, and records the void", async () => {
    const order = await place({ cart: [cartLine(menu.tea.id, { quantity: 3 }), cartLine(menu.pizza.id, { variantId: menu.pizza.small })] });
    const [tea, pizza] = await linesOf(order.orderId);
    const response = await pos.post(UPDATE_STATUS(tea?.id ?? 0), { status: 'cancelled', reason: 'Spilled' });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 200,
      body: { message: ORDER_ACTION_MESSAGES.itemStatusUpdated, orderIds: [order.orderId] },
    });
    expect((await linesOf(order.orderId)).map((line) => [line.item_title, line.status, line.void_reason])).toEqual([
      ['Tea', 'cancelled', 'Spilled'],
      ['Pizza', 'created', null],
    ]);
    // Pizza small 8.00 + 5 % exclusive tax 0.40: the tea's 7.50 left the order's totals.
    const totals = await server.db
      .selectFrom('orders')
      .select(['sub_total', 'tax_total', 'total'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ sub_total: 800, tax_total: 40, total: 840 });
    const entries = await entriesAbout('order_item', tea?.id ?? 0);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.summary])).toEqual([
      ['order_item.voided', cashier.id, `Voided "Tea" ×3 of order #${order.orderId} (token ${order.tokenNo}): Spilled`],
    ]);
    // Other status changes are not voids: nothing recorded.
    expect((await pos.post(UPDATE_STATUS(pizza?.id ?? 0), { status: 'preparing', reason: 'ignored' })).status).toBe(200);
    expect(await entriesAbout('order_item', pizza?.id ?? 0)).toEqual([]);
  });
});
