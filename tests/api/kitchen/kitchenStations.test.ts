// Prep stations and routing: the stations (Settings: name, slug, categories and single items), each
// station's board (its lines, the rest of the ticket for context, lines nothing routes on every station), the expo
// board (every line, each station's progress), the all-day counts, routing changes applied to open tickets at
// once, and the amber and red ticket ages as store settings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES } from '../../../shared/contract/kitchen';
import { DEFAULT_KITCHEN_SETTINGS, KITCHEN_RECALL_WINDOW_MINUTES } from '../../../shared/domain/kitchen';
import { cartLine } from '../../factories/menu';
import { closeAllOpenOrders, createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import {
  ADD_STATION,
  DELETE_STATION,
  KITCHEN_SETTINGS,
  type KitchenMenu,
  STATIONS,
  UPDATE_STATION,
  allDayOf,
  board,
  BOARD,
  createKitchenMenu,
  linesOf,
  ticketOf,
} from '../helpers/kitchenApi';
import { KITCHEN_ITEM, answer, expectInvalid, expectNotFound } from '../helpers/ordersApi';

let server: TestServer;
let menu: KitchenMenu;
let admin: TestClient;
let cook: TestClient;
let cashierUser: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createKitchenMenu(server.db);
  admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  const { user } = await server.createUser({ scope: ['POS'], name: 'Casey Cashier' });
  cashierUser = { id: user.id, name: user.name };
});
afterAll(() => server?.close());

const place = (cart: unknown[]) => createOrder(server.brigade.ctx, cashierUser, { cart, deliveryType: 'takeaway' });
const line = (itemId: number, quantity = 1, variantId: number | null = null) => cartLine(itemId, { quantity, variantId });

async function addStation(name: string, slug: string, routing: { categoryIds?: number[]; itemIds?: number[] } = {}): Promise<number> {
  const response = await admin.post(ADD_STATION, { name, slug, ...routing });
  expect(answer(response)).toEqual({ status: 200, body: { message: KITCHEN_MESSAGES.stationAdded, id: expect.any(Number) } });
  return response.body.id as number;
}

async function removeAllStations(): Promise<void> {
  for (const station of (await admin.get(STATIONS)).body as { id: number }[]) {
    expect((await admin.delete(DELETE_STATION(station.id))).status).toBe(200);
  }
}

