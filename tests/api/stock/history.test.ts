// The 86 history (Reports): who 86ed, lifted or counted which item or choice in a period, newest first, read from the
// Activity trail; only REPORTS reads it, and a bad period is a 400 in the reports' words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { createMenuItem } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';

const HISTORY = '/api/v1/stock/history';

let server: TestServer;
let clock = new Date('2026-11-27T12:00:00Z');
let kitchen: TestClient;
let reports: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await server.db.updateTable('store_settings').set({ time_zone: 'UTC' }).execute();
  kitchen = (await server.signInAs({ scope: ['KITCHEN'], name: 'Remy Chef' })).client;
  reports = (await server.signInAs({ scope: ['REPORTS'] })).client;
});
afterAll(() => server?.close());

describe('86 history', () => {
  it('needs REPORTS; a bad period is a 400', async () => {
    expect((await kitchen.get(HISTORY)).status).toBe(403);
    expect(await reports.get(`${HISTORY}?type=sometime`)).toMatchObject({
      status: 400,
      body: { message: REPORT_MESSAGES.invalidDateFilter },
    });
  });

  it('lists the period’s 86es, lifts and counts, newest first, with who and the item’s name; another day is empty', async () => {
    const item = await createMenuItem(server.db, { title: 'History Halibut' });
    await kitchen.post(`/api/v1/stock/items/${item.id}`, { isOut: true });
    clock = new Date('2026-11-27T12:05:00Z');
    await kitchen.post(`/api/v1/stock/items/${item.id}`, { isOut: false, count: 8, lowLevel: 2 });
    clock = new Date('2026-11-27T12:10:00Z');
    await kitchen.post(`/api/v1/stock/items/${item.id}`, { isOut: false, count: 3, lowLevel: 2 });

    const answer = await reports.get(HISTORY);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: '2026-11-27', to: '2026-11-27', isTruncated: false });
    const mine = answer.body.entries.filter((entry: { name: string }) => entry.name === 'History Halibut');
    expect(mine.map((entry: Record<string, unknown>) => [entry.at, entry.actor, entry.kind, entry.change, entry.count])).toEqual([
      ['2026-11-27T12:10:00.000Z', 'Remy Chef', 'item', 'counted', 3],
      ['2026-11-27T12:05:00.000Z', 'Remy Chef', 'item', 'back_on', 8],
      ['2026-11-27T12:00:00.000Z', 'Remy Chef', 'item', 'out', null],
    ]);

    expect((await reports.get(`${HISTORY}?type=custom&from=2026-11-26&to=2026-11-26`)).body.entries).toEqual([]);
  });
});
