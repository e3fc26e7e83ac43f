// Table service: the floor plan (areas, placement), each table's status derived from its orders (free → seated →
// ordered → food out → check printed → paid, to clear → free), seating and clearing refused when they would lie, every
// change in the Activity trail and on every POS socket within a second, and moving an order between tables (its
// kitchen ticket follows; a paid check holds it; of two tills moving it at once one wins, the other gets a 409).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR_MESSAGES } from '../../../shared/domain/floor';
import { SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { ordersSubject } from '../../../shared/contract/orders';
import { createStoreTable } from '../../factories/storeTables';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestSocket, connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { KITCHEN, KITCHEN_ITEM, PAY, answer, expectConflict, expectInvalid, findOrder } from '../helpers/ordersApi';
import { CREATE_ORDER } from '../helpers/posApi';

const FLOOR = '/api/v1/floor';
const ADD_AREA = '/api/v1/floor/areas/add';
const AREA = (id: number) => `/api/v1/floor/areas/${id}`;
const PLACE = (id: number) => `/api/v1/floor/tables/${id}/place`;
const SEAT = (id: number) => `/api/v1/floor/tables/${id}/seat`;
const CLEAR = (id: number) => `/api/v1/floor/tables/${id}/clear`;
const MOVE = (orderId: number) => `/api/v1/floor/orders/${orderId}/move`;
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;

let server: TestServer;
let menu: PosMenu;
let manager: TestClient;
let pos: TestClient;
let otherPos: TestClient;
let cook: TestClient;
let posName: string;
const sockets: TestSocket[] = [];
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  manager = (await server.signInAs({ scope: ['SETTINGS', 'REPORTS'] })).client;
  const signedIn = await server.signInAs({ scope: ['POS', 'ORDERS', 'INVOICES'], name: 'Paula Server' });
  pos = signedIn.client;
  posName = signedIn.user.name;
  otherPos = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Otto Other' })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

type FloorTable = {
  id: number;
  title: string;
  status: string;
  guests: number | null;
  total: number;
  serverName: string | null;
  seatedAt: string | null;
  areaId: number | null;
  x: number | null;
  y: number | null;
  shape: string;
  orders: { id: number; tokenNo: number; total: number; isPaid: boolean }[];
};

async function floorTable(id: number): Promise<FloorTable> {
  const response = await pos.get(FLOOR);
  expect(response.status).toBe(200);
  const table = (response.body.tables as FloorTable[]).find((candidate) => candidate.id === id);
  if (!table) throw new Error(`table ${id} not on the floor`);
  return table;
}

async function placeAt(tableId: number, cart = [cartLine(menu.tea.id)], client = pos): Promise<{ orderId: number; tokenNo: number }> {
  const response = await client.post(CREATE_ORDER, { cart, tableId, deliveryType: 'dinein' });
  expect(response.status).toBe(200);
  return response.body;
}

async function itemIds(orderId: number): Promise<number[]> {
  const rows = await server.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

async function activity(action: string): Promise<string[]> {
  const response = await manager.get(`/api/v1/activity?action=${action}`);
  expect(response.status).toBe(200);
  return (response.body.entries as { summary: string }[]).map((entry) => entry.summary);
}

function nextEvent(socket: TestSocket, event: 'floor_update' | 'order_update', timeoutMs = 1000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

const key = () => ({ headers: { 'idempotency-key': `floor-${(keys += 1)}` } });

describe('access and input', () => {
  it('asks for a session, the POS or Settings scopes, and answers bad input with the message', async () => {
    expect((await server.client().get(FLOOR)).status).toBe(401);
    expect((await cook.get(FLOOR)).status).toBe(403);
    expect((await pos.post(ADD_AREA, { name: 'Patio' })).status).toBe(403);
    expectInvalid(await manager.post(ADD_AREA, { name: '  ' }), FLOOR_MESSAGES.areaName);
    expectInvalid(await manager.post(PLACE(menu.tableId), { x: 12, y: 0, shape: 'round' }), FLOOR_MESSAGES.invalidPosition);
    expectInvalid(await manager.post(PLACE(menu.tableId), { x: 1, y: 1, shape: 'star' }), FLOOR_MESSAGES.invalidShape);
    expectInvalid(await pos.post(SEAT(menu.tableId), { guests: 0 }), FLOOR_MESSAGES.invalidGuests);
    expect(answer(await pos.post(SEAT(999_999), { guests: 2 }))).toEqual({
      status: 404,
      body: { message: FLOOR_MESSAGES.tableNotFound, code: 'not_found' },
    });
  });
});

describe('floor plan', () => {
  it('places tables in areas on the grid, one per cell, keeps areas with tables, and records each change', async () => {
    const terrace = await manager.post(ADD_AREA, { name: 'Terrace' });
    expect(terrace.status).toBe(200);
    const areaId = terrace.body.id as number;
    const second = await createStoreTable(server.db, { title: 'T2', floor: 'Ground', seats: 2 });

    expect((await manager.post(PLACE(menu.tableId), { areaId, x: 3, y: 2, shape: 'round' })).status).toBe(200);
    expectConflict(await manager.post(PLACE(second), { areaId, x: 3, y: 2, shape: 'square' }), FLOOR_MESSAGES.cellTaken('T1'));

    const floor = await pos.get(FLOOR);
    expect(floor.body.areas).toContainEqual({ id: areaId, name: 'Terrace' });
    expect(await floorTable(menu.tableId)).toMatchObject({ title: 'T1', areaId, x: 3, y: 2, shape: 'round', status: 'free' });
    // Never placed: on the floor all the same, free, to be laid out by the view.
    expect(await floorTable(second)).toMatchObject({ title: 'T2', x: null, y: null, shape: 'square', status: 'free' });

    expectConflict(await manager.delete(AREA(areaId)), FLOOR_MESSAGES.areaInUse);
    expect(await activity('floor.table_placed')).toContain('Placed T1 at 4,3 in Terrace (round)');
    expect(await activity('floor.area_changed')).toContain('Added area Terrace');
  });
});

describe('table status', () => {
  it('follows the visit: free, seated, ordered, food out, check printed, paid to clear, free', async () => {
    const tableId = await createStoreTable(server.db, { title: 'T10', floor: 'Main', seats: 4 });
    expect((await floorTable(tableId)).status).toBe('free');

    expect((await pos.post(SEAT(tableId), { guests: 4 })).status).toBe(200);
    // Seated, and still not placed on the plan (the floor view lays it out).
    expect(await floorTable(tableId)).toMatchObject({ status: 'seated', guests: 4, serverName: posName, total: 0, x: null, y: null });
    expectConflict(await otherPos.post(SEAT(tableId), { guests: 2 }), FLOOR_MESSAGES.tableTaken('T10'));

    const order = await placeAt(tableId, [
      cartLine(menu.tea.id, { quantity: 2 }),
      cartLine(menu.pizza.id, { variantId: menu.pizza.small }),
    ]);
    // Tea 2 × 2.50 + small pizza 8.00 with 5 % tax 0.40: the order's stored bill.
    expect(await floorTable(tableId)).toMatchObject({ status: 'ordered', guests: 4, total: 13.4 });
    expectConflict(await pos.post(CLEAR(tableId)), FLOOR_MESSAGES.tableHasOrders('T10'));

    for (const itemId of await itemIds(order.orderId))
      expect((await cook.post(KITCHEN_ITEM(itemId), { status: 'completed' })).status).toBe(200);
    expect((await floorTable(tableId)).status).toBe('food_out');

    const split = await pos.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 13.4 });
    expect(split.status).toBe(200);
    expect((await floorTable(tableId)).status).toBe('check_printed');
    for (const check of split.body.bill.checks as { check_id: number; total: number }[]) {
      const paid = await pos.post(
        PAY_CHECK(check.check_id),
        { tenders: [{ paymentTypeId: menu.cashId, amount: check.total }], expectedTotal: check.total },
        key(),
      );
      expect(paid.status).toBe(200);
    }
    expect(await floorTable(tableId)).toMatchObject({ status: 'paid', total: 0 });

    expect((await pos.post(CLEAR(tableId))).status).toBe(200);
    expect(await floorTable(tableId)).toMatchObject({ status: 'free', guests: null, serverName: null, orders: [] });
    expect(await activity('table.seated')).toContain('Seated 4 at T10');
    expect(await activity('table.cleared')).toContain('Cleared T10 (was paid)');
  });

  it('an order placed at a table without seating takes it, with its guests, server and time', async () => {
    const tableId = await createStoreTable(server.db, { title: 'T11', floor: 'Main', seats: 2 });
    const response = await otherPos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)], tableId, deliveryType: 'dinein', guests: 2 });
    expect(response.status).toBe(200);
    const table = await floorTable(tableId);
    expect(table).toMatchObject({ status: 'ordered', guests: 2, serverName: 'Otto Other', total: 2.5 });
    expect(table.seatedAt).not.toBeNull();
    expect(table.orders).toEqual([
      {
        id: response.body.orderId,
        tokenNo: response.body.tokenNo,
        total: 2.5,
        isPaid: false,
        lines: [{ id: expect.any(Number), title: 'Tea', quantity: 1, status: 'created', seat: null, heldCourse: null }],
      },
    ]);
  });
});

