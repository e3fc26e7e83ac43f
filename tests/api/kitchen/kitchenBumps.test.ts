// Bump and recall: a bump completes the screen's open lines and takes the ticket off that screen (expo:
// every line, every screen, kitchen status Ready); bumping again is a no-op; the screen's bumps of the last 30
// minutes (server clock) can be recalled, a recall is undone by bumping again; every bump and recall is one
// order_update to every station after commit, and refusals emit nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES } from '../../../shared/contract/kitchen';
import type { Permission } from '../../../shared/domain/access/scopes';
import { cartLine } from '../../factories/menu';
import { closeAllOpenOrders, createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestSocket, connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { ADD_STATION, BUMP, type KitchenMenu, RECALL, board, createKitchenMenu, linesOf, ticketOf } from '../helpers/kitchenApi';
import {
  CANCEL,
  COMPLETE,
  KITCHEN_STATUS,
  PUBLIC_DISPLAY,
  expectConflict,
  expectDone,
  expectInvalid,
  expectNotFound,
} from '../helpers/ordersApi';
import { testClock } from '../helpers/salesApi';

const clock = testClock('2026-11-20T18:00:00.000Z');
let server: TestServer;
let menu: KitchenMenu;
let cook: TestClient;
let cashier: TestClient;
let cashierUser: { id: number; name: string };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createKitchenMenu(server.db);
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  const signedIn = await server.signInAs({ scope: ['POS'], name: 'Casey Cashier' });
  cashier = signedIn.client;
  cashierUser = { id: signedIn.user.id, name: signedIn.user.name };
  const admin = (await server.signInAs({ role: 'admin' })).client;
  for (const [name, slug, categoryIds] of [
    ['Grill', 'grill', [menu.grillCategory]],
    ['Bar', 'bar', [menu.drinksCategory]],
  ] as const) {
    const response = await admin.post(ADD_STATION, { name, slug, categoryIds });
    if (response.status !== 200) throw new Error(`adding ${name}: ${response.status} ${response.text}`);
  }
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

/** Moves the server's clock; the staff sign in again (the 15-minute access cookie runs on that clock too). */
async function at(iso: string): Promise<void> {
  clock.at(iso);
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  cashier = (await server.signInAs({ scope: ['POS'] })).client;
}

/** Burger (grill) and a tea (bar), placed at `iso` on the test clock. */
async function burgerAndTea(iso: string) {
  await at(iso);
  return createOrder(server.brigade.ctx, cashierUser, { cart: [cartLine(menu.burger), cartLine(menu.tea)], deliveryType: 'takeaway' });
}

const ids = (view: { tickets: { id: number }[] }) => view.tickets.map((ticket) => ticket.id);
const recallIds = (view: { recall: { order_id: number }[] }) => view.recall.map((ticket) => ticket.order_id);

async function kitchenStatusOf(orderId: number) {
  return (await server.db.selectFrom('orders').select('status_kitchen').where('id', '=', orderId).executeTakeFirstOrThrow()).status_kitchen;
}

async function listen(scope: readonly Permission[]) {
  const { client } = await server.signInAs({ scope });
  const socket = await connectSocket(server.baseUrl, client);
  sockets.push(socket);
  const updates: unknown[] = [];
  socket.on('order_update', (payload) => updates.push(payload));
  return updates;
}

describe('bump', () => {
  it('a station bump completes its lines only and takes the ticket off that screen; the others keep it', async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T18:00:00.000Z');
    expectDone(await cook.post(BUMP(order.orderId), { station: 'grill' }), KITCHEN_MESSAGES.bumped(order.tokenNo), [order.orderId]);
    expect(ids(await board(cook, 'grill'))).toEqual([]);
    const bar = await board(cook, 'bar');
    expect(linesOf(ticketOf(bar, order.orderId))).toEqual(['Burger:other:completed', 'Tea:mine:created']);
    const expo = await board(cook);
    expect(ticketOf(expo, order.orderId)?.stations.map((station) => `${station.name}:${station.is_done}`)).toEqual([
      'Bar:false',
      'Grill:true',
    ]);
    expect(ticketOf(expo, order.orderId)?.is_ready).toBe(false);
    // The same key again (a second press, a stale screen): a no-op success.
    expectDone(await cook.post(BUMP(order.orderId), { station: 'grill' }), KITCHEN_MESSAGES.bumped(order.tokenNo), [order.orderId]);
    // The bar finishes its part: expo shows the ticket ready, the kitchen status untouched.
    expect((await cook.post(BUMP(order.orderId), { station: 'bar' })).status).toBe(200);
    expect(ticketOf(await board(cook), order.orderId)?.is_ready).toBe(true);
    expect(await kitchenStatusOf(order.orderId)).toBe('notstarted');
  });

  it('expo bumps the whole order: every line completed, kitchen status Ready (the board shows it), off every screen', async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T18:05:00.000Z');
    expect((await cook.post(KITCHEN_STATUS(order.orderId), { status: 'inprogress' })).status).toBe(200);
    expectDone(await cook.post(BUMP(order.orderId), { station: 'expo' }), KITCHEN_MESSAGES.bumped(order.tokenNo), [order.orderId]);
    for (const station of [undefined, 'grill', 'bar']) expect(ids(await board(cook, station))).toEqual([]);
    const lines = await server.db
      .selectFrom('order_items')
      .select(['status', 'completed_at'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(lines).toEqual([
      { status: 'completed', completed_at: '2026-11-20T18:05:00.000Z' },
      { status: 'completed', completed_at: '2026-11-20T18:05:00.000Z' },
    ]);
    expect(await kitchenStatusOf(order.orderId)).toBe('ready');
    const { client: display } = await server.signInAs({ scope: ['PUBLIC_DISPLAY'] });
    expect(
      ((await display.get(PUBLIC_DISPLAY)).body as { id: number; status_kitchen: string }[]).find((row) => row.id === order.orderId)
        ?.status_kitchen,
    ).toBe('ready');
  });

  it('refuses a bump or recall that names no screen (400) and changes nothing: expo is asked for by name', async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T18:07:00.000Z');
    for (const body of [{}, { station: null }, { station: '' }, { station: '  ' }]) {
      expectInvalid(await cook.post(BUMP(order.orderId), body), KITCHEN_MESSAGES.screenRequired);
      expectInvalid(await cook.post(RECALL(order.orderId), body), KITCHEN_MESSAGES.screenRequired);
    }
    expect(await kitchenStatusOf(order.orderId)).toBe('notstarted');
    expect(linesOf(ticketOf(await board(cook), order.orderId))).toEqual(['Burger:mine:created', 'Tea:mine:created']);
    // Expo by name (any case), and its board by the same name.
    expectDone(await cook.post(BUMP(order.orderId), { station: 'Expo' }), KITCHEN_MESSAGES.bumped(order.tokenNo), [order.orderId]);
    expect(await kitchenStatusOf(order.orderId)).toBe('ready');
    expect(recallIds(await board(cook, 'expo'))).toEqual([order.orderId]);
    // No prep station can take the name.
    const admin = (await server.signInAs({ role: 'admin' })).client;
    expectInvalid(await admin.post(ADD_STATION, { name: 'Expo', slug: 'expo' }), KITCHEN_MESSAGES.expoSlugReserved);
  });

  it('refuses a closed order (409), a station with nothing on the ticket (409), unknown orders and stations (404), bad input (400)', async () => {
    await closeAllOpenOrders(server.db);
    await at('2026-11-20T18:10:00.000Z');
    const teaOnly = await createOrder(server.brigade.ctx, cashierUser, { cart: [cartLine(menu.tea)] });
    expectConflict(
      await cook.post(BUMP(teaOnly.orderId), { station: 'grill' }),
      KITCHEN_MESSAGES.nothingForStation(teaOnly.tokenNo, 'Grill'),
    );
    expectNotFound(await cook.post(BUMP(teaOnly.orderId), { station: 'pastry' }), KITCHEN_MESSAGES.stationNotFound);
    expectNotFound(await cook.post(BUMP(999_999), { station: 'expo' }), 'Order not found! Please refresh the list.');
    expectNotFound(await cook.post(BUMP('abc'), { station: 'expo' }), 'Order not found! Please refresh the list.');
    expectInvalid(await cook.post(BUMP(teaOnly.orderId), { station: 7 }), KITCHEN_MESSAGES.invalidStation);
    expect((await cashier.post(BUMP(teaOnly.orderId), { station: 'expo' })).status).toBe(403);
    expect((await server.client().post(BUMP(teaOnly.orderId), { station: 'expo' })).status).toBe(401);
    expect((await cashier.post(COMPLETE, { orderIds: [teaOnly.orderId] })).status).toBe(200);
    expectConflict(
      await cook.post(BUMP(teaOnly.orderId), { station: 'bar' }),
      KITCHEN_MESSAGES.closedOrderBump(teaOnly.tokenNo, 'completed'),
    );
    const dropped = await burgerAndTea('2026-11-20T18:11:00.000Z');
    expect((await cashier.post(CANCEL, { orderIds: [dropped.orderId] })).status).toBe(200);
    expectConflict(
      await cook.post(BUMP(dropped.orderId), { station: 'expo' }),
      KITCHEN_MESSAGES.closedOrderBump(dropped.tokenNo, 'cancelled'),
    );
  });
});

