// Courses: the first course present goes with Send, later ones are held (greyed on the kitchen, out of its all-day
// counts and timing, left alone by a bump); Fire sends a course once however many tills ask (one order_update, one
// printed fire ticket), the kitchen shows the cue and times the course from its fire; auto-fire fires the next
// course N minutes after the previous one's bump, once, from the rows (an injected clock stands in for the minutes;
// it moves a few minutes in all, well inside a session's access token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_SERVICE_MESSAGES } from '../../../shared/domain/tableService';
import { autoFireCourses } from '../../../server/floor/autoFireCourses';
import { createStoreTable } from '../../factories/storeTables';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { expectConflict, expectInvalid } from '../helpers/ordersApi';
import { CREATE_ORDER } from '../helpers/posApi';
import { ADD_PRINTER, QUICK_PRINTING, jobsOfOrder } from '../helpers/printersApi';

const TABLE_SERVICE = '/api/v1/floor/table-service';
const FIRE = (orderId: number) => `/api/v1/floor/orders/${orderId}/fire`;
const BOARD = '/api/v1/kitchen/board?station=expo';
const BUMP = (orderId: number) => `/api/v1/kitchen/orders/${orderId}/bump`;

let server: TestServer;
let menu: PosMenu;
let till: TestClient;
let otherTill: TestClient;
let manager: TestClient;
let cook: TestClient;
let printer: VirtualPrinter;
let clock = new Date('2026-11-27T18:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING }, now: () => clock });
  menu = await createPosMenu(server.db);
  till = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Tess Till' })).client;
  otherTill = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Otto Other' })).client;
  manager = (await server.signInAs({ scope: ['SETTINGS', 'ORDERS'], name: 'Mona Manager' })).client;
  cook = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  printer = await startVirtualPrinter();
  const coursed = await manager.post(TABLE_SERVICE, {
    seatNumbers: 'off',
    courses: ['Starters', 'Mains', 'Desserts'],
    autoFireMinutes: null,
  });
  if (coursed.status !== 200) throw new Error(`turning courses on answered ${coursed.status}`);
  const added = await manager.post(ADD_PRINTER, { name: 'Pass', address: printer.address, role: 'kitchen', stationIds: [] });
  if (added.status !== 200) throw new Error(`adding the printer answered ${added.status}`);
});
afterAll(async () => {
  await server?.close();
  await printer?.stop();
});

const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

async function placeCoursed(title: string): Promise<{ orderId: number; tokenNo: number }> {
  const table = await createStoreTable(server.db, { title, floor: 'Main', seats: 4 });
  const placed = await till.post(CREATE_ORDER, {
    cart: [
      { ...cartLine(menu.tea.id), course: 'Starters' },
      { ...cartLine(menu.burger.id, { quantity: 2 }), course: 'Mains' },
      cartLine(menu.tea.id, { quantity: 3 }),
    ],
    tableId: table,
    deliveryType: 'dinein',
    guests: 2,
  });
  expect(placed.status).toBe(200);
  return placed.body;
}

interface BoardTicket {
  id: number;
  fire: { course: string; at: string } | null;
  items: { item_title: string; course: string | null; course_fired_at: string | null; status: string }[];
}

async function boardTicket(orderId: number): Promise<BoardTicket | undefined> {
  const board = (await cook.get(BOARD)).body as { tickets: BoardTicket[]; allDay: { item_title: string; quantity: number }[] };
  return board.tickets.find((ticket) => ticket.id === orderId);
}

async function allDay(): Promise<Record<string, number>> {
  const board = (await cook.get(BOARD)).body as { allDay: { item_title: string; quantity: number }[] };
  return Object.fromEntries(board.allDay.map((count) => [count.item_title, count.quantity]));
}