describe('realtime', () => {
  it('every POS socket gets floor_update within a second of a committed change; the kitchen gets none, a refused change emits nothing', async () => {
    const tableId = await createStoreTable(server.db, { title: 'T20', floor: 'Main', seats: 2 });
    const tills = await Promise.all([connectSocket(server.baseUrl, pos), connectSocket(server.baseUrl, otherPos)]);
    const kitchen = await connectSocket(server.baseUrl, cook);
    sockets.push(...tills, kitchen);
    const kitchenFloorEvents: unknown[] = [];
    kitchen.on('floor_update', (payload) => kitchenFloorEvents.push(payload));

    const started = Date.now();
    const heard = Promise.all(tills.map((socket) => nextEvent(socket, 'floor_update')));
    expect((await pos.post(SEAT(tableId), { guests: 2 })).status).toBe(200);
    expect(await heard).toEqual([{ tableIds: [tableId] }, { tableIds: [tableId] }]);
    expect(Date.now() - started).toBeLessThan(1000);

    const silence: unknown[] = [];
    tills[1].on('floor_update', (payload) => silence.push(payload));
    expect((await otherPos.post(SEAT(tableId), { guests: 2 })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(silence).toEqual([]);
    expect(kitchenFloorEvents).toEqual([]);
  });
});

describe('moving an order', () => {
  it('moves the order and its party; the kitchen ticket shows the new table, once, and the kitchen hears of it', async () => {
    const from = await createStoreTable(server.db, { title: 'T30', floor: 'Main', seats: 4 });
    const to = await createStoreTable(server.db, { title: 'T31', floor: 'Terrace', seats: 4 });
    await pos.post(SEAT(from), { guests: 3 });
    const order = await placeAt(from);
    const kitchen = await connectSocket(server.baseUrl, cook);
    sockets.push(kitchen);
    const heard = nextEvent(kitchen, 'order_update');

    const moved = await pos.post(MOVE(order.orderId), { fromTableId: from, toTableId: to });
    expect(answer(moved)).toEqual({ status: 200, body: { message: FLOOR_MESSAGES.moved(order.tokenNo, 'T31'), tableIds: [from, to] } });
    expect(await heard).toEqual({ orderIds: [order.orderId] });

    expect(await floorTable(from)).toMatchObject({ status: 'free', guests: null, orders: [] });
    expect(await floorTable(to)).toMatchObject({ status: 'ordered', guests: 3, serverName: posName, total: 2.5 });
    const board = (await cook.get(KITCHEN)).body;
    expect(findOrder(board, order.orderId)).toMatchObject({ table_id: to, table_title: 'T31', floor: 'Terrace' });
    const tickets = (board as { orders: { id: number }[] }[]).flatMap((group) => group.orders).filter((o) => o.id === order.orderId);
    expect(tickets).toHaveLength(1);
    expect(await activity('order.moved')).toContain(`Moved order #${order.tokenNo} from T30 to T31`);
  });

  it('of two tills moving one order at once, one wins and the other gets a 409 saying where it went', async () => {
    const from = await createStoreTable(server.db, { title: 'T40', floor: 'Main', seats: 4 });
    const left = await createStoreTable(server.db, { title: 'T41', floor: 'Main', seats: 4 });
    const right = await createStoreTable(server.db, { title: 'T42', floor: 'Main', seats: 4 });
    const order = await placeAt(from);

    const answers = await Promise.all([
      pos.post(MOVE(order.orderId), { fromTableId: from, toTableId: left }),
      otherPos.post(MOVE(order.orderId), { fromTableId: from, toTableId: right }),
    ]);
    const statuses = answers.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? 'T41' : 'T42';
    const loser = answers.find((response) => response.status === 409)!;
    expect(loser.body.message).toBe(FLOOR_MESSAGES.movedMeanwhile(order.tokenNo, winner));
    const rows = await server.db.selectFrom('orders').select(['table_title']).where('id', '=', order.orderId).execute();
    expect(rows).toEqual([{ table_title: winner }]);
    expect((await activity('order.moved')).filter((summary) => summary.startsWith(`Moved order #${order.tokenNo} `))).toHaveLength(1);
  });

  it('refuses a move that would touch a paid check, and a move of a paid order, with the reason', async () => {
    const from = await createStoreTable(server.db, { title: 'T50', floor: 'Main', seats: 4 });
    const to = await createStoreTable(server.db, { title: 'T51', floor: 'Main', seats: 4 });
    const order = await placeAt(from, [cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await pos.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 5 });
    const [first] = split.body.bill.checks as { check_id: number; total: number }[];
    expect(
      (await pos.post(PAY_CHECK(first!.check_id), { tenders: [{ paymentTypeId: menu.cashId, amount: 2.5 }], expectedTotal: 2.5 }, key()))
        .status,
    ).toBe(200);

    expectConflict(
      await pos.post(MOVE(order.orderId), { fromTableId: from, toTableId: to }),
      SPLIT_MESSAGES.billInProgress(ordersSubject([order.tokenNo])),
    );
    expect((await floorTable(from)).orders.map((o) => o.id)).toEqual([order.orderId]);

    const paidOrder = await placeAt(from);
    const pay = await pos.post(
      PAY,
      { orderIds: [paidOrder.orderId], subTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId },
      key(),
    );
    expect(pay.status).toBe(200);
    const refused = await pos.post(MOVE(paidOrder.orderId), { fromTableId: from, toTableId: to });
    expect(refused.status).toBe(409);
  });
});
