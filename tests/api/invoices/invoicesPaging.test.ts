// GET /invoices and its CSV export read a period a page at a time (INVOICE_PAGE_SIZE invoices, in turns with
// other requests: a year is about 110,000 invoices). Across page ends, with many invoices paid in the same
// second, every invoice is listed once, newest first, with its orders, in the list and in the file alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PAGE_SIZE } from '../../../server/db/repositories/invoices.repository';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { type TestServer, startTestServer } from '../../support/testServer';
import { INVOICES, INVOICES_CSV, Sales, testClock } from '../helpers/salesApi';

const PAID_AT = '2026-11-23T10:00:00.000Z';
const clock = testClock('2026-11-23T18:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
/** The invoices paid through the app (with their orders), then what the test wrote around them. */
const paid: Array<{ invoiceId: number; orderId: number; tokenNo: number }> = [];
let expectedIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  const { user } = await server.createUser({ scope: ['POS'], name: 'Cora Cashier' });
  const sales = new Sales(server, clock, { id: user.id, name: user.name }, menu.cashId);
  for (let index = 0; index < 3; index += 1) paid.push(await sales.placePaid(PAID_AT, { cart: [cartLine(menu.tea.id)] }));

  // Newer invoices, three to a second, so that the app's invoices sit across the first page's end, and the
  // page ends fall inside runs of invoices paid in the same second.
  const template = await server.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', paid[0]?.invoiceId ?? 0)
    .executeTakeFirstOrThrow();
  const { id: _id, ...row } = template;
  const newer = INVOICE_PAGE_SIZE - 2;
  const extra = INVOICE_PAGE_SIZE + 200;
  const rows = Array.from({ length: newer + extra }, (_, index) => {
    const seconds = index < newer ? 3_000 - Math.floor(index / 3) : -1 - Math.floor((index - newer) / 3);
    return { ...row, created_at: new Date(Date.parse(PAID_AT) + seconds * 1000).toISOString() };
  });
  for (let start = 0; start < rows.length; start += 200) {
    await server.db
      .insertInto('invoices')
      .values(rows.slice(start, start + 200))
      .execute();
  }
  expectedIds = (
    await server.db
      .selectFrom('invoices')
      .select('id')
      .where('business_date', '=', template.business_date)
      .orderBy('business_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((invoice) => invoice.id);
});
afterAll(() => server?.close());

describe('a period longer than a page', () => {
  it('GET /invoices lists every invoice once, newest first, and the orders of those across the first page end', async () => {
    const client = (await server.signInAs({ scope: ['INVOICES'] })).client;
    const response = await client.get(`${INVOICES}?type=today`);
    expect(response.status).toBe(200);
    const invoices = response.body.invoices as Array<{ invoice_id: number; orders: Array<{ order_id: number; token_no: number }> }>;
    expect(expectedIds.length).toBeGreaterThan(2 * INVOICE_PAGE_SIZE);
    expect(invoices.map((invoice) => invoice.invoice_id)).toEqual(expectedIds);
    const positions = paid.map((sale) => expectedIds.indexOf(sale.invoiceId));
    expect(Math.min(...positions)).toBeLessThan(INVOICE_PAGE_SIZE);
    expect(Math.max(...positions)).toBeGreaterThanOrEqual(INVOICE_PAGE_SIZE);
    for (const sale of paid) {
      expect(invoices.find((invoice) => invoice.invoice_id === sale.invoiceId)?.orders).toEqual([
        { order_id: sale.orderId, token_no: sale.tokenNo },
      ]);
    }
  });

  it('the CSV export writes the same invoices in the same order, with their orders and tokens', async () => {
    const client = (await server.signInAs({ scope: ['REPORTS'] })).client;
    const response = await client.get(`${INVOICES_CSV}?type=today`);
    expect(response.status).toBe(200);
    const rows = response.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
    expect(rows.map((cells) => Number(cells[0]))).toEqual(expectedIds);
    for (const sale of paid) {
      const cells = rows.find((row) => Number(row[0]) === sale.invoiceId);
      expect([cells?.[3], cells?.[4]]).toEqual([String(sale.orderId), String(sale.tokenNo)]);
    }
  });
});
