// Seats and courses: the store's setting (401 → 400 → 403 → saved), each line's seat checked against the party
// (400 naming the line), split by seat in one call (one check per seat, the seatless lines on a shared check, the
// checks adding up to the bill exactly with discounts and the service charge), and seats on the kitchen's lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SERVICE_MESSAGES } from '../../../shared/domain/tableService';
import { decodeDecimalAmount, minorUnits, toDecimalAmount } from '../../../shared/domain/money/money';
import { createStoreTable } from '../../factories/storeTables';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { KITCHEN, expectInvalid } from '../helpers/ordersApi';
import { CREATE_ORDER } from '../helpers/posApi';

const TABLE_SERVICE = '/api/v1/floor/table-service';
const DISCOUNTS = '/api/v1/billing/discounts';
const REASONS_ADD = '/api/v1/billing/discount-reasons/add';
const BILLING_SETTINGS = '/api/v1/billing/settings';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;

let server: TestServer;
let menu: PosMenu;
let till: TestClient;
let manager: TestClient;
let cook: TestClient;
let reasonId: number;
let keys = 0;

const key = () => ({ headers: { 'idempotency-key': `seats-${(keys += 1)}` } });

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  till = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Tess Till' })).client;
  manager = (await server.signInAs({ scope: ['SETTINGS', 'ORDERS', 'INVOICES'], name: 'Mona Manager' })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  reasonId = (await manager.post(REASONS_ADD, { title: 'Regular' })).body.id as number;
  const saved = await manager.post(BILLING_SETTINGS, {
    discountLimitPercent: 50,
    serviceChargePercent: 12.5,
    serviceChargeTaxPercent: 5,
    serviceChargeMinGuests: 0,
  });
  if (saved.status !== 200) throw new Error(`setting the service charge answered ${saved.status}`);
});
afterAll(() => server?.close());

async function setSeats(seatNumbers: 'off' | 'optional' | 'required') {
  const saved = await manager.post(TABLE_SERVICE, { seatNumbers, courses: ['Starters', 'Mains', 'Desserts'], autoFireMinutes: null });
  expect(saved.status).toBe(200);
}

describe('the seats and courses setting', () => {
  it('is off with no courses by default; refuses bad input with its message and other scopes; saves', async () => {
    expect((await till.get(TABLE_SERVICE)).body).toEqual({ seatNumbers: 'off', courses: [], autoFireMinutes: null });
    const anonymous = await server.client().post(TABLE_SERVICE, { seatNumbers: 'optional', courses: ['Mains'], autoFireMinutes: null });
    expect(anonymous.status).toBe(401);
    expectInvalid(
      await manager.post(TABLE_SERVICE, { seatNumbers: 'sometimes', courses: ['Mains'], autoFireMinutes: null }),
      TABLE_SERVICE_MESSAGES.seatNumbersInvalid,
    );
    expectInvalid(
      await manager.post(TABLE_SERVICE, { seatNumbers: 'optional', courses: ['Mains', 'mains'], autoFireMinutes: null }),
      TABLE_SERVICE_MESSAGES.coursesInvalid,
    );
    expectInvalid(
      await manager.post(TABLE_SERVICE, { seatNumbers: 'optional', courses: ['Mains'], autoFireMinutes: 0 }),
      TABLE_SERVICE_MESSAGES.autoFireInvalid,
    );
    expect((await till.post(TABLE_SERVICE, { seatNumbers: 'optional', courses: ['Mains'], autoFireMinutes: null })).status).toBe(403);

    const saved = await manager.post(TABLE_SERVICE, { seatNumbers: 'optional', courses: ['Soup', 'Fish', 'Cheese'], autoFireMinutes: 10 });
    expect(saved.body).toEqual({ message: TABLE_SERVICE_MESSAGES.settingsSaved });
    expect((await till.get(TABLE_SERVICE)).body).toEqual({
      seatNumbers: 'optional',
      courses: ['Soup', 'Fish', 'Cheese'],
      autoFireMinutes: 10,
    });
    expect((await till.get('/api/v1/pos/init')).body.tableService).toEqual({
      seatNumbers: 'optional',
      courses: ['Soup', 'Fish', 'Cheese'],
    });
    const [entry] = await server.db.selectFrom('audit_entries').select(['action']).where('action', '=', 'table_service.changed').execute();
    expect(entry).toEqual({ action: 'table_service.changed' });
    await setSeats('off');
  });
});