describe('held courses and Fire', () => {
  it('sends the first course, holds the next (out of the all-day counts, not completed by a bump)', async () => {
    const { orderId } = await placeCoursed('C1');
    const ticket = await boardTicket(orderId);
    expect(ticket?.items.map((item) => [item.item_title, item.course, item.course_fired_at !== null])).toEqual([
      ['Tea', 'Starters', true],
      ['Burger', 'Mains', false],
      ['Tea', null, false],
    ]);
    expect(ticket?.fire).toBeNull();
    expect((await allDay()).Burger).toBeUndefined();
    // The sent ticket printed the starters and the coursed-less line, not the held burgers.
    const [sent] = await jobsOfOrder(server.db, orderId);
    expect(JSON.parse(sent!.document).lines.map((line: { title: string }) => line.title)).toEqual(['Tea', 'Tea']);

    expect((await cook.post(BUMP(orderId), { station: 'expo' })).status).toBe(200);
    const statuses = await server.db
      .selectFrom('order_items')
      .select(['course', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(statuses.map((line) => line.status)).toEqual(['completed', 'created', 'completed']);
  });

  it('two tills firing at once fire once: one emit, one printed fire ticket; the kitchen shows the cue and times from the fire', async () => {
    const { orderId } = await placeCoursed('C2');
    expect((await cook.post(BUMP(orderId), { station: 'expo' })).status).toBe(200);
    minutesLater(1);
    const kitchen = await connectSocket(server.baseUrl, cook);
    const heard: number[][] = [];
    kitchen.on('order_update', (payload) => heard.push(payload.orderIds));

    const answers = await Promise.all([
      till.post(FIRE(orderId), { course: 'Mains' }),
      otherTill.post(FIRE(orderId), { course: 'Mains' }),
      till.post(FIRE(orderId), { course: 'Mains' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.body.isFired === true)).toEqual([
      expect.objectContaining({ body: { message: TABLE_SERVICE_MESSAGES.courseFired('Mains'), isFired: true } }),
    ]);
    expect(answers.filter((answer) => answer.body.isFired === false).map((answer) => answer.body.message)).toEqual([
      TABLE_SERVICE_MESSAGES.courseAlreadyFired('Mains'),
      TABLE_SERVICE_MESSAGES.courseAlreadyFired('Mains'),
    ]);

    // A later change of another order marks the end: every emit of the fire arrived before it.
    const sentinel = new Promise<void>((resolve) => kitchen.once('new_order', () => resolve()));
    await placeCoursed('C2b');
    await sentinel;
    kitchen.close();
    expect(heard.filter((ids) => ids.includes(orderId))).toHaveLength(1);

    const fires = (await jobsOfOrder(server.db, orderId)).filter((job) => job.job_key.startsWith('fire:'));
    expect(fires).toHaveLength(1);
    const document = JSON.parse(fires[0]!.document);
    expect([document.change, document.course, document.lines.map((line: { title: string }) => line.title)]).toEqual([
      'fire',
      'Mains',
      ['Burger'],
    ]);

    const ticket = await boardTicket(orderId);
    expect(ticket?.fire).toEqual({ course: 'Mains', at: clock.toISOString() });
    expect((await allDay()).Burger).toBeGreaterThanOrEqual(2);
    const entries = await server.db.selectFrom('audit_entries').select('summary').where('action', '=', 'course.fired').execute();
    expect(entries.filter((entry) => entry.summary.includes('Mains'))).toHaveLength(1);
  });

  it('refuses a course the order does not have (409) and one that is not a store course on a line (400, naming the line)', async () => {
    const { orderId } = await placeCoursed('C3');
    expectConflict(await till.post(FIRE(orderId), { course: 'Desserts' }), TABLE_SERVICE_MESSAGES.courseNotOnOrder('Desserts'));
    const table = await createStoreTable(server.db, { title: 'C3b', floor: 'Main', seats: 4 });
    expectInvalid(
      await till.post(CREATE_ORDER, {
        cart: [{ ...cartLine(menu.tea.id), course: 'Soup' }],
        tableId: table,
        deliveryType: 'dinein',
        guests: 1,
      }),
      TABLE_SERVICE_MESSAGES.unknownCourse(1, 'Tea', 'Soup'),
    );
    expect((await server.client().post(FIRE(orderId), { course: 'Mains' })).status).toBe(401);
    expect((await cook.post(FIRE(orderId), { course: 'Mains' })).status).toBe(403);
  });

  it('a round added to a sent order fires the courses the kitchen already has and holds the later ones', async () => {
    const { orderId } = await placeCoursed('C4');
    const added = await till.post(`/api/v1/orders/${orderId}/add-items`, {
      cart: [
        { ...cartLine(menu.tea.id), course: 'Starters' },
        { ...cartLine(menu.burger.id), course: 'Desserts' },
      ],
    });
    expect(added.status).toBe(200);
    const ticket = await boardTicket(orderId);
    expect(ticket?.items.map((item) => [item.item_title, item.course, item.course_fired_at !== null])).toEqual([
      ['Tea', 'Starters', true],
      ['Burger', 'Mains', false],
      ['Tea', null, false],
      ['Tea', 'Starters', true],
      ['Burger', 'Desserts', false],
    ]);
    // The ADD ticket carries the starter alone; the dessert prints when it is fired.
    const adds = (await jobsOfOrder(server.db, orderId)).filter((job) => JSON.parse(job.document).change === 'add');
    expect(adds.map((job) => JSON.parse(job.document).lines.map((line: { title: string }) => line.title))).toEqual([['Tea']]);
  });

  it('a round with courses on an order that had none starts its first course and holds the rest', async () => {
    const table = await createStoreTable(server.db, { title: 'C5', floor: 'Main', seats: 4 });
    const placed = await till.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)], tableId: table, deliveryType: 'dinein', guests: 2 });
    expect(placed.status).toBe(200);
    const { orderId } = placed.body as { orderId: number };
    const added = await till.post(`/api/v1/orders/${orderId}/add-items`, {
      cart: [
        { ...cartLine(menu.burger.id), course: 'Desserts' },
        { ...cartLine(menu.burger.id), course: 'Mains' },
      ],
    });
    expect(added.status).toBe(200);
    const ticket = await boardTicket(orderId);
    expect(ticket?.items.map((item) => [item.course, item.course_fired_at !== null])).toEqual([
      [null, false],
      ['Desserts', false],
      ['Mains', true],
    ]);
    expectConflict(await till.post(FIRE(orderId), { course: 'Starters' }), TABLE_SERVICE_MESSAGES.courseNotOnOrder('Starters'));
    expect((await till.post(FIRE(orderId), { course: 'Desserts' })).body.isFired).toBe(true);
  });
});

