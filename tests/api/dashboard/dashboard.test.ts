// Spec 2.4, 7 Dashboard: GET /dashboard (DASHBOARD) — today in the store's zone (Asia/Kolkata; 19:00 UTC on
// 1 March is 00:30 on 2 March there): today's reservations, top selling items, orders, new and repeat
// customers, currency. A hand-computed fixture: cancelled orders and items, walk-ins, a repeat customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../../shared/contract/dashboard';
import { PERMISSIONS } from '../../../shared/domain/access/scopes';
import type { Db } from '../../../server/db/client';
import type { CustomerRow } from '../../../server/db/schema';
import { createCustomer } from '../../factories/customers';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { type OrderInput, createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { PAY } from '../helpers/ordersApi';
import { FORBIDDEN, UNAUTHENTICATED, outcome } from '../helpers/settingsApi';

const DASHBOARD = '/api/v1/dashboard';
const YESTERDAY = new Date('2026-03-01T12:00:00.000Z'); // 17:30 on 1 March in Kolkata
const NOW = new Date('2026-03-01T19:00:00.000Z'); // 00:30 on 2 March in Kolkata

let clock = NOW;
let server: TestServer;
let reader: TestClient;
let menu: PosMenu;
let cashier: { id: number; name: string };

async function placeAt(at: Date, input: OrderInput): Promise<number> {
  clock = at;
  try {
    return (await createOrder(server.brigade.ctx, cashier, input)).orderId;
  } finally {
    clock = NOW;
  }
}

async function customerCreatedAt(db: Db, phone: string, name: string, createdAt: string): Promise<CustomerRow> {
  const customer = await createCustomer(db, { phone, name });
  await db.updateTable('customers').set({ created_at: createdAt, updated_at: createdAt }).where('id', '=', customer.id).execute();
  return customer;
}

const cancelOrder = (db: Db, orderId: number) =>
  Promise.all([
    db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute(),
    db.updateTable('order_items').set({ status: 'cancelled' }).where('order_id', '=', orderId).execute(),
  ]);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await server.db.updateTable('store_settings').set({ time_zone: 'Asia/Kolkata', currency: 'INR' }).execute();
  reader = (await server.signInAs({ scope: ['DASHBOARD'] })).client;
});
afterAll(() => server?.close());

describe('GET /dashboard access', () => {
  it('401 without a session, 403 without DASHBOARD', async () => {
    expect(outcome(await server.client().get(DASHBOARD))).toEqual({ status: 401, body: UNAUTHENTICATED });
    const { client } = await server.signInAs({ scope: PERMISSIONS.filter((permission) => permission !== 'DASHBOARD') });
    expect(outcome(await client.get(DASHBOARD))).toEqual({ status: 403, body: FORBIDDEN });
  });
});

describe('GET /dashboard on an empty day', () => {
  it('answers empty lists, zero counters and the currency', async () => {
    expect(outcome(await reader.get(DASHBOARD))).toEqual({
      status: 200,
      body: {
        reservations: [],
        topSellingItems: [],
        ordersCount: 0,
        paidOrdersCount: 0,
        newCustomerCount: 0,
        repeatedCustomerCount: 0,
        currency: 'INR',
      },
    });
  });
});

