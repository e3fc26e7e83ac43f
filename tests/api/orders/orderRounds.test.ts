// A sent order changed: a round of lines added, a line's quantity raised or lowered, a line voided. Totals exact
// after each change with an order discount and a service charge, stock counts taken like create-order's, the
// refusals (paid, cancelled, a split bill with a paid check), a double submit written once, the kitchen board
// (NEW lines back on a bumped ticket, old → new, the void struck) and the audit trail. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES, ordersSubject } from '../../../shared/contract/orders';
import { STOCK_MESSAGES } from '../../../shared/contract/stock';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import type { KitchenBoardResponse } from '../../../shared/contract/kitchen';
import { SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { ROUND_MESSAGES } from '../../../shared/domain/orderRounds';
import { type PosMenu, cartLine, createMenuItem, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { BOARD, BUMP } from '../helpers/kitchenApi';
import { CANCEL, answer, expectConflict, expectInvalid, expectNotFound } from '../helpers/ordersApi';
import { CREATE_AND_PAY, CREATE_ORDER } from '../helpers/posApi';

const ADD_ITEMS = (orderId: number) => `/api/v1/orders/${orderId}/add-items`;
const QUANTITY = (orderId: number, itemId: number) => `/api/v1/orders/${orderId}/items/${itemId}/quantity`;
const VOID = (orderId: number, itemId: number) => `/api/v1/orders/${orderId}/items/${itemId}/void`;
const SETTINGS = '/api/v1/billing/settings';
const REASONS_ADD = '/api/v1/billing/discount-reasons/add';
const DISCOUNTS = '/api/v1/billing/discounts';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (checkId: number) => `/api/v1/billing/checks/${checkId}/pay`;
const STOCK_ITEM = (id: number) => `/api/v1/stock/items/${id}`;

let server: TestServer;
let menu: PosMenu;
let till: TestClient;
let manager: TestClient;
let kitchen: TestClient;
let reasonId: number;
let keyCounter = 0;

const key = () => ({ headers: { 'idempotency-key': `round-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}` } });

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  till = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Rita Round' })).client;
  manager = (await server.signInAs({ scope: ['SETTINGS'], name: 'Mona Manager' })).client;
  kitchen = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  reasonId = (await manager.post(REASONS_ADD, { title: 'Regulars' })).body.id as number;
});
afterAll(() => server?.close());

async function setServiceCharge(percent: number): Promise<void> {
  const saved = await manager.post(SETTINGS, {
    discountLimitPercent: 20,
    serviceChargePercent: percent,
    serviceChargeTaxPercent: null,
    serviceChargeMinGuests: 0,
  });
  expect(saved.status).toBe(200);
}

async function place(cart: unknown[]): Promise<{ orderId: number; tokenNo: number }> {
  const response = await till.post(CREATE_ORDER, { cart, deliveryType: 'dinein', tableId: menu.tableId }, key());
  expect(response.status).toBe(200);
  return { orderId: response.body.orderId as number, tokenNo: response.body.tokenNo as number };
}