describe('prep stations (Settings)', () => {
  beforeEach(removeAllStations);

  it('refuses without a session (401), bad input (400), a kitchen or POS user changing them (403); lists them for the kitchen', async () => {
    expect((await server.client().post(ADD_STATION, { name: 'Grill', slug: 'grill' })).status).toBe(401);
    expect((await server.client().get(BOARD())).status).toBe(401);
    expectInvalid(await admin.post(ADD_STATION, { name: '  ', slug: 'grill' }), KITCHEN_MESSAGES.stationNameRequired);
    for (const slug of ['Grill Station', 'grill_1', '-grill', '', 'a'.repeat(41), 7]) {
      expectInvalid(await admin.post(ADD_STATION, { name: 'Grill', slug }), KITCHEN_MESSAGES.stationSlugInvalid);
    }
    expectInvalid(
      await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill', categoryIds: [999_999] }),
      KITCHEN_MESSAGES.categoryNotFound,
    );
    expectInvalid(await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill', itemIds: ['x'] }), KITCHEN_MESSAGES.menuItemNotFound);
    expectInvalid(await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill', itemIds: [999_999] }), KITCHEN_MESSAGES.menuItemNotFound);
    expect((await cook.post(ADD_STATION, { name: 'Grill', slug: 'grill' })).status).toBe(403);
    const { client: cashier } = await server.signInAs({ scope: ['POS'] });
    expect((await cashier.get(STATIONS)).status).toBe(403);
    expect((await cashier.get(BOARD())).status).toBe(403);

    const grill = await addStation(' Grill ', ' GRILL ', { categoryIds: [menu.grillCategory, menu.grillCategory], itemIds: [menu.salad] });
    expect(answer(await cook.get(STATIONS))).toEqual({
      status: 200,
      body: [{ id: grill, name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory], itemIds: [menu.salad] }],
    });
  });

  it('keeps slugs unique (409), moves a category or an item to the station saved last, 404s an unknown station', async () => {
    const grill = await addStation('Grill', 'grill', { categoryIds: [menu.grillCategory], itemIds: [menu.fries] });
    expect(answer(await admin.post(ADD_STATION, { name: 'Grill 2', slug: 'grill' }))).toEqual({
      status: 409,
      body: { message: KITCHEN_MESSAGES.stationSlugTaken, code: 'conflict' },
    });
    const fry = await addStation('Fry', 'fry', { itemIds: [menu.fries] });
    expect(answer(await admin.post(UPDATE_STATION(fry), { name: 'Fryer', slug: 'grill' })).status).toBe(409);
    const bar = await addStation('Bar', 'bar', { categoryIds: [menu.drinksCategory, menu.grillCategory] });
    expect(
      ((await admin.get(STATIONS)).body as { name: string; categoryIds: number[]; itemIds: number[] }[]).map((s) => [
        s.name,
        s.categoryIds,
        s.itemIds,
      ]),
    ).toEqual([
      ['Bar', [menu.grillCategory, menu.drinksCategory].sort((a, b) => a - b), []],
      ['Fry', [], [menu.fries]],
      ['Grill', [], []],
    ]);
    // Renaming keeps the id; the routing is replaced by what is sent.
    expect(
      answer(await admin.post(UPDATE_STATION(grill), { name: 'Charcoal Grill', slug: 'charcoal', categoryIds: [menu.grillCategory] })),
    ).toEqual({
      status: 200,
      body: { message: KITCHEN_MESSAGES.stationUpdated, id: grill },
    });
    expect(
      ((await admin.get(STATIONS)).body as { id: number; slug: string; categoryIds: number[] }[]).find((s) => s.id === bar)?.categoryIds,
    ).toEqual([menu.drinksCategory]);
    expectNotFound(await admin.post(UPDATE_STATION(999_999), { name: 'X', slug: 'x' }), KITCHEN_MESSAGES.stationNotFound);
    expectNotFound(await admin.post(UPDATE_STATION('abc'), { name: 'X', slug: 'x' }), KITCHEN_MESSAGES.stationNotFound);
    expectNotFound(await admin.delete(DELETE_STATION(999_999)), KITCHEN_MESSAGES.stationNotFound);
    expect(answer(await admin.delete(DELETE_STATION(fry)))).toEqual({ status: 200, body: { message: KITCHEN_MESSAGES.stationDeleted } });
  });
});

describe('GET /kitchen/board: a station sees its lines, the rest greyed; expo sees all', () => {
  let grill: number;
  let fry: number;
  let bar: number;

  beforeAll(async () => {
    await removeAllStations();
    await closeAllOpenOrders(server.db);
    grill = await addStation('Grill', 'grill', { categoryIds: [menu.grillCategory] });
    fry = await addStation('Fry', 'fry', { itemIds: [menu.fries] });
    bar = await addStation('Bar', 'bar', { categoryIds: [menu.drinksCategory] });
  });

  it('routes by single item first, then category; a line nothing routes shows on every station', async () => {
    await closeAllOpenOrders(server.db);
    const mixed = await place([line(menu.burger, 2), line(menu.fries), line(menu.tea)]);
    const drinks = await place([line(menu.tea, 3), line(menu.beer)]);
    const salad = await place([line(menu.salad)]);

    const grillView = await board(cook, 'grill');
    expect(grillView.station).toEqual({ id: grill, name: 'Grill', slug: 'grill' });
    expect(grillView.tickets.map((ticket) => ticket.id)).toEqual([mixed.orderId, salad.orderId]);
    expect(linesOf(ticketOf(grillView, mixed.orderId))).toEqual(['Burger:mine:created', 'Fries:other:created', 'Tea:other:created']);
    expect(linesOf(ticketOf(grillView, salad.orderId))).toEqual(['Salad:mine:created']);
    expect(allDayOf(grillView)).toEqual(['2 Burger', '1 Salad']);

    const barView = await board(cook, 'BAR');
    expect(barView.tickets.map((ticket) => ticket.id)).toEqual([mixed.orderId, drinks.orderId, salad.orderId]);
    expect(allDayOf(barView)).toEqual(['4 Tea', '1 Beer', '1 Salad']);
    expect(allDayOf(await board(cook, 'fry'))).toEqual(['1 Fries', '1 Salad']);

    const expo = await board(cook);
    expect(expo.station).toBeNull();
    expect(expo.stations.map((station) => station.slug)).toEqual(['bar', 'fry', 'grill']);
    expect(expo.tickets.map((ticket) => ticket.id)).toEqual([mixed.orderId, drinks.orderId, salad.orderId]);
    expect(linesOf(ticketOf(expo, mixed.orderId))).toEqual(['Burger:mine:created', 'Fries:mine:created', 'Tea:mine:created']);
    expect(ticketOf(expo, mixed.orderId)?.stations).toEqual([
      { id: bar, name: 'Bar', is_done: false },
      { id: fry, name: 'Fry', is_done: false },
      { id: grill, name: 'Grill', is_done: false },
    ]);
    expect(ticketOf(expo, salad.orderId)?.stations).toEqual([]);
    expect(allDayOf(expo)).toEqual(['4 Tea', '2 Burger', '1 Beer', '1 Fries', '1 Salad']);
    expect(Date.parse((await cook.get(BOARD('grill'))).headers.get('x-server-time') ?? '')).not.toBeNaN();
  });

  it('all-day counts items and variants not completed yet across the station’s open tickets, live', async () => {
    await closeAllOpenOrders(server.db);
    const first = await place([line(menu.steak.id, 1, menu.steak.rare), line(menu.burger)]);
    await place([line(menu.steak.id, 2, menu.steak.rare), line(menu.steak.id, 1, menu.steak.medium), line(menu.tea)]);
    expect(allDayOf(await board(cook, 'grill'))).toEqual(['3 Steak Rare', '1 Burger', '1 Steak Medium']);

    const [rare, burger] = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', first.orderId)
      .orderBy('id')
      .execute();
    // Being made still counts; completed no longer does.
    expect((await cook.post(KITCHEN_ITEM(rare?.id ?? 0), { status: 'preparing' })).status).toBe(200);
    expect(allDayOf(await board(cook, 'grill'))).toEqual(['3 Steak Rare', '1 Burger', '1 Steak Medium']);
    expect((await cook.post(KITCHEN_ITEM(rare?.id ?? 0), { status: 'completed' })).status).toBe(200);
    expect((await cook.post(KITCHEN_ITEM(burger?.id ?? 0), { status: 'completed' })).status).toBe(200);
    const grillView = await board(cook, 'grill');
    expect(allDayOf(grillView)).toEqual(['2 Steak Rare', '1 Steak Medium']);
    // The first ticket's grill part is done: ready on the grill's screen and on expo's chip.
    expect(ticketOf(grillView, first.orderId)?.is_ready).toBe(true);
    expect(ticketOf(await board(cook), first.orderId)?.stations).toEqual([{ id: grill, name: 'Grill', is_done: true }]);
  });

  it('a routing change applies to the open tickets at once; a deleted station’s lines show on every station', async () => {
    await closeAllOpenOrders(server.db);
    const order = await place([line(menu.burger), line(menu.fries)]);
    expect(linesOf(ticketOf(await board(cook, 'grill'), order.orderId))).toEqual(['Burger:mine:created', 'Fries:other:created']);
    // Fries moves to the grill as a single item (leaving Fry), then the fryer is gone.
    expect(
      (await admin.post(UPDATE_STATION(grill), { name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory], itemIds: [menu.fries] }))
        .status,
    ).toBe(200);
    expect(linesOf(ticketOf(await board(cook, 'grill'), order.orderId))).toEqual(['Burger:mine:created', 'Fries:mine:created']);
    expect((await board(cook, 'fry')).tickets).toEqual([]);
    // Back to Fry, then Fry deleted: Fries falls back to its category's station (Grill).
    expect((await admin.post(UPDATE_STATION(fry), { name: 'Fry', slug: 'fry', itemIds: [menu.fries] })).status).toBe(200);
    expect((await admin.post(UPDATE_STATION(grill), { name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory] })).status).toBe(200);
    expect((await admin.delete(DELETE_STATION(fry))).status).toBe(200);
    expectNotFound(await cook.get(BOARD('fry')), KITCHEN_MESSAGES.stationNotFound);
    expect(linesOf(ticketOf(await board(cook, 'grill'), order.orderId))).toEqual(['Burger:mine:created', 'Fries:mine:created']);
    // The grill stops cooking its category: both lines are routed nowhere and show on every station (the bar too).
    expect((await admin.post(UPDATE_STATION(grill), { name: 'Grill', slug: 'grill' })).status).toBe(200);
    expect(linesOf(ticketOf(await board(cook, 'bar'), order.orderId))).toEqual(['Burger:mine:created', 'Fries:mine:created']);
    expect(allDayOf(await board(cook, 'bar'))).toEqual(['1 Burger', '1 Fries']);
    expect((await admin.post(UPDATE_STATION(grill), { name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory] })).status).toBe(200);
    fry = await addStation('Fry', 'fry', { itemIds: [menu.fries] });
  });

  it('answers 404 for an unknown station and 403 to a user without the kitchen scopes', async () => {
    expectNotFound(await cook.get(BOARD('pastry')), KITCHEN_MESSAGES.stationNotFound);
    expectNotFound(await cook.get(BOARD('x'.repeat(60))), KITCHEN_MESSAGES.stationNotFound);
    const { client: display } = await server.signInAs({ scope: ['KITCHEN_DISPLAY'] });
    expect((await display.get(BOARD('bar'))).status).toBe(200);
    const { client: reports } = await server.signInAs({ scope: ['REPORTS'] });
    expect((await reports.get(BOARD('bar'))).status).toBe(403);
  });
});

