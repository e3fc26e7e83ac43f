// The X and Z reports: a night that crosses midnight is one business day (cutoff 04:00), the Z's figures (sales by
// payment type, taxes by rate, refunds, voids, cash movements, drawers' expected and counted cash, first and last
// invoice, guests, average check), a Z refused while a drawer is open, the X report any time, Z numbers contiguous
// and never reused under concurrent closes (on PostgreSQL from two nodes on one database), and a closed Z refusing
// every change. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { closeZReport } from '../../../server/drawers/zReports';
import { DRAWER_MESSAGES } from '../../../shared/contract/drawers';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { Sales, testClock } from '../helpers/salesApi';

const OPEN = '/api/v1/drawers/open';
const SETTINGS = '/api/v1/drawers/settings';
const MOVE = (id: number) => `/api/v1/drawers/${id}/movements`;
const CLOSE = (id: number) => `/api/v1/drawers/${id}/close`;
const X_REPORT = (id: number) => `/api/v1/drawers/${id}/x-report`;
const CLOSE_Z = '/api/v1/drawers/z-reports/close';
const Z_REPORTS = '/api/v1/drawers/z-reports';

const clock = testClock('2026-11-27T18:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let credentials: { username: string; password: string };
let sales: Sales;

/** Signed in at the clock's time: an access cookie lives minutes, and the tests move the clock by hours. */
function manager(): Promise<TestClient> {
  return server.signIn(credentials.username, credentials.password);
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  await server.db.updateTable('store_settings').set({ currency: 'USD', time_zone: 'UTC' }).execute();
  const signedIn = await server.signInAs({ scope: ['POS', 'ORDERS', 'REPORTS', 'SETTINGS'], name: 'Mona Manager' });
  credentials = { username: signedIn.user.username, password: signedIn.password };
  sales = new Sales(server, clock, { id: signedIn.user.id, name: signedIn.user.name }, menu.cashId);
});
afterAll(() => server?.close());

describe('access', () => {
  it('401 without a session, 403 for a cashier without REPORTS or SETTINGS', async () => {
    expect((await server.client().post(CLOSE_Z, {})).status).toBe(401);
    const { client: cashier } = await server.signInAs({ scope: ['POS', 'ORDERS'] });
    expect((await cashier.post(CLOSE_Z, {})).status).toBe(403);
    expect((await cashier.get(Z_REPORTS)).status).toBe(403);
    expect((await cashier.get(X_REPORT(1))).status).toBe(403);
    expect(
      answer(
        await (await manager()).post(SETTINGS, { isEnabled: false, cashWithoutDrawer: 'refuse', overShortLimit: 5, dayCutoff: '4am' }),
      ),
    ).toEqual({
      status: 400,
      body: { message: DRAWER_MESSAGES.cutoffInvalid, code: 'validation_failed' },
    });
  });
});

