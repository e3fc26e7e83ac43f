// The Reports kitchen tile (docs/reports.md "Kitchen times"): order → completed, average and nearest-rank
// 90th percentile, overall, per prep station and per store-local hour placed, from a fixture on fixed clocks in a
// non-UTC store (America/New_York, UTC−5 in November). Lines complete by Complete, by a bump and by completing the
// order; cancelled lines and orders, lines never completed and lines completed before completion times were recorded are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpTicket } from '../../../server/kitchen/bumpTicket';
import { changeOrderItemStatus } from '../../../server/kitchen/changeOrderItemStatus';
import { completeOrders } from '../../../server/orders/completeOrders';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { cartLine } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { ADD_STATION, DELETE_STATION, KITCHEN_TIMING, type KitchenMenu, UPDATE_STATION, createKitchenMenu } from '../helpers/kitchenApi';
import { answer, expectInvalid } from '../helpers/ordersApi';
import { Sales, setStoreTimeZone, testClock } from '../helpers/salesApi';

const clock = testClock('2026-11-12T11:00:00.000Z');
let server: TestServer;
let menu: KitchenMenu;
let sales: Sales;
let cookId: number;
const stationIds: Record<'grill' | 'bar' | 'pastry', number> = { grill: 0, bar: 0, pastry: 0 };

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createKitchenMenu(server.db);
  await setStoreTimeZone(server, 'America/New_York');
  const { user } = await server.createUser({ scope: ['POS'], name: 'Cora Cashier' });
  cookId = (await server.createUser({ scope: ['KITCHEN'] })).user.id;
  sales = new Sales(server, clock, { id: user.id, name: user.name }, 0);
  const admin = (await server.signInAs({ role: 'admin' })).client;
  for (const [key, name, categoryIds] of [
    ['grill', 'Grill', [menu.grillCategory]],
    ['bar', 'Bar', [menu.drinksCategory]],
    ['pastry', 'Pastry', []],
  ] as const) {
    stationIds[key] = (await admin.post(ADD_STATION, { name, slug: key, categoryIds })).body.id as number;
  }
  await seedFixture();
});
afterAll(() => server?.close());

const ctx = () => server.brigade.ctx;

/** The order's line with this title, moved to `status` at `iso` (the kitchen's Complete, the Orders screen's menu). */
async function lineTo(iso: string, orderId: number, title: string, status: 'preparing' | 'completed' | 'cancelled') {
  clock.at(iso);
  const line = await server.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where('item_title', '=', title)
    .executeTakeFirstOrThrow();
  await changeOrderItemStatus(ctx(), { itemId: line.id, status, actor: { id: cookId, name: 'Kit Cook' } });
}

