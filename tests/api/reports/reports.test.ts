// Reports (spec 2.12, 3 report, 7 GET /reports, 9 filters without tomorrow): every figure against a
// hand-computed fixture in a non-UTC store zone (America/New_York, UTC−5 in November), with cancelled orders
// and lines, walk-ins, a repeat customer, a customer whose only earlier order was cancelled, inclusive and
// exclusive taxes, an invoice paying two orders and one paying an order placed the day before the period.
// Definitions: docs/reports.md.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { migrationsFor } from '../../../server/db/migrations';
import { type ReportPoint, REPORT_MESSAGES } from '../../../shared/contract/reports';
import { MAX_REPORT_PERIOD_DAYS, addDays, periodTooLongMessage } from '../../../shared/domain/dates/dateRanges';
import { createMenuItem } from '../../factories/menu';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { createTestDatabase } from '../../support/testDatabase';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { REPORTS, Sales, setStoreTimeZone, testClock } from '../helpers/salesApi';

const clock = testClock('2026-11-01T12:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let sales: Sales;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  await setStoreTimeZone(server, 'America/New_York');
  const { user } = await server.createUser({ scope: ['POS'], name: 'Cora Cashier' });
  sales = new Sales(server, clock, { id: user.id, name: user.name }, menu.cashId);
  await seedFixture();
});
afterAll(() => server?.close());

/**
 * Lines (minor units): Tea 250 no tax; Pizza 1000 + 5 % exclusive = 1050 (net 1000, tax 50); Burger 999 with
 * 12.5 % inclusive (tax 999 × 1250 / 11250 = 111, net 888).
 */
async function seedFixture(): Promise<void> {
  const tea = (quantity: number) => cartLine(menu.tea.id, { quantity });
  const pizza = (quantity: number) => cartLine(menu.pizza.id, { quantity });
  const burger = (quantity: number) => cartLine(menu.burger.id, { quantity });

  const alice = await sales.customer('2026-11-01T12:00:00.000Z', 'Alice', '5550001');
  const frank = await sales.customer('2026-10-01T12:00:00.000Z', 'Frank', '5550006');
  const bob = await sales.customer('2026-11-11T15:00:00.000Z', 'Bob', '5550002'); // Nov 11, 10:00 local: new
  await sales.customer('2026-11-10T06:00:00.000Z', 'Carol', '5550003'); // Nov 10, 01:00 local: new, never orders
  await sales.customer('2026-11-13T04:30:00.000Z', 'Dave', '5550004'); // Nov 12, 23:30 local: new
  await sales.customer('2026-11-13T05:30:00.000Z', 'Eve', '5550005'); // Nov 13, 00:30 local: after the period

  // Before the period: Alice's paid tea makes her a repeat customer; Frank's only earlier order is cancelled.
  await sales.placePaid('2026-11-05T17:00:00.000Z', { cart: [tea(1)], customerId: alice.id });
  const frankEarlier = await sales.place('2026-11-06T17:00:00.000Z', { cart: [tea(1)], customerId: frank.id });
  await sales.cancel('2026-11-06T17:05:00.000Z', frankEarlier.orderId);
  // O8: a walk-in's 4 teas ordered Nov 9 at 20:00 local, paid Nov 10 at 10:00 local (I5: 1000).
  const late = await sales.place('2026-11-10T01:00:00.000Z', { cart: [tea(4)] });
  await sales.pay('2026-11-10T15:00:00.000Z', [late.orderId]);

  // Nov 10: O1 Alice, 2 pizzas at 23:30 local (04:30 UTC on the 11th), paid at once (I1: net 2000, tax 100).
  await sales.placePaid('2026-11-11T04:30:00.000Z', { cart: [pizza(2)], customerId: alice.id });
  // Nov 11: O2 walk-in 3 teas + burger at 09:15 local, paid (I2: net 1638, tax 111, total 1749).
  await sales.placePaid('2026-11-11T14:15:00.000Z', { cart: [tea(3), burger(1)], deliveryType: 'takeaway' });
  // O3 Bob, 2 burgers at 12:40 local, never paid: an order, not revenue.
  await sales.place('2026-11-11T17:40:00.000Z', { cart: [burger(2)], customerId: bob.id });
  // O4 walk-in pizza at 13:05 local, cancelled: in nothing.
  const cancelled = await sales.place('2026-11-11T18:05:00.000Z', { cart: [pizza(1)] });
  await sales.cancel('2026-11-11T18:10:00.000Z', cancelled.orderId);
  // O5 Alice, 2 teas + a pizza at 19:30 local (00:30 UTC on the 12th); the pizza line cancelled, then paid (I3: 500).
  const o5 = await sales.place('2026-11-12T00:30:00.000Z', { cart: [tea(2), pizza(1)], customerId: alice.id });
  await sales.cancelLine('2026-11-12T00:31:00.000Z', o5.orderId, 'Pizza');
  await sales.pay('2026-11-12T00:32:00.000Z', [o5.orderId]);
  // Nov 12: O6 Frank tea 10:00 local, O7 Frank burger 10:30; one invoice for both at 11:00 (I4: net 1138, tax 111, 1249).
  const o6 = await sales.place('2026-11-12T15:00:00.000Z', { cart: [tea(1)], customerId: frank.id, tableId: menu.tableId });
  const o7 = await sales.place('2026-11-12T15:30:00.000Z', { cart: [burger(1)], customerId: frank.id, tableId: menu.tableId });
  await sales.pay('2026-11-12T16:00:00.000Z', [o6.orderId, o7.orderId]);
  // Nov 13, 00:30 local: after the period.
  await sales.placePaid('2026-11-13T05:30:00.000Z', { cart: [tea(1)], customerId: frank.id });
}

