// The Activity page and its CSV list the trail newest first by when things happened, in pages that
// never overlap or skip, even when entry ids are not in time order (a server clock stepped back, or two nodes whose
// clocks differ slightly). Each page and each CSV batch is one index range from where the last one stopped.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '../../../shared/domain/activity';
import { cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { testClock } from '../helpers/salesApi';

const ACTIVITY = '/api/v1/activity';
const ACTIVITY_CSV = '/api/v1/activity/export.csv';

const clock = testClock('2026-11-20T12:00:00.000Z');
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => server?.close());

interface Entry {
  id: number;
  created_at: string;
}

it('newest first by time across pages and in the CSV, even when a later entry has a smaller id', async () => {
  // Failed sign-ins (each with a username of its own, so no throttle waits) are entries at the clock's time.
  const failAt = async (iso: string, times: number) => {
    clock.at(iso);
    for (let attempt = 0; attempt < times; attempt += 1) {
      await server.client().post('/api/v1/auth/signin', { username: `ghost-${iso.slice(11, 13)}-${attempt}`, password: 'wrong' });
    }
  };
  await failAt('2026-11-20T12:00:00.000Z', 3);
  // The clock steps back an hour: these get larger ids but happened earlier.
  await failAt('2026-11-20T11:00:00.000Z', 3);
  await failAt('2026-11-20T13:00:00.000Z', 1);
  clock.at('2026-11-20T14:00:00.000Z');
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);

  const query = 'type=custom&from=2026-11-20&to=2026-11-20&action=auth.sign_in_failed';
  const seen: Entry[] = [];
  let before: number | null = null;
  do {
    const page = await admin.get(`${ACTIVITY}?${query}&limit=2${before === null ? '' : `&before=${before}`}`);
    expect(page.status).toBe(200);
    seen.push(...(page.body.entries as Entry[]));
    before = page.body.nextBefore as number | null;
  } while (before !== null);

  expect(seen.map((entry) => entry.created_at.slice(11, 16))).toEqual(['13:00', '12:00', '12:00', '12:00', '11:00', '11:00', '11:00']);
  expect(new Set(seen.map((entry) => entry.id)).size).toBe(7);
  // Within one instant, the later entry first.
  expect(seen.slice(1, 4).map((entry) => entry.id)).toEqual(
    seen
      .slice(1, 4)
      .map((entry) => entry.id)
      .sort((a, b) => b - a),
  );

  const csv = await admin.get(`${ACTIVITY_CSV}?${query}`);
  const rows = csv.text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
  expect(rows.map((row) => row.split(',')[0])).toEqual(seen.map((entry) => String(entry.id)));

  // A cursor that names no entry is refused, not read as "everything".
  expect(await admin.get(`${ACTIVITY}?${query}&before=987654`)).toMatchObject({
    status: 400,
    body: { message: ACTIVITY_MESSAGES.invalidCursor },
  });
});

it('a person’s filter holds what they did and what they approved, newest first, across pages', async () => {
  clock.at('2026-11-21T09:00:00.000Z');
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  const menu = await createPosMenu(server.db);
  const reason = await admin.post('/api/v1/billing/discount-reasons/add', { title: 'Comp' });
  const manager = await server.createUser({ scope: ['SETTINGS'], name: 'Mo Manager' });
  const { user, password } = await server.createUser({ scope: ['ORDERS'], name: 'Cy Cashier' });
  const order = await createOrder(server.brigade.ctx, { id: user.id, name: user.name }, { cart: [cartLine(menu.tea.id)] });
  for (const [iso, value] of [
    ['2026-11-21T10:00:00.000Z', 50],
    ['2026-11-21T11:00:00.000Z', 60],
  ] as const) {
    clock.at(iso);
    // Signed in at each hour (the access cookie lives 15 minutes on the server's clock).
    const cashier = await server.signIn(user.username, password);
    const given = await cashier.post('/api/v1/billing/discounts', {
      orderId: order.orderId,
      discount: { kind: 'percent', value },
      reasonId: reason.body.id,
      override: { username: manager.user.username, password: manager.password },
    });
    expect(given.status).toBe(200);
  }
  // The manager acts once too: a sign-in at noon.
  clock.at('2026-11-21T12:00:00.000Z');
  await server.signIn(manager.user.username, manager.password);
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);

  const query = `type=custom&from=2026-11-21&to=2026-11-21&userId=${manager.user.id}`;
  const seen: { action: string; created_at: string }[] = [];
  let before: number | null = null;
  do {
    const page = await admin.get(`${ACTIVITY}?${query}&limit=2${before === null ? '' : `&before=${before}`}`);
    seen.push(...(page.body.entries as { action: string; created_at: string }[]));
    before = page.body.nextBefore as number | null;
  } while (before !== null);
  // Each approved discount is two entries (the discount, the override), written in one transaction: override last.
  expect(seen.map((entry) => `${entry.created_at.slice(11, 16)} ${entry.action}`)).toEqual([
    '12:00 auth.signed_in',
    '11:00 manager.override',
    '11:00 discount.given',
    '10:00 manager.override',
    '10:00 discount.given',
  ]);
});