async function seedFixture(): Promise<void> {
  const burgerAndTea = { cart: [cartLine(menu.burger), cartLine(menu.tea)] };
  // O1, 07:00 local: tea done in 4 min, burger in 10 → bar 240 s, grill 600 s, order 600 s (hour 7).
  const o1 = await sales.place('2026-11-12T12:00:00.000Z', burgerAndTea);
  await lineTo('2026-11-12T12:04:00.000Z', o1.orderId, 'Tea', 'completed');
  await lineTo('2026-11-12T12:06:00.000Z', o1.orderId, 'Burger', 'preparing');
  await lineTo('2026-11-12T12:10:00.000Z', o1.orderId, 'Burger', 'completed');
  // O2, 07:30 local: bar 300 s, grill 1200 s, order 1200 s (hour 7); delivered later keeps its completion time.
  const o2 = await sales.place('2026-11-12T12:30:00.000Z', burgerAndTea);
  await lineTo('2026-11-12T12:35:00.000Z', o2.orderId, 'Tea', 'completed');
  await lineTo('2026-11-12T12:50:00.000Z', o2.orderId, 'Burger', 'completed');
  clock.at('2026-11-12T13:30:00.000Z');
  const burgerLine = await server.db
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', o2.orderId)
    .where('item_title', '=', 'Burger')
    .executeTakeFirstOrThrow();
  await changeOrderItemStatus(ctx(), { itemId: burgerLine.id, status: 'delivered', actor: { id: cookId, name: 'Kit Cook' } });
  // O3, 12:00 local: a steak bumped off expo after 15 min → grill 900 s, order 900 s (hour 12).
  const o3 = await sales.place('2026-11-12T17:00:00.000Z', { cart: [cartLine(menu.steak.id, { variantId: menu.steak.rare })] });
  clock.at('2026-11-12T17:15:00.000Z');
  await bumpTicket(ctx(), { orderId: o3.orderId, station: null, userId: cookId });
  // O4, 12:10 local: tea done in 2 min (bar 120 s); the burger is still being made: grill and order not timed.
  const o4 = await sales.place('2026-11-12T17:10:00.000Z', burgerAndTea);
  await lineTo('2026-11-12T17:12:00.000Z', o4.orderId, 'Tea', 'completed');
  await lineTo('2026-11-12T17:13:00.000Z', o4.orderId, 'Burger', 'preparing');
  // O5: its tea was made, then the order was cancelled: left out everywhere.
  const o5 = await sales.place('2026-11-12T17:20:00.000Z', burgerAndTea);
  await lineTo('2026-11-12T17:21:00.000Z', o5.orderId, 'Tea', 'completed');
  await sales.cancel('2026-11-12T17:22:00.000Z', o5.orderId);
  // O6, 13:00 local: the beer is cancelled, the burger completes with the order after 20 min → grill 1200 s, order 1200 s.
  const o6 = await sales.place('2026-11-12T18:00:00.000Z', { cart: [cartLine(menu.burger), cartLine(menu.beer)] });
  await lineTo('2026-11-12T18:01:00.000Z', o6.orderId, 'Beer', 'cancelled');
  clock.at('2026-11-12T18:20:00.000Z');
  await completeOrders(ctx(), { orderIds: [o6.orderId] });
  // O7, 13:30 local: a salad nothing routes, done in 10 min: the order's figure only (600 s, hour 13).
  const o7 = await sales.place('2026-11-12T18:30:00.000Z', { cart: [cartLine(menu.salad)] });
  await lineTo('2026-11-12T18:40:00.000Z', o7.orderId, 'Salad', 'completed');
  // O8: completed before completion times were recorded: not timed.
  const o8 = await sales.place('2026-11-12T19:00:00.000Z', { cart: [cartLine(menu.burger)] });
  await server.db.updateTable('order_items').set({ status: 'completed', completed_at: null }).where('order_id', '=', o8.orderId).execute();
  // O9: the next business day (01:00 local on the 13th): outside the period.
  const o9 = await sales.place('2026-11-13T06:00:00.000Z', { cart: [cartLine(menu.burger)] });
  await lineTo('2026-11-13T06:05:00.000Z', o9.orderId, 'Burger', 'completed');
  clock.at('2026-11-20T15:00:00.000Z');
}

async function reporter(): Promise<TestClient> {
  return (await server.signInAs({ scope: ['REPORTS'] })).client;
}

const custom = (from: string, to: string) => `${KITCHEN_TIMING}?type=custom&from=${from}&to=${to}`;

