// What the back office reads and sets of the drawers: the Z report's PDF (every figure of the closed day, as the
// back office lists them), over/short per user over a period (a user's own drawers for them, a shared drawer for
// whoever closed it; the period of the reports' date filter), and the payment type's is cash switch deciding what
// the drawer counts. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWER_MESSAGES } from '../../../shared/contract/drawers';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { pdfTextRows } from '../../support/pdfText';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { Sales, testClock } from '../helpers/salesApi';

const OPEN = '/api/v1/drawers/open';
const SETTINGS = '/api/v1/drawers/settings';
const MOVE = (id: number) => `/api/v1/drawers/${id}/movements`;
const CLOSE = (id: number) => `/api/v1/drawers/${id}/close`;
const CLOSE_Z = '/api/v1/drawers/z-reports/close';
const Z_PDF = (id: number | string) => `/api/v1/drawers/z-reports/${id}/pdf`;
const OVER_SHORT = '/api/v1/drawers/over-short';
const ON_THE_27TH = `${OVER_SHORT}?type=custom&from=2026-11-27&to=2026-11-27`;

const clock = testClock('2026-11-27T18:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let credentials: { username: string; password: string };
let sales: Sales;

function manager(): Promise<TestClient> {
  return server.signIn(credentials.username, credentials.password);
}

/** Opens a drawer with a float of `float` in 1.00 coins; its id. */
async function openWith(client: TestClient, till: string, float: number, isShared = false): Promise<number> {
  const opened = await client.post(OPEN, { till, isShared, counts: [{ value: 1, quantity: float }] });
  expect(opened.status).toBe(200);
  return opened.body.drawer.id as number;
}

async function closeWith(client: TestClient, drawerId: number, counted: { value: number; quantity: number }[]) {
  const closed = await client.post(CLOSE(drawerId), { counts: counted });
  expect(closed.status).toBe(200);
  return closed.body.drawer as { overShort: number };
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  await server.db.updateTable('store_settings').set({ currency: 'USD', time_zone: 'UTC' }).execute();
  const signedIn = await server.signInAs({ scope: ['POS', 'ORDERS', 'REPORTS', 'SETTINGS'], name: 'Mona Manager' });
  credentials = { username: signedIn.user.username, password: signedIn.password };
  sales = new Sales(server, clock, { id: signedIn.user.id, name: signedIn.user.name }, menu.cashId);
  const turnedOn = await signedIn.client.post(SETTINGS, { isEnabled: true, cashWithoutDrawer: 'flag', overShortLimit: 5 });
  if (turnedOn.status !== 200) throw new Error(`drawer settings: ${turnedOn.status}`);
});
afterAll(() => server?.close());

describe('access', () => {
  it('401 without a session, 403 for a cashier without REPORTS or SETTINGS', async () => {
    expect((await server.client().get(OVER_SHORT)).status).toBe(401);
    expect((await server.client().get(Z_PDF(1))).status).toBe(401);
    const { client: cashier } = await server.signInAs({ scope: ['POS', 'ORDERS'] });
    expect((await cashier.get(OVER_SHORT)).status).toBe(403);
    expect((await cashier.get(Z_PDF(1))).status).toBe(403);
  });

  it('a bad date filter is a 400 with the reports’ message; an unknown Z a 404', async () => {
    const client = await manager();
    expect(answer(await client.get(`${OVER_SHORT}?type=custom&from=2026-11-28&to=2026-11-27`))).toEqual({
      status: 400,
      body: { message: REPORT_MESSAGES.invalidDateFilter, code: 'validation_failed' },
    });
    for (const id of ['987654', 'abc']) {
      expect(answer(await client.get(Z_PDF(id)))).toEqual({ status: 404, body: { message: DRAWER_MESSAGES.zNotFound, code: 'not_found' } });
    }
  });
});