describe('recall', () => {
  it('brings back a ticket bumped in the last 30 minutes, newest first; bumping again undoes it', async () => {
    await closeAllOpenOrders(server.db);
    const older = await burgerAndTea('2026-11-20T19:00:00.000Z');
    const newer = await burgerAndTea('2026-11-20T19:01:00.000Z');
    await at('2026-11-20T19:10:00.000Z');
    expect((await cook.post(BUMP(older.orderId), { station: 'grill' })).status).toBe(200);
    await at('2026-11-20T19:12:00.000Z');
    expect((await cook.post(BUMP(newer.orderId), { station: 'grill' })).status).toBe(200);
    expect(recallIds(await board(cook, 'grill'))).toEqual([newer.orderId, older.orderId]);
    expect(recallIds(await board(cook, 'bar'))).toEqual([]);

    await at('2026-11-20T19:39:59.000Z');
    expect(recallIds(await board(cook, 'grill'))).toEqual([newer.orderId, older.orderId]);
    expectDone(await cook.post(RECALL(older.orderId), { station: 'grill' }), KITCHEN_MESSAGES.recalled(older.tokenNo), [older.orderId]);
    const grill = await board(cook, 'grill');
    expect(ids(grill)).toEqual([older.orderId]);
    // Its lines stay completed (the food was made); the ticket is back to be read or bumped.
    expect(linesOf(ticketOf(grill, older.orderId))).toEqual(['Burger:mine:completed', 'Tea:other:created']);
    expect(recallIds(grill)).toEqual([newer.orderId]);
    // Recalling it again is a no-op; bumping it again undoes the recall.
    expectDone(await cook.post(RECALL(older.orderId), { station: 'grill' }), KITCHEN_MESSAGES.recalled(older.tokenNo), [older.orderId]);
    expect((await cook.post(BUMP(older.orderId), { station: 'grill' })).status).toBe(200);
    expect(ids(await board(cook, 'grill'))).toEqual([]);
    expect(recallIds(await board(cook, 'grill'))).toEqual([older.orderId, newer.orderId]);

    // 30 minutes after its bump, the newer one can no longer be recalled.
    await at('2026-11-20T19:42:01.000Z');
    expect(recallIds(await board(cook, 'grill'))).toEqual([older.orderId]);
    expectConflict(await cook.post(RECALL(newer.orderId), { station: 'grill' }), KITCHEN_MESSAGES.recallTooLate(newer.tokenNo));
  });

  it("a station's recall of a ticket expo has sent out brings it back on that station and on expo, un-bumped", async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T19:50:00.000Z');
    expect((await cook.post(KITCHEN_STATUS(order.orderId), { status: 'inprogress' })).status).toBe(200);
    expect((await cook.post(BUMP(order.orderId), { station: 'grill' })).status).toBe(200);
    expect((await cook.post(BUMP(order.orderId), { station: 'expo' })).status).toBe(200);
    for (const station of [undefined, 'grill', 'bar']) expect(ids(await board(cook, station))).toEqual([]);
    expect(recallIds(await board(cook, 'grill'))).toEqual([order.orderId]);

    expectDone(await cook.post(RECALL(order.orderId), { station: 'grill' }), KITCHEN_MESSAGES.recalled(order.tokenNo), [order.orderId]);
    const grill = await board(cook, 'grill');
    expect(ids(grill)).toEqual([order.orderId]);
    expect(linesOf(ticketOf(grill, order.orderId))).toEqual(['Burger:mine:completed', 'Tea:other:completed']);
    expect(recallIds(grill)).toEqual([]);
    const expo = await board(cook);
    expect(ids(expo)).toEqual([order.orderId]);
    expect(recallIds(expo)).toEqual([]);
    // The order is not out of the kitchen any more: the status expo's bump replaced with Ready comes back.
    expect(await kitchenStatusOf(order.orderId)).toBe('inprogress');
    // The bar never bumped it: it sees it again too.
    expect(ids(await board(cook, 'bar'))).toEqual([order.orderId]);
  });

  it('an expo recall brings the ticket back to expo and the stations and restores the kitchen status', async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T20:00:00.000Z');
    expect((await cook.post(KITCHEN_STATUS(order.orderId), { status: 'almostready' })).status).toBe(200);
    expect((await cook.post(BUMP(order.orderId), { station: 'expo' })).status).toBe(200);
    expect(await kitchenStatusOf(order.orderId)).toBe('ready');
    expect(recallIds(await board(cook))).toEqual([order.orderId]);
    expectDone(await cook.post(RECALL(order.orderId), { station: 'expo' }), KITCHEN_MESSAGES.recalled(order.tokenNo), [order.orderId]);
    expect(await kitchenStatusOf(order.orderId)).toBe('almostready');
    for (const station of [undefined, 'grill', 'bar']) expect(ids(await board(cook, station))).toEqual([order.orderId]);
    // A closed order cannot be recalled.
    expect((await cook.post(BUMP(order.orderId), { station: 'expo' })).status).toBe(200);
    expect((await cashier.post(COMPLETE, { orderIds: [order.orderId] })).status).toBe(200);
    expectConflict(
      await cook.post(RECALL(order.orderId), { station: 'expo' }),
      KITCHEN_MESSAGES.closedOrderRecall(order.tokenNo, 'completed'),
    );
    expect(recallIds(await board(cook))).toEqual([]);
  });
});