describe('GET /kitchen/timing', () => {
  it('answers 401 without a session, 400 for a filter reports do not take, 403 without REPORTS', async () => {
    expect((await server.client().get(custom('2026-11-12', '2026-11-12'))).status).toBe(401);
    const client = await reporter();
    expectInvalid(await client.get(`${KITCHEN_TIMING}?type=tomorrow`), REPORT_MESSAGES.invalidDateFilter);
    const { client: cook } = await server.signInAs({ scope: ['KITCHEN'] });
    expect((await cook.get(custom('2026-11-12', '2026-11-12'))).status).toBe(403);
  });

  it('computes order → completed per station and per hour as docs/reports.md defines it', async () => {
    const client = await reporter();
    const response = await client.get(custom('2026-11-12', '2026-11-12'));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        from: '2026-11-12',
        to: '2026-11-12',
        // O1 600, O2 1200, O3 900, O6 1200, O7 600: mean 900; 90 % of 5 → the 5th → 1200.
        overall: { orders: 5, averageSeconds: 900, p90Seconds: 1200 },
        stations: [
          // O1 240, O2 300, O4 120: mean 220; the 3rd of 3 → 300.
          { id: stationIds.bar, name: 'Bar', orders: 3, averageSeconds: 220, p90Seconds: 300 },
          // O1 600, O2 1200, O3 900, O6 1200: mean 975; the 4th of 4 → 1200.
          { id: stationIds.grill, name: 'Grill', orders: 4, averageSeconds: 975, p90Seconds: 1200 },
          { id: stationIds.pastry, name: 'Pastry', orders: 0, averageSeconds: null, p90Seconds: null },
        ],
        hours: [
          { hour: 7, orders: 2, averageSeconds: 900, p90Seconds: 1200 },
          { hour: 12, orders: 1, averageSeconds: 900, p90Seconds: 900 },
          { hour: 13, orders: 2, averageSeconds: 900, p90Seconds: 1200 },
        ],
      },
    });
  });

  it('an empty period has no figures', async () => {
    const client = await reporter();
    expect((await client.get(custom('2025-01-01', '2025-01-03'))).body).toEqual({
      from: '2025-01-01',
      to: '2025-01-03',
      overall: { orders: 0, averageSeconds: null, p90Seconds: null },
      stations: [
        { id: stationIds.bar, name: 'Bar', orders: 0, averageSeconds: null, p90Seconds: null },
        { id: stationIds.grill, name: 'Grill', orders: 0, averageSeconds: null, p90Seconds: null },
        { id: stationIds.pastry, name: 'Pastry', orders: 0, averageSeconds: null, p90Seconds: null },
      ],
      hours: [],
    });
  });
});

describe('past times stay at the station that made them', () => {
  // Runs last: it changes the routing and the stations the tests above read.
  it('moving a category to another station leaves past averages where they were; a deleted station keeps its times', async () => {
    const admin = (await server.signInAs({ role: 'admin' })).client;
    const client = await reporter();
    const stationsOf = async () => (await client.get(custom('2026-11-12', '2026-11-12'))).body.stations as unknown[];
    const bar = { id: stationIds.bar, name: 'Bar', orders: 3, averageSeconds: 220, p90Seconds: 300 };
    const grill = { id: stationIds.grill, name: 'Grill', orders: 4, averageSeconds: 975, p90Seconds: 1200 };

    // The drinks now go to Pastry: the teas made at the bar stay the bar's.
    const moved = await admin.post(UPDATE_STATION(stationIds.pastry), {
      name: 'Pastry',
      slug: 'pastry',
      categoryIds: [menu.drinksCategory],
    });
    expect(moved.status).toBe(200);
    expect(await stationsOf()).toEqual([
      bar,
      grill,
      { id: stationIds.pastry, name: 'Pastry', orders: 0, averageSeconds: null, p90Seconds: null },
    ]);

    // The bar is deleted: its history stays in the report, under the name it had, after today's stations.
    expect((await admin.delete(DELETE_STATION(stationIds.bar))).status).toBe(200);
    expect(await stationsOf()).toEqual([
      grill,
      { id: stationIds.pastry, name: 'Pastry', orders: 0, averageSeconds: null, p90Seconds: null },
      bar,
    ]);
    // A period in which it completed nothing does not list it.
    expect((await client.get(custom('2025-01-01', '2025-01-03'))).body.stations).toEqual([
      { id: stationIds.grill, name: 'Grill', orders: 0, averageSeconds: null, p90Seconds: null },
      { id: stationIds.pastry, name: 'Pastry', orders: 0, averageSeconds: null, p90Seconds: null },
    ]);
  });
});
