// Table service, moving lines and merging tables: every line stays on exactly one order with the figures it had (its
// own discount goes with it), each order's stored bill is the one buildBill makes of its lines now (with its service
// charge), the kitchen shows each line once under its order, paid checks and whole-order discounts are refused with
// the reason, and an unmerge gives every order back exactly what it had.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBill } from '../../../shared/domain/bill/bill';
import { SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { FLOOR_MESSAGES } from '../../../shared/domain/floor';
import { ordersSubject } from '../../../shared/contract/orders';
import { adjustmentsOfOrder, orderLineOf } from '../../../server/orders/orderRules';
import { createStoreTable } from '../../factories/storeTables';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { KITCHEN, PAY, answer, expectConflict, expectInvalid } from '../helpers/ordersApi';
import { CREATE_ORDER } from '../helpers/posApi';

const FLOOR = '/api/v1/floor';
const TRANSFER = '/api/v1/floor/transfer';
const MERGE = '/api/v1/floor/merge';
const UNMERGE = (orderId: number) => `/api/v1/floor/orders/${orderId}/unmerge`;
const DISCOUNTS = '/api/v1/billing/discounts';
const REASONS_ADD = '/api/v1/billing/discount-reasons/add';
const SETTINGS = '/api/v1/billing/settings';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;

let server: TestServer;
let menu: PosMenu;
let till: TestClient;
let manager: TestClient;
let cook: TestClient;
let reasonId: number;
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  till = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Tess Till' })).client;
  manager = (await server.signInAs({ scope: ['SETTINGS', 'ORDERS', 'INVOICES'], name: 'Mona Manager' })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  reasonId = (await manager.post(REASONS_ADD, { title: 'Regular' })).body.id as number;
  // A 10 % service charge, untaxed, on every dine-in order: merged lines are charged at the kept rate.
  const saved = await manager.post(SETTINGS, {
    discountLimitPercent: 50,
    serviceChargePercent: 10,
    serviceChargeTaxPercent: null,
    serviceChargeMinGuests: 0,
  });
  if (saved.status !== 200) throw new Error(`setting the service charge answered ${saved.status}`);
});
afterAll(() => server?.close());

const key = () => ({ headers: { 'idempotency-key': `merge-${(keys += 1)}` } });

async function placeAt(tableId: number, cart: unknown[]): Promise<{ orderId: number; tokenNo: number }> {
  const response = await till.post(CREATE_ORDER, { cart, tableId, deliveryType: 'dinein', guests: 2 });
  expect(response.status).toBe(200);
  return response.body;
}

const LINE_FIGURES = ['id', 'order_id', 'item_title', 'quantity', 'discount_amount', 'net_amount', 'tax_amount', 'payable_amount'] as const;

async function linesOf(orderIds: number[]) {
  return server.db.selectFrom('order_items').select(LINE_FIGURES).where('order_id', 'in', orderIds).orderBy('id').execute();
}

async function linesById(ids: number[]) {
  return server.db.selectFrom('order_items').select(LINE_FIGURES).where('id', 'in', ids).orderBy('id').execute();
}