describe('realtime', () => {
  it('every bump and recall is one order_update to the kitchen, orders and display rooms; no-ops and refusals emit nothing', async () => {
    await closeAllOpenOrders(server.db);
    const order = await burgerAndTea('2026-11-20T21:00:00.000Z');
    const marker = await burgerAndTea('2026-11-20T21:00:00.000Z');
    const [kitchen, orders, display] = await Promise.all([listen(['KITCHEN']), listen(['ORDERS']), listen(['PUBLIC_DISPLAY'])]);
    const steps = [
      () => cook.post(BUMP(order.orderId), { station: 'grill' }),
      () => cook.post(BUMP(order.orderId), { station: 'grill' }), // no-op
      () => cook.post(BUMP(order.orderId), { station: 'pastry' }), // 404
      () => cook.post(RECALL(order.orderId), { station: 'grill' }),
      () => cook.post(RECALL(order.orderId), { station: 'bar' }), // no-op: never bumped there
      () => cook.post(BUMP(order.orderId), { station: 'expo' }),
    ];
    for (const step of steps) await step();
    // Another order's change, after all of them: once each socket has it, everything before it has arrived.
    await cook.post(KITCHEN_STATUS(marker.orderId), { status: 'inprogress' });
    const expected = [...Array.from({ length: 3 }, () => ({ orderIds: [order.orderId] })), { orderIds: [marker.orderId] }];
    for (const updates of [kitchen, orders, display]) {
      await expect.poll(() => updates.at(-1)).toEqual({ orderIds: [marker.orderId] });
      expect(updates).toEqual(expected);
    }
  });
});