describe('kitchen settings: the amber and red ticket ages', () => {
  it('start at 10 and 20 minutes, are validated, saved by SETTINGS only and carried by every board', async () => {
    expect(answer(await cook.get(KITCHEN_SETTINGS))).toEqual({
      status: 200,
      body: { ...DEFAULT_KITCHEN_SETTINGS, recallMinutes: KITCHEN_RECALL_WINDOW_MINUTES },
    });
    expect((await server.client().post(KITCHEN_SETTINGS, { warnMinutes: 5, lateMinutes: 9 })).status).toBe(401);
    expectInvalid(await admin.post(KITCHEN_SETTINGS, { warnMinutes: 0, lateMinutes: 9 }), KITCHEN_MESSAGES.warnMinutesInvalid);
    expectInvalid(await admin.post(KITCHEN_SETTINGS, { warnMinutes: 2.5, lateMinutes: 9 }), KITCHEN_MESSAGES.warnMinutesInvalid);
    expectInvalid(await admin.post(KITCHEN_SETTINGS, { warnMinutes: 5, lateMinutes: 241 }), KITCHEN_MESSAGES.lateMinutesInvalid);
    expectInvalid(await admin.post(KITCHEN_SETTINGS, { warnMinutes: 9, lateMinutes: 9 }), KITCHEN_MESSAGES.lateBeforeWarn);
    expect((await cook.post(KITCHEN_SETTINGS, { warnMinutes: 5, lateMinutes: 9 })).status).toBe(403);
    expect(answer(await admin.post(KITCHEN_SETTINGS, { warnMinutes: '8', lateMinutes: 15 }))).toEqual({
      status: 200,
      body: { message: KITCHEN_MESSAGES.settingsUpdated },
    });
    expect((await board(cook)).settings).toEqual({ warnMinutes: 8, lateMinutes: 15, recallMinutes: KITCHEN_RECALL_WINDOW_MINUTES });
    expect((await admin.get(KITCHEN_SETTINGS)).body).toEqual({
      warnMinutes: 8,
      lateMinutes: 15,
      recallMinutes: KITCHEN_RECALL_WINDOW_MINUTES,
    });
  });
});