const figuresOf = (orderId: number) =>
  server.db
    .selectFrom('orders')
    .select(['sub_total', 'service_charge_total', 'tax_total', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const linesOf = (orderId: number) =>
  server.db
    .selectFrom('order_items')
    .select(['id', 'item_title', 'quantity', 'status', 'round_no', 'previous_quantity', 'discount_amount', 'void_reason'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const trailOf = (action: string) =>
  server.db.selectFrom('audit_entries').select(['actor_name', 'summary']).where('action', '=', action).orderBy('id').execute();

describe('adding to a sent order (POST /orders/{id}/add-items, /items/{itemId}/quantity, /items/{itemId}/void)', () => {
  it('refuses without a session (401) and without the POS or Orders scope (403)', async () => {
    const { orderId } = await place([cartLine(menu.tea.id)]);
    const [line] = await linesOf(orderId);
    const anonymous = server.client();
    expect((await anonymous.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.tea.id)] })).status).toBe(401);
    expect((await kitchen.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.tea.id)] })).status).toBe(403);
    expect((await kitchen.post(QUANTITY(orderId, line?.id ?? 0), { quantity: 2 })).status).toBe(403);
    expect((await kitchen.post(VOID(orderId, line?.id ?? 0), { reason: 'x' })).status).toBe(403);
  });

  it('keeps the totals exact through a round, a quantity raised and lowered, and a void, with a discount and a service charge', async () => {
    await setServiceCharge(10);
    try {
      const { orderId, tokenNo } = await place([cartLine(menu.pizza.id, { quantity: 2 })]);
      const given = await till.post(DISCOUNTS, { orderId, orderItemId: null, discount: { kind: 'percent', value: 10 }, reasonId });
      expect(given.status).toBe(200);
      // Pizza 20.00 less 10 % = 18.00; charge 10 % = 1.80 untaxed; tax 5 % exclusive = 0.90.
      expect(await figuresOf(orderId)).toEqual({ sub_total: 1800, service_charge_total: 180, tax_total: 90, total: 2070 });

      const added = await till.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.tea.id, { quantity: 2 })] }, key());
      const [pizza, tea] = await linesOf(orderId);
      expect(answer(added)).toEqual({
        status: 200,
        body: { message: ROUND_MESSAGES.itemsAdded(tokenNo), orderIds: [orderId], itemIds: [tea?.id] },
      });
      // Items 25.00 less 10 % (2.00 off the pizza, 0.50 off the tea) = 22.50; charge 2.25; tax 0.90.
      expect([pizza?.round_no, tea?.round_no, pizza?.discount_amount, tea?.discount_amount]).toEqual([1, 2, 200, 50]);
      expect(await figuresOf(orderId)).toEqual({ sub_total: 2250, service_charge_total: 225, tax_total: 90, total: 2565 });

      const teaId = tea?.id ?? 0;
      const raised = await till.post(QUANTITY(orderId, teaId), { quantity: 4 }, key());
      expect(answer(raised)).toEqual({ status: 200, body: { message: ROUND_MESSAGES.quantityChanged('Tea', 2, 4), orderIds: [orderId] } });
      // Items 30.00 less 3.00 = 27.00; charge 2.70; tax 0.90.
      expect(await figuresOf(orderId)).toEqual({ sub_total: 2700, service_charge_total: 270, tax_total: 90, total: 3060 });

      expectInvalid(await till.post(QUANTITY(orderId, teaId), { quantity: 2 }, key()), ROUND_MESSAGES.lowerReasonRequired);
      expectInvalid(await till.post(QUANTITY(orderId, teaId), { quantity: 0, reason: 'x' }, key()), POS_MESSAGES.invalidQuantity);
      const lowered = await till.post(QUANTITY(orderId, teaId), { quantity: 2, reason: 'Two went back' }, key());
      expect(lowered.status).toBe(200);
      expect(await figuresOf(orderId)).toEqual({ sub_total: 2250, service_charge_total: 225, tax_total: 90, total: 2565 });
      expect((await linesOf(orderId))[1]).toMatchObject({ quantity: 2, previous_quantity: 4 });

      expectInvalid(await till.post(VOID(orderId, teaId), { reason: '  ' }, key()), ROUND_MESSAGES.voidReasonRequired);
      const voided = await till.post(VOID(orderId, teaId), { reason: 'Spilled' }, key());
      expect(answer(voided)).toEqual({ status: 200, body: { message: ROUND_MESSAGES.lineVoided('Tea'), orderIds: [orderId] } });
      expect(await figuresOf(orderId)).toEqual({ sub_total: 1800, service_charge_total: 180, tax_total: 90, total: 2070 });
      expect((await linesOf(orderId))[1]).toMatchObject({ status: 'cancelled', void_reason: 'Spilled' });
      expectConflict(await till.post(VOID(orderId, teaId), { reason: 'Again' }, key()), ROUND_MESSAGES.lineVoidedAlready('Tea'));
      expectConflict(await till.post(QUANTITY(orderId, teaId), { quantity: 3 }, key()), ROUND_MESSAGES.lineVoidedAlready('Tea'));

      // The trail says who did what: the round, both quantity changes (with the reason), the void.
      expect((await trailOf('order.items_added')).at(-1)).toEqual({
        actor_name: 'Rita Round',
        summary: `Added "Tea" ×2 (5.00) to order #${orderId} (token ${tokenNo})`,
      });
      expect((await trailOf('order_item.quantity_changed')).slice(-2).map((entry) => entry.summary)).toEqual([
        `"Tea" of order #${orderId} (token ${tokenNo}) from 2 to 4 (+5.00)`,
        `"Tea" of order #${orderId} (token ${tokenNo}) from 4 to 2 (−5.00): Two went back`,
      ]);
      expect((await trailOf('order_item.voided')).at(-1)?.summary).toBe(`Voided "Tea" ×2 of order #${orderId} (token ${tokenNo}): Spilled`);
    } finally {
      await setServiceCharge(0);
    }
  });

  it('prices, checks and refuses new lines as create-order does, writing nothing when refused', async () => {
    const { orderId } = await place([cartLine(menu.tea.id)]);
    expectInvalid(await till.post(ADD_ITEMS(orderId), { cart: [] }, key()), POS_MESSAGES.cartEmpty);
    expectInvalid(
      await till.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.pizza.id, { variantId: menu.burger.bacon })] }, key()),
      POS_MESSAGES.invalidVariant,
    );
    expectNotFound(await till.post(ADD_ITEMS(999_999), { cart: [cartLine(menu.tea.id)] }, key()), ORDER_ACTION_MESSAGES.orderNotFound);
    const other = await place([cartLine(menu.tea.id)]);
    const [otherLine] = await linesOf(other.orderId);
    expectNotFound(await till.post(VOID(orderId, otherLine?.id ?? 0), { reason: 'x' }, key()), ORDER_ACTION_MESSAGES.orderItemNotFound);
    // The client's prices are never read: a large pizza with cheese is 13.50 + 5 % = 14.18 whatever the line says.
    await till.post(
      ADD_ITEMS(orderId),
      { cart: [cartLine(menu.pizza.id, { variantId: menu.pizza.large, addonIds: [menu.pizza.cheese] })] },
      key(),
    );
    expect(await figuresOf(orderId)).toEqual({ sub_total: 250 + 1350, service_charge_total: 0, tax_total: 68, total: 250 + 1350 + 68 });
    expect((await linesOf(orderId)).length).toBe(2);
  });

  it('takes stock counts like create-order: a round and a raise take units, 86 at 0, then refused with nothing written', async () => {
    const soup = await createMenuItem(server.db, { title: 'Soup', price: 600, categoryId: menu.categoryId });
    expect((await manager.post(STOCK_ITEM(soup.id), { isOut: false, count: 3 })).status).toBe(200);
    const countOf = async () =>
      server.db.selectFrom('menu_items').select(['stock_count', 'is_out']).where('id', '=', soup.id).executeTakeFirstOrThrow();
    const { orderId } = await place([cartLine(menu.tea.id)]);
    expect((await till.post(ADD_ITEMS(orderId), { cart: [cartLine(soup.id, { quantity: 2 })] }, key())).status).toBe(200);
    expect(await countOf()).toEqual({ stock_count: 1, is_out: 0 });
    const soupLine = (await linesOf(orderId)).find((line) => line.item_title === 'Soup');
    expectConflict(await till.post(QUANTITY(orderId, soupLine?.id ?? 0), { quantity: 4 }, key()), STOCK_MESSAGES.outOfStock('Soup'));
    expect(await countOf()).toEqual({ stock_count: 1, is_out: 0 });
    expect((await till.post(QUANTITY(orderId, soupLine?.id ?? 0), { quantity: 3 }, key())).status).toBe(200);
    expect(await countOf()).toEqual({ stock_count: 0, is_out: 1 });
    const before = await figuresOf(orderId);
    expectConflict(
      await till.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.tea.id), cartLine(soup.id)] }, key()),
      STOCK_MESSAGES.outOfStock('Soup'),
    );
    expect((await linesOf(orderId)).map((line) => [line.item_title, line.quantity])).toEqual([
      ['Tea', 1],
      ['Soup', 3],
    ]);
    expect(await figuresOf(orderId)).toEqual(before);
  });

  it('refuses a paid order, a cancelled one and one whose split bill has a paid check (409), changing nothing', async () => {
    const paid = await till.post(
      CREATE_AND_PAY,
      { cart: [cartLine(menu.tea.id)], netTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId },
      key(),
    );
    expect(paid.status).toBe(200);
    const paidId = paid.body.orderId as number;
    const [paidLine] = await linesOf(paidId);
    expectConflict(
      await till.post(ADD_ITEMS(paidId), { cart: [cartLine(menu.tea.id)] }, key()),
      ROUND_MESSAGES.orderPaid(paid.body.tokenNo),
    );
    expectConflict(
      await till.post(QUANTITY(paidId, paidLine?.id ?? 0), { quantity: 2 }, key()),
      ROUND_MESSAGES.orderPaid(paid.body.tokenNo),
    );
    expectConflict(await till.post(VOID(paidId, paidLine?.id ?? 0), { reason: 'x' }, key()), ROUND_MESSAGES.orderPaid(paid.body.tokenNo));

    const cancelled = await place([cartLine(menu.tea.id)]);
    expect((await till.post(CANCEL, { orderIds: [cancelled.orderId] })).status).toBe(200);
    expectConflict(
      await till.post(ADD_ITEMS(cancelled.orderId), { cart: [cartLine(menu.tea.id)] }, key()),
      ORDER_ACTION_MESSAGES.closedOrderItems(cancelled.tokenNo, 'cancelled'),
    );

    const split = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id)]);
    const [pizzaLine, teaLine] = await linesOf(split.orderId);
    const bill = await till.post(SPLIT, {
      orderIds: [split.orderId],
      mode: 'items',
      checks: [[pizzaLine?.id], [teaLine?.id]],
      expectedTotal: 13,
    });
    expect(bill.status).toBe(200);
    const teaCheck = (bill.body.bill.checks as { check_id: number }[])[1]?.check_id ?? 0;
    expect(
      (await till.post(PAY_CHECK(teaCheck), { tenders: [{ paymentTypeId: menu.cashId, amount: 2.5 }], expectedTotal: 2.5 }, key())).status,
    ).toBe(200);
    const inProgress = SPLIT_MESSAGES.billInProgress(ordersSubject([split.tokenNo]));
    expectConflict(await till.post(ADD_ITEMS(split.orderId), { cart: [cartLine(menu.tea.id)] }, key()), inProgress);
    expectConflict(await till.post(VOID(split.orderId, teaLine?.id ?? 0), { reason: 'x' }, key()), inProgress);
    expectConflict(await till.post(QUANTITY(split.orderId, pizzaLine?.id ?? 0), { quantity: 2 }, key()), inProgress);
    expect((await linesOf(split.orderId)).map((line) => [line.quantity, line.status])).toEqual([
      [1, 'created'],
      [1, 'created'],
    ]);
  });

  it('writes a double submit once: the same Idempotency-Key at once and again answers the first write', async () => {
    const { orderId } = await place([cartLine(menu.tea.id)]);
    const same = key();
    const body = { cart: [cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] })] };
    const [first, second] = await Promise.all([till.post(ADD_ITEMS(orderId), body, same), till.post(ADD_ITEMS(orderId), body, same)]);
    const third = await till.post(ADD_ITEMS(orderId), body, same);
    expect(first?.status).toBe(200);
    expect(second?.body).toEqual(first?.body);
    expect(third.body).toEqual(first?.body);
    expect((await linesOf(orderId)).map((line) => line.item_title)).toEqual(['Tea', 'Burger']);
    expect(await figuresOf(orderId)).toEqual({ sub_total: 250 + 1066, service_charge_total: 0, tax_total: 133, total: 250 + 1199 });

    const teaId = (await linesOf(orderId))[0]?.id ?? 0;
    const raise = key();
    await Promise.all([
      till.post(QUANTITY(orderId, teaId), { quantity: 3 }, raise),
      till.post(QUANTITY(orderId, teaId), { quantity: 3 }, raise),
    ]);
    expect((await linesOf(orderId))[0]).toMatchObject({ quantity: 3, previous_quantity: 1 });
    const trail = (await trailOf('order_item.quantity_changed')).filter((entry) => entry.summary.includes(`order #${orderId} `));
    expect(trail.length).toBe(1);
  });

  it('the kitchen shows the round back on a bumped ticket, its lines NEW until bumped, old → new, and the void struck', async () => {
    const { orderId } = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    expect((await kitchen.post(BUMP(orderId), { station: 'expo' })).status).toBe(200);
    const ticketOf = async () =>
      ((await kitchen.get(BOARD())).body as KitchenBoardResponse).tickets.find((ticket) => ticket.id === orderId);
    expect(await ticketOf()).toBeUndefined();

    await till.post(ADD_ITEMS(orderId), { cart: [cartLine(menu.burger.id), cartLine(menu.tea.id)] }, key());
    const back = await ticketOf();
    expect(back?.status_kitchen).toBe('inprogress');
    expect(back?.items.map((item) => [item.item_title, item.status, item.is_new])).toEqual([
      ['Pizza', 'completed', false],
      ['Tea', 'completed', false],
      ['Burger', 'created', true],
      ['Tea', 'created', true],
    ]);
    const newTea = back?.items[3]?.id ?? 0;
    await till.post(QUANTITY(orderId, newTea), { quantity: 3 }, key());
    const burgerId = back?.items[2]?.id ?? 0;
    await till.post(VOID(orderId, burgerId), { reason: 'Changed their mind' }, key());
    const changed = await ticketOf();
    expect(changed?.items.slice(2).map((item) => [item.item_title, item.status, item.quantity, item.previous_quantity])).toEqual([
      ['Burger', 'cancelled', 1, null],
      ['Tea', 'created', 3, 1],
    ]);
    // A completed line is not raised: its extra is a new line.
    const oldTea = back?.items[1]?.id ?? 0;
    expectConflict(await till.post(QUANTITY(orderId, oldTea), { quantity: 3 }, key()), ROUND_MESSAGES.lineDone('Tea', 'completed'));

    expect((await kitchen.post(BUMP(orderId), { station: 'expo' })).status).toBe(200);
    expect(await ticketOf()).toBeUndefined();
  });
});
