// Audit trail: entries written in the same transaction as what they record (sign-ins, user and scope
// changes, price changes, reprints; the billing entries are tested with billing), append-only in the database,
// read by the Activity page (admin or REPORTS) in pages with filters, and exported as CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '../../../shared/domain/activity';
import { type PosMenu, createPosMenu } from '../../factories/menu';
import { createOrder, teaOrder } from '../../factories/orders';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { testClock } from '../helpers/salesApi';

const ACTIVITY = '/api/v1/activity';
const ACTIVITY_INIT = '/api/v1/activity/init';
const ACTIVITY_CSV = '/api/v1/activity/export.csv';
const REPRINT = '/api/v1/activity/reprint';

const clock = testClock('2026-11-23T10:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  adminId = (await server.db.selectFrom('users').select('id').where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow()).id;
});
afterAll(() => server?.close());

const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

interface Entry {
  id: number;
  action: string;
  actor_id: number | null;
  actor_username: string;
  actor_name: string;
  approver_name: string | null;
  subject_type: string | null;
  subject_id: string | null;
  summary: string;
  details: Record<string, unknown> | null;
}

/** Every entry of today with this action, newest first (all pages). */
async function entriesOf(action: string, client: TestClient = admin): Promise<Entry[]> {
  const entries: Entry[] = [];
  let before: number | null = null;
  do {
    const response: TestResponse = await client.get(
      `${ACTIVITY}?type=today&action=${action}&limit=200${before ? `&before=${before}` : ''}`,
    );
    expect(response.status).toBe(200);
    entries.push(...response.body.entries);
    before = response.body.nextBefore;
  } while (before !== null);
  return entries;
}

describe('access', () => {
  it('needs a session (401) and REPORTS (403); REPORTS or admin read it; any signed-in user notes a reprint', async () => {
    const anonymous = server.client();
    for (const path of [ACTIVITY, ACTIVITY_INIT, ACTIVITY_CSV]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post(REPRINT, { document: 'receipt', orderId: 1 })).status).toBe(401);
    const { client: cashier } = await server.signInAs({ scope: ['POS', 'ORDERS', 'INVOICES', 'SETTINGS'] });
    for (const path of [ACTIVITY, ACTIVITY_INIT, ACTIVITY_CSV]) {
      expect(answer(await cashier.get(path))).toEqual({
        status: 403,
        body: { message: "You don't have access to this resource!", code: 'forbidden' },
      });
    }
    const { client: reports } = await server.signInAs({ scope: ['REPORTS'] });
    expect((await reports.get(ACTIVITY)).status).toBe(200);
    const init = await reports.get(ACTIVITY_INIT);
    expect(init.status).toBe(200);
    expect(init.body.users.map((user: { username: string }) => user.username)).toContain(TEST_ADMIN.username);
    expect(init.body.timeZone).toEqual(expect.any(String));
  });
});