async function ordersOf(ids: number[]) {
  return server.db
    .selectFrom('orders')
    .select(['id', 'status', 'table_id', 'sub_total', 'tax_total', 'service_charge_total', 'total', 'merged_into_order_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** What buildBill makes of the order's lines now, with the service charge rate it keeps: its stored figures must be these. */
async function rebuiltBill(orderId: number) {
  const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
  const bill = buildBill(items.map(orderLineOf), adjustmentsOfOrder(order));
  return { sub_total: bill.itemsTotal, tax_total: bill.taxTotal, service_charge_total: bill.serviceChargeTotal, total: bill.payableTotal };
}

async function expectStoredBillIsRebuilt(orderIds: number[]) {
  for (const order of await ordersOf(orderIds)) {
    const { sub_total, tax_total, service_charge_total, total } = order;
    expect({ sub_total, tax_total, service_charge_total, total }).toEqual(await rebuiltBill(order.id));
  }
}

/** The kitchen's tickets: each order id with its line ids. */
async function kitchenTickets(): Promise<Map<number, number[]>> {
  const groups = (await cook.get(KITCHEN)).body as { orders: { id: number; items: { id: number }[] }[] }[];
  return new Map(groups.flatMap((group) => group.orders).map((order) => [order.id, order.items.map((item) => item.id)]));
}

async function giveLineDiscount(orderId: number, orderItemId: number | null, percent: number) {
  const response = await till.post(DISCOUNTS, { orderId, orderItemId, discount: { kind: 'percent', value: percent }, reasonId });
  expect(response.status).toBe(200);
}

describe('moving lines between orders', () => {
  it('moves chosen lines with their own discount; each line once with its figures, both bills rebuilt, the kitchen follows', async () => {
    const left = await createStoreTable(server.db, { title: 'L1', floor: 'Main', seats: 4 });
    const right = await createStoreTable(server.db, { title: 'R1', floor: 'Main', seats: 4 });
    const x = await placeAt(left, [cartLine(menu.pizza.id, { variantId: menu.pizza.small }), cartLine(menu.tea.id, { quantity: 2 })]);
    const y = await placeAt(right, [cartLine(menu.burger.id)]);
    const [pizza, tea] = await linesOf([x.orderId]);
    await giveLineDiscount(x.orderId, pizza!.id, 10);
    const before = await linesOf([x.orderId, y.orderId]);
    const itemsBefore = (await ordersOf([x.orderId, y.orderId])).reduce((sum, order) => sum + order.sub_total, 0);

    const moved = await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: y.orderId, itemIds: [pizza!.id] });
    expect(answer(moved)).toEqual({ status: 200, body: { message: FLOOR_MESSAGES.transferred(1, y.tokenNo), tableIds: [left, right] } });

    const after = await linesById(before.map((line) => line.id));
    // Every line once, with the figures it had; only the pizza changed order.
    expect(after).toEqual(before.map((line) => (line.id === pizza!.id ? { ...line, order_id: y.orderId } : line)));
    expect((await linesOf([x.orderId])).map((line) => line.id)).toEqual([tea!.id]);
    const discount = await server.db
      .selectFrom('discounts')
      .select('order_id')
      .where('order_item_id', '=', pizza!.id)
      .executeTakeFirstOrThrow();
    expect(discount.order_id).toBe(y.orderId);
    await expectStoredBillIsRebuilt([x.orderId, y.orderId]);
    const itemsAfter = (await ordersOf([x.orderId, y.orderId])).reduce((sum, order) => sum + order.sub_total, 0);
    expect(itemsAfter).toBe(itemsBefore);
    // Service charge at 10 % of each order's own items now.
    const [xAfter] = await ordersOf([x.orderId]);
    expect(xAfter).toMatchObject({ sub_total: 500, service_charge_total: 50, tax_total: 0, total: 550 });

    const tickets = await kitchenTickets();
    expect(tickets.get(x.orderId)).toEqual([tea!.id]);
    expect(tickets.get(y.orderId)).toContain(pizza!.id);
  });

  it('refuses moving every line, a line of another order, a whole-order discount and a paid check, with the reason', async () => {
    const table = await createStoreTable(server.db, { title: 'L2', floor: 'Main', seats: 4 });
    const x = await placeAt(table, [cartLine(menu.tea.id), cartLine(menu.burger.id)]);
    const y = await placeAt(table, [cartLine(menu.tea.id)]);
    const [first, second] = await linesOf([x.orderId]);
    const [other] = await linesOf([y.orderId]);

    expectInvalid(await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: y.orderId, itemIds: [] }), FLOOR_MESSAGES.chooseLines);
    expectConflict(
      await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: y.orderId, itemIds: [first!.id, second!.id] }),
      FLOOR_MESSAGES.everyLine,
    );
    expect(answer(await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: y.orderId, itemIds: [other!.id] }))).toEqual({
      status: 404,
      body: { message: FLOOR_MESSAGES.lineNotOnOrder, code: 'not_found' },
    });

    await giveLineDiscount(y.orderId, null, 5);
    expectConflict(
      await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: y.orderId, itemIds: [first!.id] }),
      FLOOR_MESSAGES.orderDiscount(y.tokenNo),
    );

    const z = await placeAt(table, [cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await till.post(SPLIT, { orderIds: [z.orderId], mode: 'even', guests: 2, expectedTotal: 5.5 });
    expect(split.status).toBe(200);
    const [check] = split.body.bill.checks as { check_id: number; total: number }[];
    const paid = await manager.post(
      PAY_CHECK(check!.check_id),
      { tenders: [{ paymentTypeId: menu.cashId, amount: check!.total }], expectedTotal: check!.total },
      key(),
    );
    expect(paid.status).toBe(200);
    const before = await linesOf([x.orderId, z.orderId]);
    expectConflict(
      await till.post(TRANSFER, { fromOrderId: x.orderId, toOrderId: z.orderId, itemIds: [first!.id] }),
      SPLIT_MESSAGES.billInProgress(ordersSubject([z.tokenNo])),
    );
    expect(await linesOf([x.orderId, z.orderId])).toEqual(before);
  });
});