describe('a night that crosses midnight', () => {
  it('is one business day: the Z at 02:00 with a 04:00 cutoff holds 22:00 and 01:30, dated the evening before', async () => {
    expect(
      (await (await manager()).post(SETTINGS, { isEnabled: true, cashWithoutDrawer: 'flag', overShortLimit: 5, dayCutoff: '04:00' }))
        .status,
    ).toBe(200);
    clock.at('2026-11-27T21:00:00.000Z');
    const float = await (await manager()).post(OPEN, { till: 'Till 1', counts: [{ value: 20, quantity: 5 }] });
    const drawerId = float.body.drawer.id as number;
    // Pizza 10.50 (5 % exclusive) at 22:00, two burgers 19.98 (12.5 % inclusive) at 01:30 the next morning.
    const late = await sales.placePaid('2026-11-27T22:00:00.000Z', { cart: [cartLine(menu.pizza.id)] });
    const night = await sales.placePaid('2026-11-28T01:30:00.000Z', { cart: [cartLine(menu.burger.id, { quantity: 2 })] });
    await sales.cancel(
      '2026-11-28T01:35:00.000Z',
      (await sales.place('2026-11-28T01:34:00.000Z', { cart: [cartLine(menu.tea.id)] })).orderId,
    );
    clock.at('2026-11-28T01:40:00.000Z');
    expect(
      (await (await manager()).post(MOVE(drawerId), { kind: 'pay_out', amount: 20, reason: 'Ice', recipient: 'Corner shop' })).status,
    ).toBe(200);

    // X any time: the drawer's expected cash and the day so far.
    const x = await (await manager()).get(X_REPORT(drawerId));
    expect(x.status).toBe(200);
    expect(x.body.drawer.expectedNow).toBe(110.48);
    expect(x.body.sinceLastZ).toMatchObject({ invoiceCount: 2, firstInvoice: late.invoiceId, lastInvoice: night.invoiceId });

    clock.at('2026-11-28T02:00:00.000Z');
    expect(answer(await (await manager()).post(CLOSE_Z, {}))).toEqual({
      status: 409,
      body: { message: DRAWER_MESSAGES.drawersStillOpen('Till 1'), code: 'conflict' },
    });
    expect(
      (
        await (
          await manager()
        ).post(CLOSE(drawerId), {
          counts: [
            { value: 20, quantity: 5 },
            { value: 10, quantity: 1 },
            { value: 0.01, quantity: 48 },
          ],
        })
      ).status,
    ).toBe(200);
    const z = await (await manager()).post(CLOSE_Z, {});
    expect(z.status).toBe(200);
    expect(z.body.message).toBe(DRAWER_MESSAGES.zClosed(1));
    expect(z.body.zReport).toMatchObject({
      number: 1,
      businessDate: '2026-11-27',
      periodStart: null,
      periodEnd: '2026-11-28T02:00:00.000Z',
      closedByName: 'Mona Manager',
      figures: {
        invoiceCount: 2,
        firstInvoice: late.invoiceId,
        lastInvoice: night.invoiceId,
        averageCheck: 15.24,
        sales: { payableTotal: 30.48, taxTotal: 2.72, tipTotal: 0, roundingTotal: 0 },
        byPaymentType: [{ title: 'Cash', amount: 30.48 }],
        taxes: [
          { title: expect.any(String), rate: 5, net: 10, tax: 0.5 },
          { title: expect.any(String), rate: 12.5, net: 17.76, tax: 2.22 },
        ],
        refunds: { count: 0, total: 0 },
        voids: 1,
        cashMovements: [
          { kind: 'pay_out', count: 1, amount: -20 },
          { kind: 'sale', count: 2, amount: 30.48 },
        ],
        drawers: { closed: 1, expected: 110.48, counted: 110.48, overShort: 0 },
      },
    });
    expect((await (await manager()).get(Z_REPORTS)).body.zReports.map((row: { number: number }) => row.number)).toEqual([1]);
    await (await manager()).post(SETTINGS, { isEnabled: false, cashWithoutDrawer: 'refuse', overShortLimit: 5 });
  });
});

describe('Z numbers', () => {
  it('are contiguous and never reused under concurrent closes, from two nodes on PostgreSQL; periods never overlap', async () => {
    clock.at('2026-11-28T10:00:00.000Z');
    const second = server.dialect === 'postgres' ? await buildApp(server.config, { now: clock.now }) : null;
    try {
      const actor = { id: 1, name: 'Night manager' };
      const contexts = [server.brigade.ctx, second?.ctx ?? server.brigade.ctx];
      const closed = await Promise.all(
        Array.from({ length: 8 }, (_, index) => closeZReport(contexts[index % 2] ?? server.brigade.ctx, actor)),
      );
      expect(closed.map((row) => row.number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      const rows = await server.db.selectFrom('z_reports').select(['number', 'period_start', 'period_end']).orderBy('number').execute();
      expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (let index = 1; index < rows.length; index += 1) expect(rows[index]?.period_start).toBe(rows[index - 1]?.period_end);
    } finally {
      await second?.close();
    }
  });

  it('a closed Z refuses every change: the database refuses UPDATE and DELETE', async () => {
    await expect(server.db.updateTable('z_reports').set({ figures: '{}' }).where('number', '=', 1).execute()).rejects.toThrow(
      /cannot change/,
    );
    await expect(server.db.deleteFrom('z_reports').where('number', '=', 1).execute()).rejects.toThrow(/cannot change/);
    const kept = await server.db.selectFrom('z_reports').select('figures').where('number', '=', 1).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.figures)).toMatchObject({ invoices: { count: 2 } });
  });
});
