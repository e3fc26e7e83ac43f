// Counts reset at the business day's start: off by default; turned on, the first stock read (or a node's timer) past
// the drawers' cutoff clears the counts and lifts the 86es as the store chose, once per business day however many
// callers ask at once, with one Activity entry; switching it on never resets the day it is switched on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockDto } from '../../../shared/contract/stock';
import { createMenuItem } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';

const STOCK = '/api/v1/stock';
const SETTINGS = `${STOCK}/settings`;

let server: TestServer;
let clock = new Date('2026-11-27T15:00:00Z');
let kitchen: TestClient;
let manager: TestClient;

/** Moves the clock; sessions signed in a day earlier have expired, so the staff sign in again. */
async function setClock(iso: string) {
  clock = new Date(iso);
  kitchen = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  manager = (await server.signInAs({ scope: ['SETTINGS'] })).client;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await setClock(clock.toISOString());
  // The day turns at 04:00 in UTC: a late night belongs to the evening before.
  await server.db.updateTable('store_settings').set({ time_zone: 'UTC' }).execute();
  await server.db.updateTable('drawer_settings').set({ day_cutoff_minutes: 240 }).execute();
});
afterAll(() => server?.close());

const stockOf = async (id: number): Promise<StockDto | undefined> =>
  ((await kitchen.get(STOCK)).body.stock as StockDto[]).find((row) => row.kind === 'item' && row.id === id);
const resets = () =>
  server.db.selectFrom('audit_entries').select(['summary', 'actor_name']).where('action', '=', 'stock.day_reset').orderBy('id').execute();

async function stockedItems(prefix: string) {
  const counted = await createMenuItem(server.db, { title: `${prefix} counted fish` });
  const sold = await createMenuItem(server.db, { title: `${prefix} sold-out pie` });
  const out = await createMenuItem(server.db, { title: `${prefix} 86'd soup` });
  await kitchen.post(`${STOCK}/items/${counted.id}`, { isOut: false, count: 6, lowLevel: 2 });
  await kitchen.post(`${STOCK}/items/${sold.id}`, { isOut: false, count: 0 });
  await kitchen.post(`${STOCK}/items/${out.id}`, { isOut: true });
  return { counted: counted.id, sold: sold.id, out: out.id };
}

describe('counts reset at the business day’s start', () => {
  it('is off by default: the next day keeps every count and 86; only SETTINGS reads or sets it, with a 400 for bad input', async () => {
    expect(await manager.get(SETTINGS)).toMatchObject({
      status: 200,
      body: { resetCounts: false, liftOuts: false, dayCutoff: '04:00', lastResetDate: null },
    });
    expect((await kitchen.get(SETTINGS)).status).toBe(403);
    expect((await kitchen.post(SETTINGS, { resetCounts: true, liftOuts: true })).status).toBe(403);
    expect(await manager.post(SETTINGS, { resetCounts: 'yes', liftOuts: true })).toMatchObject({
      status: 400,
      body: { message: 'resetCounts must be true or false!' },
    });
    const items = await stockedItems('Off');
    await setClock('2026-11-28T05:00:00Z');
    expect(await stockOf(items.counted)).toMatchObject({ count: 6 });
    expect(await stockOf(items.out)).toMatchObject({ is_out: true });
    expect(await resets()).toEqual([]);
  });

  it('clears counts only: a count of 0 goes back on, a hand-made 86 stays; not before the cutoff, once per day', async () => {
    await setClock('2026-11-28T15:00:00Z');
    const answer = await manager.post(SETTINGS, { resetCounts: true, liftOuts: false });
    // Switched on in the afternoon: today counts as reset, so the counts the kitchen set this morning stay.
    expect(answer.body).toMatchObject({ resetCounts: true, liftOuts: false, lastResetDate: '2026-11-28' });
    const items = await stockedItems('Counts');
    expect(await stockOf(items.counted)).toMatchObject({ count: 6 });

    // 02:00 the next night is still the 28th's business day (cutoff 04:00).
    await setClock('2026-11-29T02:00:00Z');
    expect(await stockOf(items.counted)).toMatchObject({ count: 6 });
    expect(await resets()).toEqual([]);

    await setClock('2026-11-29T04:00:00Z');
    expect(await stockOf(items.counted)).toBeUndefined();
    expect(await stockOf(items.sold)).toBeUndefined();
    expect(await stockOf(items.out)).toMatchObject({ is_out: true, count: null });
    const trail = await resets();
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor_name: 'Business day start' });
    expect(trail[0]?.summary).toMatch(/^Business day 2026-11-29: counts cleared \(\d+ rows\)$/);
    // A count set after the reset stays for the rest of the day.
    await kitchen.post(`${STOCK}/items/${items.counted}`, { isOut: false, count: 3 });
    await setClock('2026-11-29T23:00:00Z');
    expect(await stockOf(items.counted)).toMatchObject({ count: 3 });
    expect(await resets()).toHaveLength(1);
  });

  it('with 86es lifted too, ten stations reading at once past the cutoff reset the day exactly once, and the tills are told', async () => {
    await manager.post(SETTINGS, { resetCounts: true, liftOuts: true });
    const items = await stockedItems('Both');
    await setClock('2026-11-30T04:30:00Z');
    const readers = await Promise.all(Array.from({ length: 4 }, async () => (await server.signInAs({ scope: ['POS'] })).client));
    const socket = await connectSocket(server.baseUrl, readers[0] as TestClient);
    const told = new Promise<{ entries: { kind: string; id: number }[] }>((resolve) => socket.once('stock_changed', resolve));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => (readers[index % readers.length] as TestClient).get(STOCK)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers) {
      const ids = (answer.body.stock as StockDto[]).map((row) => row.id);
      expect(ids).not.toContain(items.counted);
      expect(ids).not.toContain(items.out);
    }
    const entries = (await told).entries;
    socket.close();
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'item', id: items.counted },
        { kind: 'item', id: items.out },
      ]),
    );
    const trail = await resets();
    expect(trail).toHaveLength(2);
    expect(trail[1]?.summary).toMatch(/^Business day 2026-11-30: counts cleared, 86es lifted/);
    expect((await manager.get(SETTINGS)).body).toMatchObject({ resetCounts: true, liftOuts: true, lastResetDate: '2026-11-30' });
  });
});