describe('GET /dashboard on the fixture', () => {
  let body: DashboardResponse;
  let todayReservations: number[];
  let walkInTea: number;

  beforeAll(async () => {
    menu = await createPosMenu(server.db);
    const { user } = await server.createUser({ scope: ['POS'], name: 'Cashier' });
    cashier = { id: user.id, name: user.name };

    // Customers: A repeats; B registered yesterday; C and F registered today (F at 00:15 local); D's earlier
    // order was cancelled; E's order today was cancelled. G registered at 23:30 yesterday local (18:00 UTC).
    const a = await customerCreatedAt(server.db, '5550001', 'A Repeat', '2026-02-01T10:00:00.000Z');
    const b = await customerCreatedAt(server.db, '5550002', 'B Yesterday', '2026-03-01T10:00:00.000Z');
    const c = await customerCreatedAt(server.db, '5550003', 'C Today', '2026-03-01T18:40:00.000Z');
    const d = await customerCreatedAt(server.db, '5550004', 'D Cancelled Before', '2026-02-01T10:00:00.000Z');
    const e = await customerCreatedAt(server.db, '5550005', 'E Cancelled Today', '2026-02-01T10:00:00.000Z');
    await customerCreatedAt(server.db, '5550006', 'F Just After Midnight', '2026-03-01T18:45:00.000Z');
    await customerCreatedAt(server.db, '5550007', 'G Just Before Midnight', '2026-03-01T18:29:59.999Z');

    const tea = (quantity: number) => cartLine(menu.tea.id, { quantity });
    const largePizza = (quantity: number) => cartLine(menu.pizza.id, { quantity, variantId: menu.pizza.large });
    const burger = (quantity: number) => cartLine(menu.burger.id, { quantity });

    // Yesterday (1 March local): none of it counts today.
    await placeAt(YESTERDAY, { cart: [tea(7)], customerId: a.phone });
    await cancelOrder(server.db, await placeAt(YESTERDAY, { cart: [tea(1)], customerId: d.phone }));
    await placeAt(YESTERDAY, { cart: [tea(1)], customerId: e.phone });

    // Today (2 March local), at 00:30 local.
    await placeAt(NOW, { cart: [tea(2)], customerId: a.phone });
    await placeAt(NOW, { cart: [largePizza(1), tea(1)], customerId: b.phone });
    await placeAt(NOW, { cart: [tea(1)], customerId: c.phone });
    await placeAt(NOW, { cart: [burger(1)], customerId: d.phone });
    walkInTea = await placeAt(NOW, { cart: [tea(3)] }); // walk-in
    const walkIn = await placeAt(NOW, { cart: [burger(2), tea(5)] }); // walk-in; the tea line gets cancelled
    await server.db
      .updateTable('order_items')
      .set({ status: 'cancelled' })
      .where('order_id', '=', walkIn)
      .where('item_title', '=', 'Tea')
      .execute();
    await cancelOrder(server.db, await placeAt(NOW, { cart: [largePizza(4)], customerId: e.phone }));
    await cancelOrder(server.db, await placeAt(NOW, { cart: [tea(10), largePizza(10)] })); // walk-in, cancelled

    // Reservations: two today (local), one each side of today.
    const writer = (await server.signInAs({ scope: ['RESERVATIONS'] })).client;
    const reserve = async (date: string) =>
      (await writer.post('/api/v1/reservations/add', { customerId: a.id, date, tableId: menu.tableId, peopleCount: 2 })).body.id as number;
    await reserve('2026-03-01T23:59');
    const evening = await reserve('2026-03-02T20:00');
    const midnight = await reserve('2026-03-02T00:00');
    await reserve('2026-03-03T00:00');
    todayReservations = [midnight, evening];

    const response = await reader.get(DASHBOARD);
    if (response.status !== 200) throw new Error(`GET /dashboard: ${response.status} ${response.text}`);
    body = response.body;
  });

  it("lists today's reservations (store-local date), by time, with customer and table joined", () => {
    expect(body.reservations.map((reservation) => reservation.id)).toEqual(todayReservations);
    expect(body.reservations[0]).toMatchObject({
      customer_name: 'A Repeat',
      date: '2026-03-02T00:00',
      table_title: 'T1',
      status: 'booked',
      people_count: 2,
    });
  });

  it("ranks today's top selling items by quantity: cancelled orders and items, and yesterday, left out", () => {
    // Tea: A 2 + B 1 + C 1 + walk-in 3 = 7; Burger: D 1 + walk-in 2 = 3; Pizza: B 1 (a Large, 12.00). The
    // price is the item's price snapshot, as in the report (docs/reports.md), not the variant's.
    expect(body.topSellingItems).toEqual([
      { title: 'Tea', price: 2.5, orders_count: 7 },
      { title: 'Burger', price: 9.99, orders_count: 3 },
      { title: 'Pizza', price: 10, orders_count: 1 },
    ]);
  });

  it('counts orders placed today and not cancelled (A, B, C, D and two walk-ins)', () => {
    expect(body.ordersCount).toBe(6);
  });

  it('counts customers registered today in the store zone (C and F, not G at 23:59:59 local yesterday)', () => {
    expect(body.newCustomerCount).toBe(2);
  });

  it('counts repeat customers: ordered today and on an earlier day, neither order cancelled (A only)', () => {
    expect(body.repeatedCustomerCount).toBe(1);
  });

  it('answers the store currency', () => {
    expect(body.currency).toBe('INR');
  });

  it("says how many of today's orders are paid, as the report counts them: the Orders counter and the report's tiles agree", async () => {
    expect(body.paidOrdersCount).toBe(0);
    const till = await server.signInAs({ scope: ['POS', 'REPORTS'] });
    const paid = await till.client.post(PAY, { orderIds: [walkInTea], subTotal: 7.5, taxTotal: 0, total: 7.5, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    const home = (await reader.get(DASHBOARD)).body as DashboardResponse;
    const report = (await till.client.get('/api/v1/reports?type=today')).body;
    // Six orders placed today, one of them paid (7.50): the report's average is that revenue over that one order.
    expect({ placed: home.ordersCount, paid: home.paidOrdersCount }).toEqual({ placed: 6, paid: 1 });
    expect(report).toMatchObject({ ordersCount: 6, paidOrdersCount: 1, revenueTotal: 7.5, averageOrderValue: 7.5 });
  });

  it('keeps at most 10 top selling items (a repriced item is a row of its own)', async () => {
    for (let index = 0; index < 11; index += 1) {
      await server.db
        .updateTable('menu_items')
        .set({ price: 100 + index })
        .where('id', '=', menu.tea.id)
        .execute();
      await placeAt(NOW, { cart: [cartLine(menu.tea.id, { quantity: 1 })] });
    }
    const response = await reader.get(DASHBOARD);
    expect(response.body.topSellingItems).toHaveLength(10);
    expect(response.body.topSellingItems[0]).toEqual({ title: 'Tea', price: 2.5, orders_count: 7 });
  });

  it('moves with the clock: at 18:29 UTC it is still 1 March in Kolkata', async () => {
    clock = new Date('2026-03-01T18:29:00.000Z');
    try {
      const response = await reader.get(DASHBOARD);
      expect({
        reservations: response.body.reservations.map((reservation: { date: string }) => reservation.date),
        ordersCount: response.body.ordersCount,
        topSellingItems: response.body.topSellingItems,
        newCustomerCount: response.body.newCustomerCount,
        repeatedCustomerCount: response.body.repeatedCustomerCount,
      }).toEqual({
        reservations: ['2026-03-01T23:59'],
        // Yesterday's A (tea 7) and E (tea 1); D's was cancelled.
        ordersCount: 2,
        topSellingItems: [{ title: 'Tea', price: 2.5, orders_count: 8 }],
        // B (10:00 UTC) and G (18:29:59.999 UTC) registered on 1 March local.
        newCustomerCount: 2,
        repeatedCustomerCount: 0,
      });
    } finally {
      clock = NOW;
    }
  });
});