describe('seats on lines', () => {
  it('off: seats sent are not kept and nothing is refused, as before', async () => {
    await setSeats('off');
    const table = await createStoreTable(server.db, { title: 'S0', floor: 'Main', seats: 4 });
    const placed = await till.post(CREATE_ORDER, {
      cart: [{ ...cartLine(menu.tea.id), seat: 9 }],
      tableId: table,
      deliveryType: 'dinein',
      guests: 2,
    });
    expect(placed.status).toBe(200);
    const [line] = await server.db.selectFrom('order_items').select('seat').where('order_id', '=', placed.body.orderId).execute();
    expect(line).toEqual({ seat: null });
  });

  it('required: a line without a seat, or past the party, is refused naming the line; seats kept and shown on the kitchen', async () => {
    await setSeats('required');
    const table = await createStoreTable(server.db, { title: 'S1', floor: 'Main', seats: 4 });
    const order = (cart: unknown[]) => till.post(CREATE_ORDER, { cart, tableId: table, deliveryType: 'dinein', guests: 3 });
    expectInvalid(
      await order([{ ...cartLine(menu.tea.id), seat: 1 }, cartLine(menu.burger.id)]),
      TABLE_SERVICE_MESSAGES.seatRequired(2, 'Burger'),
    );
    expectInvalid(await order([{ ...cartLine(menu.tea.id), seat: 4 }]), TABLE_SERVICE_MESSAGES.seatOutOfRange(1, 'Tea', 3));
    const placed = await order([
      { ...cartLine(menu.tea.id), seat: 3 },
      { ...cartLine(menu.burger.id), seat: 1 },
    ]);
    expect(placed.status).toBe(200);
    const groups = (await cook.get(KITCHEN)).body as { orders: { id: number; items: { item_title: string; seat: number | null }[] }[] }[];
    const ticket = groups.flatMap((group) => group.orders).find((candidate) => candidate.id === placed.body.orderId);
    expect(ticket?.items.map((item) => [item.item_title, item.seat])).toEqual([
      ['Tea', 3],
      ['Burger', 1],
    ]);
    // Takeaway has no table: seats do not apply, even when required.
    expect((await till.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)], tableId: null, deliveryType: 'takeaway' })).status).toBe(200);
    await setSeats('off');
  });
});

describe('split by seat', () => {
  it('one check per seat and a shared check, adding up to the bill exactly with a discount and the service charge; a check pays', async () => {
    await setSeats('optional');
    const table = await createStoreTable(server.db, { title: 'S2', floor: 'Main', seats: 4 });
    const placed = await till.post(CREATE_ORDER, {
      cart: [
        { ...cartLine(menu.pizza.id, { variantId: menu.pizza.large }), seat: 2 },
        { ...cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] }), seat: 1 },
        { ...cartLine(menu.tea.id, { quantity: 3 }), seat: 2 },
        cartLine(menu.tea.id),
      ],
      tableId: table,
      deliveryType: 'dinein',
      guests: 4,
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as number;
    const lines = await server.db.selectFrom('order_items').select(['id', 'seat']).where('order_id', '=', orderId).orderBy('id').execute();
    const discounted = await till.post(DISCOUNTS, {
      orderId,
      orderItemId: lines[0]!.id,
      discount: { kind: 'percent', value: 15 },
      reasonId,
    });
    expect(discounted.status).toBe(200);
    const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.service_charge_total).toBeGreaterThan(0);

    const split = await till.post(SPLIT, { orderIds: [orderId], mode: 'seats', expectedTotal: toDecimalAmount(minorUnits(order.total)) });
    expect(split.status).toBe(200);
    const bill = split.body.bill as {
      mode: string;
      checks: {
        check_id: number;
        line_ids: number[];
        sub_total: number;
        tax_total: number;
        service_charge_total: number;
        total: number;
        discount_total: number;
      }[];
    };
    expect(bill.mode).toBe('items');
    expect(bill.checks.map((check) => check.line_ids)).toEqual([[lines[1]!.id], [lines[0]!.id, lines[2]!.id], [lines[3]!.id]]);
    const sum = (figure: 'sub_total' | 'tax_total' | 'service_charge_total' | 'total' | 'discount_total') =>
      bill.checks.reduce((total, check) => total + decodeDecimalAmount(check[figure]), 0);
    expect([sum('sub_total'), sum('tax_total'), sum('service_charge_total'), sum('total')]).toEqual([
      order.sub_total,
      order.tax_total,
      order.service_charge_total,
      order.total,
    ]);
    expect(bill.checks.every((check) => check.total > 0)).toBe(true);

    const seatOne = bill.checks[0]!;
    const paid = await manager.post(
      PAY_CHECK(seatOne.check_id),
      { tenders: [{ paymentTypeId: menu.cashId, amount: seatOne.total }], expectedTotal: seatOne.total },
      key(),
    );
    expect(paid.status).toBe(200);
    await setSeats('off');
  });

  it('refuses a bill whose lines have no seat, with a message saying how to split it instead', async () => {
    const table = await createStoreTable(server.db, { title: 'S3', floor: 'Main', seats: 4 });
    const placed = await till.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)], tableId: table, deliveryType: 'dinein', guests: 2 });
    expect(placed.status).toBe(200);
    const { total } = await server.db.selectFrom('orders').select('total').where('id', '=', placed.body.orderId).executeTakeFirstOrThrow();
    expectInvalid(
      await till.post(SPLIT, { orderIds: [placed.body.orderId], mode: 'seats', expectedTotal: toDecimalAmount(minorUnits(total)) }),
      TABLE_SERVICE_MESSAGES.noSeats,
    );
  });
});