describe('auto-fire', () => {
  it('fires the next course N minutes after the previous course was bumped, once, whichever node checks', async () => {
    const saved = await manager.post(TABLE_SERVICE, { seatNumbers: 'off', courses: ['Starters', 'Mains', 'Desserts'], autoFireMinutes: 1 });
    expect(saved.status).toBe(200);
    // The earlier tests' bumped orders are due by now: fired first, so the rounds below count this order alone.
    minutesLater(2);
    await autoFireCourses(server.brigade.ctx);
    const { orderId } = await placeCoursed('A1');
    const mainsFiredAt = async () =>
      (
        await server.db
          .selectFrom('order_items')
          .select('course_fired_at')
          .where('order_id', '=', orderId)
          .where('course', '=', 'Mains')
          .executeTakeFirstOrThrow()
      ).course_fired_at;
    minutesLater(2);
    // Starters not bumped yet: nothing is due, however long it has been.
    expect(await autoFireCourses(server.brigade.ctx)).toBe(0);
    expect(await mainsFiredAt()).toBeNull();
    expect((await cook.post(BUMP(orderId), { station: 'expo' })).status).toBe(200);
    minutesLater(0.5);
    expect(await autoFireCourses(server.brigade.ctx)).toBe(0);
    expect(await mainsFiredAt()).toBeNull();
    minutesLater(0.6);
    // Two nodes' rounds at once: one fires.
    const rounds = await Promise.all([autoFireCourses(server.brigade.ctx), autoFireCourses(server.brigade.ctx)]);
    expect(rounds.reduce((sum, fired) => sum + fired, 0)).toBe(1);
    expect(await mainsFiredAt()).toBe(clock.toISOString());
    expect((await jobsOfOrder(server.db, orderId)).filter((job) => job.job_key.startsWith('fire:'))).toHaveLength(1);
    expect(await autoFireCourses(server.brigade.ctx)).toBe(0);
    await manager.post(TABLE_SERVICE, { seatNumbers: 'off', courses: ['Starters', 'Mains', 'Desserts'], autoFireMinutes: null });
  });
});