describe('over/short per user', () => {
  it('sums each user’s own drawers, and a shared drawer for whoever closed it; the largest short first', async () => {
    const ann = await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Ann Cashier' });
    const bob = await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Bob Cashier' });
    clock.at('2026-11-27T10:00:00.000Z');
    const annOwn = await openWith(ann.client, 'Till A', 50);
    const bobOwn = await openWith(bob.client, 'Till B', 50);
    const shared = await openWith(bob.client, 'Bar', 20, true);
    clock.at('2026-11-27T16:00:00.000Z');
    // Ann: 1.00 short on her own, 0.50 short on the shared bar she closed; Bob: 2.50 over.
    await closeWith(ann.client, annOwn, [{ value: 1, quantity: 49 }]);
    await closeWith(ann.client, shared, [
      { value: 1, quantity: 19 },
      { value: 0.25, quantity: 2 },
    ]);
    await closeWith(bob.client, bobOwn, [
      { value: 1, quantity: 52 },
      { value: 0.25, quantity: 2 },
    ]);

    const report = await (await manager()).get(ON_THE_27TH);
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      period: { from: '2026-11-27', to: '2026-11-27' },
      currency: 'USD',
      users: [
        { name: 'Ann Cashier', drawers: 2, expected: 70, counted: 68.5, overShort: -1.5, over: 0, short: -1.5 },
        { name: 'Bob Cashier', drawers: 1, expected: 50, counted: 52.5, overShort: 2.5, over: 2.5, short: 0 },
      ],
    });
    // Another day holds none of them.
    expect((await (await manager()).get(`${OVER_SHORT}?type=custom&from=2026-11-26&to=2026-11-26`)).body.users).toEqual([]);
  });
});

describe('the Z report as a PDF', () => {
  it('is an attachment named after its number that lists the day’s figures: sales, the pay out, the cash counted and short', async () => {
    clock.at('2026-11-27T18:00:00.000Z');
    const client = await manager();
    const drawerId = await openWith(client, 'Till 1', 100);
    const sale = await sales.placePaid('2026-11-27T18:01:00.000Z', { cart: [cartLine(menu.pizza.id)] });
    clock.at('2026-11-27T18:02:00.000Z');
    expect((await client.post(MOVE(drawerId), { kind: 'pay_out', amount: 20, reason: 'Ice', recipient: 'Corner shop' })).status).toBe(200);
    // Expected 100 + 10.50 − 20 = 90.50; counted 89.50: 1.00 short.
    expect(
      await closeWith(client, drawerId, [
        { value: 1, quantity: 89 },
        { value: 0.25, quantity: 2 },
      ]),
    ).toMatchObject({ overShort: -1 });
    const z = await client.post(CLOSE_Z, {});
    expect(z.status).toBe(200);

    const response = await client.get(Z_PDF(z.body.zReport.id as number));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="z-report-${z.body.zReport.number}.pdf"`);
    const rows = pdfTextRows(response.bytes);
    expect(rows).toEqual(
      expect.arrayContaining([
        `Z report #${z.body.zReport.number}`,
        'Business day: 2026-11-27',
        'Closed by: Mona Manager',
        'Total | $10.50',
        'Cash | $10.50',
        'Pay out (1) | -$20.00',
        // The day's four drawers: 1.50 short and 2.50 over above, 1.00 short here.
        'Drawers closed | 4',
        'Expected cash | $210.50',
        'Counted cash | $210.50',
        'Over/short | $0.00',
        'Invoices | 1',
        `Invoice numbers | #${sale.invoiceId} to #${sale.invoiceId}`,
      ]),
    );
  });
});

describe('the is cash switch of a payment type', () => {
  it('decides what the drawer counts: a card sale is not in it, until Card is switched to cash', async () => {
    clock.at('2026-11-27T20:00:00.000Z');
    const client = await manager();
    const drawerId = await openWith(client, 'Till 2', 10);
    const cashier = await server.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('username', '=', credentials.username)
      .executeTakeFirstOrThrow();
    const byCard = new Sales(server, clock, cashier, menu.cardId);
    // The factory's Card is inactive.
    await server.db.updateTable('payment_types').set({ is_active: 1 }).where('id', '=', menu.cardId).execute();
    const expectedNow = async () => (await (await manager()).get(`/api/v1/drawers/${drawerId}/x-report`)).body.drawer.expectedNow as number;
    await byCard.placePaid('2026-11-27T20:01:00.000Z', { cart: [cartLine(menu.pizza.id)] });
    expect(await expectedNow()).toBe(10);
    const switched = await (
      await manager()
    ).post(`/api/v1/settings/payment-types/${menu.cardId}/update`, {
      title: 'Card',
      isActive: true,
      isCash: true,
    });
    expect(switched.status).toBe(200);
    await byCard.placePaid('2026-11-27T20:02:00.000Z', { cart: [cartLine(menu.pizza.id)] });
    expect(await expectedNow()).toBe(20.5);
  });
});
