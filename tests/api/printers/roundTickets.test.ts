// Kitchen tickets of a sent order's changes, on virtual printers on loopback: a round prints ADD with only the new
// lines on the printers of their stations, a quantity change prints old -> new, a void prints VOID; each once, even
// when the same change is submitted twice with its Idempotency-Key. Both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLine } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { ADD_STATION, type KitchenMenu, createKitchenMenu } from '../helpers/kitchenApi';
import { CREATE_ORDER, expectOrderCreated } from '../helpers/posApi';
import { ADD_PRINTER, QUICK_PRINTING, jobsOfOrder, queueSettled } from '../helpers/printersApi';
import { POS_MESSAGES } from '../../../shared/contract/pos';

const ADD_ITEMS = (orderId: number) => `/api/v1/orders/${orderId}/add-items`;
const QUANTITY = (orderId: number, itemId: number) => `/api/v1/orders/${orderId}/items/${itemId}/quantity`;
const VOID = (orderId: number, itemId: number) => `/api/v1/orders/${orderId}/items/${itemId}/void`;

let server: TestServer;
let menu: KitchenMenu;
let pos: TestClient;
let grill: VirtualPrinter;
let bar: VirtualPrinter;
let keyCounter = 0;

const key = () => ({ headers: { 'idempotency-key': `round-ticket-${(keyCounter += 1)}-${Math.random().toString(36).slice(2)}` } });

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createKitchenMenu(server.db);
  const admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  pos = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Casey Cashier' })).client;
  const grillStation = (await admin.post(ADD_STATION, { name: 'Grill', slug: 'grill', categoryIds: [menu.grillCategory] })).body
    .id as number;
  const barStation = (await admin.post(ADD_STATION, { name: 'Bar', slug: 'bar', categoryIds: [menu.drinksCategory] })).body.id as number;
  grill = await startVirtualPrinter();
  bar = await startVirtualPrinter();
  for (const [name, printer, stationId] of [
    ['Grill', grill, grillStation],
    ['Bar', bar, barStation],
  ] as const) {
    const added = await admin.post(ADD_PRINTER, { name, address: printer.address, role: 'kitchen', stationIds: [stationId] });
    if (added.status !== 200) throw new Error(`adding printer ${name}: ${added.status}`);
  }
});
afterAll(async () => {
  await server?.close();
  await Promise.all([grill?.stop(), bar?.stop()]);
});
beforeEach(async () => {
  await queueSettled(server.db);
  grill.clear();
  bar.clear();
});

const lineIdsOf = async (orderId: number) =>
  (await server.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);

describe('tickets of a sent order changed', () => {
  it('a round prints ADD with only its lines, a raise prints old -> new, a void prints VOID: each once, a double submit too', async () => {
    const placed = expectOrderCreated(
      await pos.post(CREATE_ORDER, { cart: [cartLine(menu.burger), cartLine(menu.tea)], deliveryType: 'takeaway' }, key()),
      POS_MESSAGES.orderCreated,
    );
    const { orderId, tokenNo } = placed;
    await grill.waitForJobs(1);
    await bar.waitForJobs(1);
    grill.clear();
    bar.clear();

    const round = key();
    const body = { cart: [cartLine(menu.fries, { quantity: 2, notes: 'extra salt' })] };
    const [first, second] = await Promise.all([pos.post(ADD_ITEMS(orderId), body, round), pos.post(ADD_ITEMS(orderId), body, round)]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const [addTicket] = await grill.waitForJobs(1);
    expect(addTicket?.text).toContain('ADD');
    expect(addTicket?.text).toContain(`Order #${tokenNo}`);
    expect(addTicket?.text).toMatch(/2 x Fries\n\s+NOTE: extra salt/);
    expect(addTicket?.text).not.toContain('Burger');

    const [, teaId, friesId] = await lineIdsOf(orderId);
    const raise = key();
    await Promise.all([
      pos.post(QUANTITY(orderId, teaId ?? 0), { quantity: 3 }, raise),
      pos.post(QUANTITY(orderId, teaId ?? 0), { quantity: 3 }, raise),
    ]);
    const [quantityTicket] = await bar.waitForJobs(1);
    expect(quantityTicket?.text).toContain('QUANTITY CHANGED');
    expect(quantityTicket?.text).toContain('1 -> 3 x Tea');

    expect((await pos.post(VOID(orderId, friesId ?? 0), { reason: 'Out of oil' }, key())).status).toBe(200);
    const [, voidTicket] = await grill.waitForJobs(2);
    expect(voidTicket?.text).toContain('VOID');
    expect(voidTicket?.text).toContain('2 x Fries');

    await queueSettled(server.db);
    // Sent (grill, bar), ADD (grill), quantity (bar), VOID (grill): one job each, nothing twice.
    const jobs = await jobsOfOrder(server.db, orderId);
    expect(jobs.map((job) => [job.job_key.replace(/:\d{4}-.*$/, ''), job.status])).toEqual([
      [`order:${orderId}:sent`, 'printed'],
      [`order:${orderId}:sent`, 'printed'],
      [`order:${orderId}:add:${friesId}`, 'printed'],
      [`item:${teaId}:quantity:1-3`, 'printed'],
      [`item:${friesId}:void`, 'printed'],
    ]);
    expect(grill.jobs.length + bar.jobs.length).toBe(3);
  });
});