async function reporter(iso: string, scope: 'REPORTS' | 'INVOICES' = 'REPORTS'): Promise<TestClient> {
  clock.at(iso);
  return (await server.signInAs({ scope: [scope] })).client;
}

const custom = (from: string, to: string) => `${REPORTS}?type=custom&from=${from}&to=${to}`;
const seriesOf = (body: Record<string, unknown>) => body.series as ReportPoint[];
/** Sums decimals as cents, so 0.1 + 0.2 is 0.30. */
const cents = (points: readonly ReportPoint[]) => points.reduce((sum, point) => sum + Math.round(point.revenue * 100), 0);
const nonZero = (points: readonly ReportPoint[]) => points.filter((point) => point.revenue !== 0);

describe('GET /reports', () => {
  it('needs a session and the REPORTS scope (admin passes)', async () => {
    clock.at('2026-11-12T20:00:00.000Z');
    expect((await server.client().get(REPORTS)).status).toBe(401);
    for (const scope of ['INVOICES', 'DASHBOARD', 'POS'] as const) {
      const { client } = await server.signInAs({ scope: [scope] });
      expect((await client.get(REPORTS)).status).toBe(403);
    }
    const admin = await server.signInAs({ role: 'admin' });
    expect((await admin.client.get(REPORTS)).status).toBe(200);
  });

  it('computes every figure of Nov 10–12 as docs/reports.md defines it', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const response = await client.get(custom('2026-11-10', '2026-11-12'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      // O1, O2, O3, O5, O6, O7 (O4 cancelled; O8 placed Nov 9; the Nov 13 order after).
      ordersCount: 6,
      // Paid by the period's invoices: O8, O1, O2, O5, O6, O7 (O3 is still open; O8 was placed before).
      paidOrdersCount: 6,
      // Bob, Carol, Dave (Dave at 23:30 local on the 12th; Eve at 00:30 on the 13th is not).
      newCustomers: 3,
      // Alice ordered on Nov 5; Frank's only earlier order was cancelled; Bob had none.
      repeatedCustomers: 1,
      currency: 'USD',
      // 6598 ÷ 6 paid orders (O8, O1, O2, O5, O6, O7) = 1099.67 → 11.00.
      averageOrderValue: 11,
      // Alice, Bob, Frank (walk-ins are nobody).
      totalCustomers: 3,
      // I5 1000 + I1 2000 + I2 1638 + I3 500 + I4 1138.
      netRevenue: 62.76,
      // I1 100 + I2 111 + I4 111.
      taxTotal: 3.22,
      // 1000 + 2100 + 1749 + 500 + 1249.
      revenueTotal: 65.98,
      // No payment type rounds here.
      roundingTotal: 0,
      serviceChargeTotal: 0,
      // Tea 3 (O2) + 2 (O5) + 1 (O6); Burger 1 (O2) + 2 (O3) + 1 (O7); Pizza 2 (O1; O4 and O5's line cancelled).
      topSellingItems: [
        { title: 'Tea', price: 2.5, orders_count: 6 },
        { title: 'Burger', price: 9.99, orders_count: 4 },
        { title: 'Pizza', price: 10, orders_count: 2 },
      ],
      modifierSales: [],
      granularity: 'day',
      series: [
        { bucket: '2026-11-10', revenue: 31 },
        { bucket: '2026-11-11', revenue: 22.49 },
        { bucket: '2026-11-12', revenue: 12.49 },
      ],
      from: '2026-11-10',
      to: '2026-11-12',
    });
  });

  it('a single day is bucketed by store-local hour: 19:30 local is hour 19, not 00 UTC', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const response = await client.get(custom('2026-11-11', '2026-11-11'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ordersCount: 3,
      paidOrdersCount: 2,
      newCustomers: 1,
      repeatedCustomers: 1,
      totalCustomers: 2,
      revenueTotal: 22.49,
      netRevenue: 21.38,
      taxTotal: 1.11,
      // 2249 ÷ 2 = 1124.5 → 1125 (half away from zero).
      averageOrderValue: 11.25,
      granularity: 'hour',
      from: '2026-11-11',
      to: '2026-11-11',
    });
    const series = response.body.series as { bucket: string; revenue: number }[];
    expect(series.map((point) => point.bucket)).toEqual(
      Array.from({ length: 24 }, (_, hour) => `2026-11-11T${String(hour).padStart(2, '0')}`),
    );
    expect(series.filter((point) => point.revenue !== 0)).toEqual([
      { bucket: '2026-11-11T09', revenue: 17.49 },
      { bucket: '2026-11-11T19', revenue: 5 },
    ]);
  });

  it("'today' follows the store's zone: at 23:45 local on Nov 12 (04:45 UTC on the 13th) it is still the 12th", async () => {
    const client = await reporter('2026-11-13T04:45:00.000Z');
    const response = await client.get(`${REPORTS}?type=today`);
    expect(response.body).toMatchObject({
      from: '2026-11-12',
      to: '2026-11-12',
      ordersCount: 2,
      paidOrdersCount: 2,
      totalCustomers: 1,
      repeatedCustomers: 0,
      newCustomers: 1,
      revenueTotal: 12.49,
      averageOrderValue: 6.25,
    });
    expect((response.body.series as { bucket: string; revenue: number }[]).filter((point) => point.revenue !== 0)).toEqual([
      { bucket: '2026-11-12T11', revenue: 12.49 },
    ]);
    // Without a type it is today too (spec 9 default).
    expect((await client.get(REPORTS)).body).toMatchObject({ from: '2026-11-12', to: '2026-11-12', revenueTotal: 12.49 });
  });

  it('yesterday, last_7days, this_month and last_month resolve in the store zone', async () => {
    const client = await reporter('2026-11-13T05:30:00.000Z'); // Nov 13, 00:30 local
    const yesterday = await client.get(`${REPORTS}?type=yesterday`);
    expect(yesterday.body).toMatchObject({ from: '2026-11-12', to: '2026-11-12', revenueTotal: 12.49 });
    const week = await client.get(`${REPORTS}?type=last_7days`);
    expect(week.body).toMatchObject({ from: '2026-11-07', to: '2026-11-13', granularity: 'day', revenueTotal: 65.98 + 2.5 });
    expect(week.body.series).toHaveLength(7);
    const month = await client.get(`${REPORTS}?type=this_month`);
    // Every November invoice and order: Alice's Nov 5 tea, O8 (Nov 9) and Frank's Nov 13 tea too (not his cancelled one).
    expect(month.body).toMatchObject({ from: '2026-11-01', to: '2026-11-30', revenueTotal: 2.5 + 65.98 + 2.5, ordersCount: 9 });
    expect(month.body.series).toHaveLength(30);
    const lastMonth = await client.get(`${REPORTS}?type=last_month`);
    expect(lastMonth.body).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      ordersCount: 0,
      paidOrdersCount: 0,
      newCustomers: 1,
      revenueTotal: 0,
      averageOrderValue: 0,
      topSellingItems: [],
      modifierSales: [],
    });
  });

  it('an empty period is all zeros, with a zero for each day', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const response = await client.get(custom('2025-01-01', '2025-01-03'));
    expect(response.body).toEqual({
      ordersCount: 0,
      paidOrdersCount: 0,
      newCustomers: 0,
      repeatedCustomers: 0,
      currency: 'USD',
      averageOrderValue: 0,
      totalCustomers: 0,
      netRevenue: 0,
      taxTotal: 0,
      revenueTotal: 0,
      roundingTotal: 0,
      serviceChargeTotal: 0,
      topSellingItems: [],
      modifierSales: [],
      granularity: 'day',
      series: [
        { bucket: '2025-01-01', revenue: 0 },
        { bucket: '2025-01-02', revenue: 0 },
        { bucket: '2025-01-03', revenue: 0 },
      ],
      from: '2025-01-01',
      to: '2025-01-03',
    });
  });

  it("refuses 'tomorrow' (spec 9: reports have none), unknown filters and bad custom ranges", async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const queries = [
      '?type=tomorrow',
      '?type=next_year',
      '?type=custom',
      '?type=custom&from=2026-11-12&to=2026-11-10',
      '?type=custom&from=2026-02-30&to=2026-03-01',
      '?type=custom&from=yesterday&to=today',
    ];
    const answers = [];
    for (const query of queries) answers.push(answer(await client.get(`${REPORTS}${query}`)));
    const invalid = { status: 400, body: { message: REPORT_MESSAGES.invalidDateFilter, code: 'validation_failed' } };
    expect(answers).toEqual(queries.map(() => invalid));
  });

  it('top selling lists at most 10 items, most sold first, ties by title', async () => {
    for (let index = 0; index < 12; index += 1) {
      const item = await createMenuItem(server.db, { title: `Extra ${String(index).padStart(2, '0')}`, price: 100 });
      await sales.place('2026-12-02T15:00:00.000Z', { cart: [cartLine(item.id, { quantity: index < 2 ? 5 : 1 })] });
    }
    const client = await reporter('2026-12-03T15:00:00.000Z');
    const response = await client.get(custom('2026-12-02', '2026-12-02'));
    const top = response.body.topSellingItems as { title: string; orders_count: number }[];
    expect(top).toHaveLength(10);
    expect(top.map((item) => `${item.title}:${item.orders_count}`)).toEqual([
      'Extra 00:5',
      'Extra 01:5',
      ...Array.from({ length: 8 }, (_, index) => `Extra ${String(index + 2).padStart(2, '0')}:1`),
    ]);
  });
});