describe('what is recorded', () => {
  it('sign-ins: a success with the device, a wrong password and an unknown username, with the IP', async () => {
    const { user, password } = await server.createUser({ name: 'Sam Signin' });
    await server.signIn(user.username, password);
    expect((await server.client().post('/api/v1/auth/signin', { username: user.username, password: 'wrong-password' })).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/signin', { username: 'nobody-here', password: 'whatever' })).status).toBe(401);

    const signedIn = (await entriesOf('auth.signed_in')).filter((entry) => entry.actor_id === user.id);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({
      actor_name: 'Sam Signin',
      subject_type: 'user',
      subject_id: String(user.id),
      details: { ip: '127.0.0.1' },
    });
    const failed = await entriesOf('auth.sign_in_failed');
    expect(failed.find((entry) => entry.actor_id === user.id)?.summary).toBe(`Sign-in failed for ${user.username}: wrong password`);
    expect(failed.find((entry) => entry.actor_username === 'nobody-here')).toMatchObject({
      actor_id: null,
      summary: 'Sign-in failed for unknown username "nobody-here"',
    });
  });

  it('user changes: added, updated, scopes changed (from → to), password reset, deleted; each by the signed-in admin', async () => {
    const username = `audited_${Date.now()}`;
    expect(
      (await admin.post('/api/v1/users/add', { username, password: 'a-long-password', name: 'Aud Ited', userScopes: ['POS'] })).status,
    ).toBe(200);
    const update = { name: 'Aud Ited', designation: null, phone: null, email: null };
    expect((await admin.post(`/api/v1/users/update/${username}`, { ...update, userScopes: ['POS'] })).status).toBe(200);
    expect((await admin.post(`/api/v1/users/update/${username}`, { ...update, userScopes: ['POS', 'REPORTS'] })).status).toBe(200);
    expect((await admin.post(`/api/v1/users/update-password/${username}`, { password: 'another-long-password' })).status).toBe(200);
    expect((await admin.delete(`/api/v1/users/delete/${username}`)).status).toBe(200);

    const about = async (action: string) => (await entriesOf(action)).filter((entry) => entry.summary.includes(username));
    expect((await about('user.added')).map((entry) => [entry.actor_id, entry.summary])).toEqual([
      [adminId, `Added user ${username} (Aud Ited) with scopes POS`],
    ]);
    expect(await about('user.updated')).toHaveLength(2);
    // Saving the same scopes is not a scope change: one entry, for the real one.
    expect((await about('user.scope_changed')).map((entry) => [entry.summary, entry.details])).toEqual([
      [`Scopes of ${username} changed from POS to POS,REPORTS`, { from: 'POS', to: 'POS,REPORTS' }],
    ]);
    expect(await about('user.password_reset')).toHaveLength(1);
    expect((await about('user.deleted'))[0]?.actor_id).toBe(adminId);
  });

  it('a refused change writes no entry (same transaction): updating an admin user is a 409 and leaves no trace', async () => {
    const before = (await entriesOf('user.updated')).length;
    const response = await admin.post(`/api/v1/users/update/${TEST_ADMIN.username}`, { name: 'X', userScopes: [] });
    expect(response.status).toBe(409);
    expect(await entriesOf('user.updated')).toHaveLength(before);
  });

  it('menu price changes of items, variants and addons (minor units before and after); a save without a new price is none', async () => {
    const item = await server.db.selectFrom('menu_items').selectAll().where('id', '=', menu.tea.id).executeTakeFirstOrThrow();
    const itemBody = { title: 'Tea', price: 2.5, netPrice: null, categoryId: item.category_id, taxId: null };
    expect((await admin.post(`/api/v1/menu-items/update/${menu.tea.id}`, itemBody)).status).toBe(200);
    expect((await admin.post(`/api/v1/menu-items/update/${menu.tea.id}`, { ...itemBody, price: 2.75 })).status).toBe(200);
    expect(
      (await admin.post(`/api/v1/menu-items/variants/${menu.pizza.id}/update/${menu.pizza.large}`, { title: 'Large', price: 13 })).status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/v1/menu-items/addons/${menu.pizza.id}/update/${menu.pizza.cheese}`, { title: 'Cheese', price: 1.5 })).status,
    ).toBe(200);

    const changes = (await entriesOf('menu.price_changed')).toReversed();
    expect(changes.map((entry) => [entry.subject_type, entry.summary, entry.details])).toEqual([
      ['menu_item', 'Price of item "Tea" changed from 2.50 to 2.75', { from: 250, to: 275 }],
      ['variant', 'Price of variant "Large" changed from 12.00 to 13.00', { from: 1200, to: 1300, itemId: menu.pizza.id }],
    ]);
    await server.db.updateTable('menu_items').set({ price: 250 }).where('id', '=', menu.tea.id).execute();
    await server.db.updateTable('menu_item_variants').set({ price: 1200 }).where('id', '=', menu.pizza.large).execute();
  });

  it('reprints: the print pages say what was printed again; an unknown document is a 404, an empty note a 400', async () => {
    const { client: cashier, user } = await server.signInAs({ scope: ['POS'], name: 'Rita Reprint' });
    const order = await createOrder(server.brigade.ctx, { id: user.id, name: user.name }, teaOrder(menu));
    expect(answer(await cashier.post(REPRINT, { document: 'receipt', orderId: order.orderId }))).toEqual({
      status: 200,
      body: { message: ACTIVITY_MESSAGES.reprintRecorded },
    });
    expect(answer(await cashier.post(REPRINT, { document: 'receipt', orderId: 987_654 }))).toEqual({
      status: 404,
      body: { message: ACTIVITY_MESSAGES.reprintNotFound, code: 'not_found' },
    });
    expect(answer(await cashier.post(REPRINT, { document: 'receipt' }))).toEqual({
      status: 400,
      body: { message: ACTIVITY_MESSAGES.invalidReprint, code: 'validation_failed' },
    });
    const reprints = (await entriesOf('print.reprinted')).filter((entry) => entry.actor_id === user.id);
    expect(reprints.map((entry) => entry.summary)).toEqual([`Reprinted the receipt of order #${order.orderId} (token ${order.tokenNo})`]);
  });
});

describe('the trail is append-only', () => {
  it('the database refuses to change or delete an entry, whoever asks', async () => {
    const [entry] = await server.db.selectFrom('audit_entries').select('id').limit(1).execute();
    expect(entry).toBeDefined();
    await expect(
      server.db
        .updateTable('audit_entries')
        .set({ summary: 'nothing happened' })
        .where('id', '=', entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.db
        .deleteFrom('audit_entries')
        .where('id', '=', entry?.id ?? 0)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('GET /activity: pages and filters', () => {
  it('a busy period comes in pages that never overlap or skip, newest first, until nextBefore is null', async () => {
    clock.at('2026-11-20T12:00:00.000Z');
    const { user, password } = await server.createUser({ name: 'Paging Pat' });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      await server.client().post('/api/v1/auth/signin', { username: user.username, password: `wrong-${attempt}` });
    }
    await server.signIn(user.username, password);
    clock.at('2026-11-23T10:00:00.000Z');

    const query = `type=custom&from=2026-11-20&to=2026-11-20&userId=${user.id}`;
    const first = await admin.get(`${ACTIVITY}?${query}`);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.entries[0].action).toBe('auth.signed_in');
    const seen: number[] = first.body.entries.map((entry: Entry) => entry.id);
    let before: number | null = first.body.nextBefore;
    while (before !== null) {
      const page = await admin.get(`${ACTIVITY}?${query}&before=${before}`);
      seen.push(...page.body.entries.map((entry: Entry) => entry.id));
      before = page.body.nextBefore;
    }
    expect(seen).toHaveLength(121);
    expect(new Set(seen).size).toBe(121);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    // The period filter: none of them is "today".
    const today = await admin.get(`${ACTIVITY}?type=today&userId=${user.id}`);
    expect(today.body.entries).toEqual([]);
    // The action filter inside the period.
    const successes = await admin.get(`${ACTIVITY}?${query}&action=auth.signed_in`);
    expect(successes.body.entries.map((entry: Entry) => entry.actor_id)).toEqual([user.id]);
    // 121 password checks (the hash is slow on purpose): on a loaded two-core machine this outlasts the default.
  }, 60_000);

  it('refuses what it cannot read: an unknown action, user or filter, a period over 366 days', async () => {
    expect(answer(await admin.get(`${ACTIVITY}?action=coffee.spilled`))).toEqual({
      status: 400,
      body: { message: ACTIVITY_MESSAGES.invalidAction, code: 'validation_failed' },
    });
    expect(answer(await admin.get(`${ACTIVITY}?userId=abc`))).toEqual({
      status: 400,
      body: { message: ACTIVITY_MESSAGES.invalidUser, code: 'validation_failed' },
    });
    expect((await admin.get(`${ACTIVITY}?type=forever`)).status).toBe(400);
    expect(answer(await admin.get(`${ACTIVITY}?type=custom&from=2025-01-01&to=2026-11-23`))).toEqual({
      status: 400,
      body: { message: 'Please choose a period of at most 366 days!', code: 'validation_failed' },
    });
  });
});

describe('GET /activity/export.csv', () => {
  it('writes every entry of the filter (past one page) with store-local times, and defuses formulas', async () => {
    clock.at('2026-11-21T09:30:00.000Z');
    const { user } = await server.createUser({ name: 'Csv Carl' });
    for (let attempt = 0; attempt < 60; attempt += 1) {
      await server.client().post('/api/v1/auth/signin', { username: user.username, password: `wrong-${attempt}` });
    }
    await server.client().post('/api/v1/auth/signin', { username: '=HYPERLINK("x")', password: 'whatever' });
    clock.at('2026-11-23T10:00:00.000Z');

    const response = await admin.get(`${ACTIVITY_CSV}?type=custom&from=2026-11-21&to=2026-11-21&action=auth.sign_in_failed`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="activity-2026-11-21-to-2026-11-21.csv"');
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Entry,Date,Activity,User,Username,Approved By,Subject,Summary,Details');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(61);
    expect(rows[0]).toContain(`,2026-11-21 09:30,Sign-in failed,"'=HYPERLINK(""x"")","'=HYPERLINK(""x"")",,,`);
    expect(rows[1]).toContain(
      `,2026-11-21 09:30,Sign-in failed,Csv Carl,${user.username},,user ${user.id},Sign-in failed for ${user.username}: wrong password,`,
    );
  });
});