describe('merging tables', () => {
  it('merges into one order and one ticket, every line once and the bill rebuilt; unmerge gives every order back exactly', async () => {
    const into = await createStoreTable(server.db, { title: 'M1', floor: 'Main', seats: 4 });
    const from = await createStoreTable(server.db, { title: 'M2', floor: 'Main', seats: 4 });
    const x = await placeAt(into, [cartLine(menu.pizza.id, { variantId: menu.pizza.large, addonIds: [menu.pizza.cheese] })]);
    const z = await placeAt(into, [cartLine(menu.tea.id, { quantity: 3 })]);
    const y = await placeAt(from, [cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] }), cartLine(menu.tea.id)]);
    const [burger] = await linesOf([y.orderId]);
    await giveLineDiscount(y.orderId, burger!.id, 20);
    const ids = [x.orderId, y.orderId, z.orderId];
    const ordersBefore = await ordersOf(ids);
    const linesBefore = await linesOf(ids);
    const kitchen = await connectSocket(server.baseUrl, cook);
    const heard = new Promise((resolve) => kitchen.once('order_update', resolve));

    const merged = await till.post(MERGE, { intoTableId: into, fromTableId: from });
    expect(answer(merged)).toEqual({ status: 200, body: { message: FLOOR_MESSAGES.merged('M2', 'M1'), tableIds: [into, from] } });
    expect(await heard).toEqual({ orderIds: [x.orderId, z.orderId, y.orderId] });
    kitchen.close();

    // One order holds every line, each once and with its figures.
    expect(await linesById(linesBefore.map((line) => line.id))).toEqual(linesBefore.map((line) => ({ ...line, order_id: x.orderId })));
    await expectStoredBillIsRebuilt(ids);
    const [target, ...emptied] = await ordersOf([x.orderId, y.orderId, z.orderId]);
    expect(target!.sub_total).toBe(ordersBefore.reduce((sum, order) => sum + order.sub_total, 0));
    expect(emptied).toEqual(
      emptied.map((order) => ({
        ...order,
        status: 'cancelled',
        sub_total: 0,
        tax_total: 0,
        service_charge_total: 0,
        total: 0,
        merged_into_order_id: x.orderId,
      })),
    );
    const tickets = await kitchenTickets();
    expect(tickets.get(x.orderId)).toEqual(linesBefore.map((line) => line.id));
    expect(tickets.has(y.orderId) || tickets.has(z.orderId)).toBe(false);

    const floor = (await till.get(FLOOR)).body.tables as {
      id: number;
      status: string;
      joinedToTableId: number | null;
      orders: { id: number }[];
    }[];
    expect(floor.find((table) => table.id === from)).toMatchObject({ status: 'ordered', joinedToTableId: into, orders: [] });
    expect(floor.find((table) => table.id === into)).toMatchObject({
      status: 'ordered',
      joinedToTableId: null,
      orders: [{ id: x.orderId }],
    });

    const unmerged = await till.post(UNMERGE(x.orderId));
    expect(unmerged.status).toBe(200);
    expect(unmerged.body.message).toBe(FLOOR_MESSAGES.unmerged);
    expect(await linesById(linesBefore.map((line) => line.id))).toEqual(linesBefore);
    expect(await ordersOf(ids)).toEqual(ordersBefore);
    expectConflict(await till.post(UNMERGE(x.orderId)), FLOOR_MESSAGES.notMerged);
  });

  it('refuses a merge with nothing to merge, and an unmerge once the merged order is paid; the paid bill is the merged one', async () => {
    const into = await createStoreTable(server.db, { title: 'M3', floor: 'Main', seats: 4 });
    const from = await createStoreTable(server.db, { title: 'M4', floor: 'Main', seats: 4 });
    expectConflict(await till.post(MERGE, { intoTableId: into, fromTableId: from }), FLOOR_MESSAGES.nothingToMerge('M4'));
    const y = await placeAt(from, [cartLine(menu.tea.id)]);
    expectConflict(await till.post(MERGE, { intoTableId: into, fromTableId: from }), FLOOR_MESSAGES.nothingToMergeInto('M3'));
    const x = await placeAt(into, [cartLine(menu.tea.id, { quantity: 2 })]);
    expect((await till.post(MERGE, { intoTableId: into, fromTableId: from })).status).toBe(200);

    const [target] = await ordersOf([x.orderId]);
    // Tea 3 × 2.50 = 7.50, service charge 0.75: one bill of 8.25.
    expect(target).toMatchObject({ sub_total: 750, service_charge_total: 75, total: 825 });
    const pay = await manager.post(
      PAY,
      { orderIds: [x.orderId], subTotal: 7.5, taxTotal: 0, total: 8.25, paymentTypeId: menu.cashId },
      key(),
    );
    expect(pay.status).toBe(200);
    expect((await till.post(UNMERGE(x.orderId))).status).toBe(409);
    expect(await ordersOf([y.orderId])).toEqual([
      expect.objectContaining({ status: 'cancelled', merged_into_order_id: x.orderId, total: 0 }),
    ]);
    const floor = (await till.get(FLOOR)).body.tables as { id: number; status: string; joinedToTableId: number | null }[];
    expect(floor.find((table) => table.id === into)?.status).toBe('paid');
    expect(floor.find((table) => table.id === from)).toMatchObject({ status: 'free', joinedToTableId: null });
  });
});