describe('GET /reports: bounded periods and a coarser series for long ones', () => {
  const TOO_LONG = { status: 400, body: { message: 'Please choose a period of at most 1096 days!', code: 'validation_failed' } };

  it('refuses 1900-01-01…2999-12-31, and one day more than 1,096, with a 400 naming the maximum', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    expect(periodTooLongMessage(MAX_REPORT_PERIOD_DAYS)).toBe(TOO_LONG.body.message);
    expect(answer(await client.get(custom('1900-01-01', '2999-12-31')))).toEqual(TOO_LONG);
    expect(answer(await client.get(custom('2024-01-01', '2027-01-01')))).toEqual(TOO_LONG);
  });

  it('a calendar year is weekly: 53 Monday buckets from 2025-12-29, summing to the revenue total', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const response = await client.get(custom('2026-01-01', '2026-12-31'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ from: '2026-01-01', to: '2026-12-31', granularity: 'week', revenueTotal: 70.98 });
    const series = seriesOf(response.body);
    expect(series).toHaveLength(53);
    expect(series.map((point) => point.bucket)).toEqual(Array.from({ length: 53 }, (_, week) => addDays('2025-12-29', week * 7)));
    // Alice's Nov 5 tea (Thursday) in the week of Monday Nov 2; Nov 10–13 (Tuesday to Friday) in the week of Nov 9.
    expect(nonZero(series)).toEqual([
      { bucket: '2026-11-02', revenue: 2.5 },
      { bucket: '2026-11-09', revenue: 65.98 + 2.5 },
    ]);
    expect(cents(series)).toBe(7098);
  });

  it('longer than 366 days is monthly, up to the 1,096-day maximum (three calendar years: 36 months)', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const twoYears = await client.get(custom('2025-06-15', '2027-06-14'));
    expect(twoYears.status).toBe(200);
    expect(twoYears.body).toMatchObject({ granularity: 'month', revenueTotal: 70.98, netRevenue: 67.76, taxTotal: 3.22 });
    const months = seriesOf(twoYears.body);
    expect(months.map((point) => point.bucket)).toEqual([
      ...Array.from({ length: 7 }, (_, index) => `2025-${String(index + 6).padStart(2, '0')}`),
      ...Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
      ...Array.from({ length: 6 }, (_, index) => `2027-${String(index + 1).padStart(2, '0')}`),
    ]);
    expect(nonZero(months)).toEqual([{ bucket: '2026-11', revenue: 70.98 }]);

    const longest = await client.get(custom('2024-01-01', '2026-12-31'));
    expect(longest.status).toBe(200);
    expect(longest.body).toMatchObject({ granularity: 'month', revenueTotal: 70.98 });
    expect(seriesOf(longest.body)).toHaveLength(36);
    expect(cents(seriesOf(longest.body))).toBe(7098);
  });

  it('62 days (October and November) stay daily; 63 days become weekly', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const daily = await client.get(custom('2026-10-01', '2026-12-01'));
    expect(daily.body).toMatchObject({ granularity: 'day', revenueTotal: 70.98 });
    const days = seriesOf(daily.body);
    expect(days.map((point) => point.bucket)).toEqual(Array.from({ length: 62 }, (_, day) => addDays('2026-10-01', day)));
    expect(nonZero(days)).toEqual([
      { bucket: '2026-11-05', revenue: 2.5 },
      { bucket: '2026-11-10', revenue: 31 },
      { bucket: '2026-11-11', revenue: 22.49 },
      { bucket: '2026-11-12', revenue: 12.49 },
      { bucket: '2026-11-13', revenue: 2.5 },
    ]);
    const weekly = await client.get(custom('2026-10-01', '2026-12-02'));
    expect(weekly.body).toMatchObject({ granularity: 'week', revenueTotal: 70.98 });
    // Thursday Oct 1 is in the week of Monday Sep 28; Wednesday Dec 2 in the week of Nov 30.
    expect(seriesOf(weekly.body).map((point) => point.bucket)).toEqual(
      Array.from({ length: 10 }, (_, week) => addDays('2026-09-28', week * 7)),
    );
  });

  it('invalid dates are a 400, never a 500: reversed, unparsable, year 0 or 99999, repeated parameters', async () => {
    const client = await reporter('2026-11-20T15:00:00.000Z');
    const queries = [
      '?type=custom&from=2026-11-12&to=2026-11-11',
      '?type=custom&from=2026-13-01&to=2026-12-01',
      '?type=custom&from=2026-1-1&to=2026-02-01',
      '?type=custom&from=0000-01-01&to=2026-01-01',
      '?type=custom&from=0099-12-31&to=2026-01-01',
      '?type=custom&from=1899-12-31&to=1900-01-02',
      '?type=custom&from=2026-01-01&to=99999-12-31',
      '?type=custom&from=2999-12-31&to=3000-01-01',
      '?type=custom&from=2026-02-3x&to=2026-03-01',
      '?type=custom&from=2026-01-01&from=2026-01-02&to=2026-01-03',
      '?type=custom&from=&to=',
    ];
    const answers = [];
    for (const query of queries) answers.push({ query, ...answer(await client.get(`${REPORTS}${query}`)) });
    const invalid = { status: 400, body: { message: REPORT_MESSAGES.invalidDateFilter, code: 'validation_failed' } };
    expect(answers).toEqual(queries.map((query) => ({ query, ...invalid })));
  });
});

describe('migration 2026112221_report_indexes', () => {
  it('backfills the invoices already there with the store-local day they were paid', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase(database.url);
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor(handle.dialect) },
        migrationTableName: 'schema_migrations',
        migrationLockTableName: 'schema_migrations_lock',
      });
      expect((await migrator.migrateTo('2026112220_reservations')).error).toBeUndefined();
      const now = '2026-11-22T00:00:00.000Z';
      await sql`insert into store_settings (id, store_name, currency, time_zone, updated_at) values (1, 'Old Store', 'USD', 'Asia/Kolkata', ${now})`.execute(
        handle.db,
      );
      for (const createdAt of ['2026-11-22T18:20:00.000Z', '2026-11-22T18:40:00.000Z', '2026-10-31T18:31:00.000Z']) {
        await sql`insert into invoices (sub_total, tax_total, total, payment_type_title, customer_type, created_by_name, created_at)
          values (100, 0, 100, 'Cash', 'WALKIN', 'Old Cashier', ${createdAt})`.execute(handle.db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await handle.db.selectFrom('invoices').select(['created_at', 'business_date']).orderBy('id').execute();
      expect(rows.map((row) => row.business_date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-01']);
    } finally {
      await handle.destroy();
      await database.drop();
    }
  });
});
