// Invoices (spec 2.10, 3 invoice, 7 Invoices, 9 filters): scopes; the list per filter in a non-UTC
// store zone (Asia/Kolkata, UTC+5:30) around midnight, by the payment's business day; search; the orders of
// an invoice for printing; beyond the spec, the PDF and the CSV export (injection-safe).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../shared/contract/invoices';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { ORDER_MESSAGES } from '../../../shared/domain/orders';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { CREATE_AND_PAY, FULL_CART_CLIENT_TOTALS, FULL_CART_TOTALS, fullCart } from '../helpers/posApi';
import {
  INVOICES,
  INVOICES_CSV,
  INVOICES_INIT,
  INVOICES_SEARCH,
  INVOICE_ORDERS,
  INVOICE_PDF,
  Sales,
  setStoreTimeZone,
  testClock,
} from '../helpers/salesApi';

/** 2026-11-23 00:15 in Kolkata: "today" began 15 minutes ago. */
const NOW = '2026-11-22T18:45:00.000Z';

const clock = testClock(NOW);
let server: TestServer;
let menu: PosMenu;
let sales: Sales;
let cashier: { id: number; name: string };

/** Invoice ids of the fixture, by name. */
const ids: Record<'pos' | 'b' | 'c' | 'a' | 'd' | 'e' | 'f' | 'g', number> = { pos: 0, b: 0, c: 0, a: 0, d: 0, e: 0, f: 0, g: 0 };
let cOrderIds: number[] = [];
let openOrderId = 0;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  await setStoreTimeZone(server, 'Asia/Kolkata');
  const { user } = await server.createUser({ scope: ['POS'], name: 'Cora Cashier' });
  cashier = { id: user.id, name: user.name };
  sales = new Sales(server, clock, cashier, menu.cashId);

  const tea = cartLine(menu.tea.id);
  const priya = await sales.customer('2026-11-01T00:00:00.000Z', 'Priya Sharma', '9876543210');
  await server.db.updateTable('customers').set({ email: 'priya@example.com' }).where('id', '=', priya.id).execute();
  // A: 23:50 on Nov 22 local (yesterday), Priya's.
  ids.a = (await sales.placePaid('2026-11-22T18:20:00.000Z', { cart: [tea], customerId: priya.id })).invoiceId;
  // B: 00:10 on Nov 23 local (today), a walk-in at table T1.
  ids.b = (await sales.placePaid('2026-11-22T18:40:00.000Z', { cart: [tea], tableId: menu.tableId, deliveryType: 'dinein' })).invoiceId;
  // C: two orders placed Nov 21, paid together at 00:05 on Nov 23 local: today's (the payment's day).
  const c1 = await sales.place('2026-11-21T10:00:00.000Z', { cart: [tea] });
  const c2 = await sales.place('2026-11-21T10:05:00.000Z', { cart: fullCart(menu) });
  cOrderIds = [c1.orderId, c2.orderId];
  ids.c = await sales.pay('2026-11-22T18:35:00.000Z', cOrderIds);
  // D: 23:59 on Nov 16 local (just outside last_7days); E: 00:01 on Nov 17 (just inside).
  ids.d = (await sales.placePaid('2026-11-16T18:29:00.000Z', { cart: [tea] })).invoiceId;
  ids.e = (await sales.placePaid('2026-11-16T18:31:00.000Z', { cart: [tea] })).invoiceId;
  // F: 23:59 on Oct 31 local (last month); G: 00:01 on Nov 1 (this month).
  ids.f = (await sales.placePaid('2026-10-31T18:29:00.000Z', { cart: [tea] })).invoiceId;
  ids.g = (await sales.placePaid('2026-10-31T18:31:00.000Z', { cart: [tea] })).invoiceId;
  // An open order: never on an invoice.
  openOrderId = (await sales.place('2026-11-22T18:41:00.000Z', { cart: [tea] })).orderId;
  // The POS path: paid at the counter at 00:14 local on Nov 23.
  clock.at('2026-11-22T18:44:00.000Z');
  const pos = (await server.signInAs({ scope: ['POS'] })).client;
  const paid = await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId });
  if (paid.status !== 200) throw new Error(`create-order-and-invoice answered ${paid.status}: ${paid.text}`);
  ids.pos =
    (await server.db.selectFrom('orders').select('invoice_id').where('id', '=', paid.body.orderId).executeTakeFirstOrThrow()).invoice_id ??
    0;
});
afterAll(() => server?.close());

async function signedIn(scope: 'INVOICES' | 'REPORTS' | 'POS' = 'INVOICES'): Promise<TestClient> {
  clock.at(NOW);
  return (await server.signInAs({ scope: [scope] })).client;
}

const INVALID_FILTER = { status: 400, body: { message: REPORT_MESSAGES.invalidDateFilter, code: 'validation_failed' } };
/** Lists and exports cover at most 366 days (a year, leap day included). */
const TOO_LONG = { status: 400, body: { message: 'Please choose a period of at most 366 days!', code: 'validation_failed' } };
/** 366 days ending today (2026-11-23 in Kolkata): every invoice of the fixture. */
const A_YEAR = '?type=custom&from=2025-11-23&to=2026-11-23';

const invoiceIdsOf = (body: { invoices: { invoice_id: number }[] }) => body.invoices.map((invoice) => invoice.invoice_id);

describe('access', () => {
  const routes: { method: 'get' | 'post'; path: () => string; body?: () => unknown; alsoReports?: boolean }[] = [
    { method: 'get', path: () => INVOICES },
    { method: 'get', path: () => INVOICES_INIT },
    { method: 'post', path: () => INVOICE_ORDERS, body: () => ({ orderIds: cOrderIds }) },
    { method: 'get', path: () => `${INVOICES_SEARCH}?q=Priya` },
    { method: 'get', path: () => INVOICE_PDF(ids.a) },
    { method: 'get', path: () => INVOICES_CSV, alsoReports: true },
  ];

  it('every route needs a session (401), then INVOICES (403 otherwise; the CSV also takes REPORTS)', async () => {
    const anonymous = server.client();
    const invoices = await signedIn('INVOICES');
    const reports = await signedIn('REPORTS');
    const pos = await signedIn('POS');
    const admin = (await server.signInAs({ role: 'admin' })).client;
    for (const route of routes) {
      const call = async (client: TestClient) =>
        (route.method === 'get' ? await client.get(route.path()) : await client.post(route.path(), route.body?.())).status;
      const statuses = { route: route.path(), anonymous: await call(anonymous), pos: await call(pos), reports: await call(reports) };
      expect(statuses).toEqual({ route: route.path(), anonymous: 401, pos: 403, reports: route.alsoReports ? 200 : 403 });
      expect({ route: route.path(), invoices: await call(invoices), admin: await call(admin) }).toEqual({
        route: route.path(),
        invoices: 200,
        admin: 200,
      });
    }
  });
});

describe('GET /invoices?type&from&to', () => {
  it("lists the period's invoices by the payment's business day in the store zone, newest first", async () => {
    const client = await signedIn();
    const expected: Record<string, number[]> = {
      '': [ids.pos, ids.b, ids.c],
      '?type=today': [ids.pos, ids.b, ids.c],
      '?type=tomorrow': [],
      '?type=yesterday': [ids.a],
      '?type=last_7days': [ids.pos, ids.b, ids.c, ids.a, ids.e],
      '?type=this_month': [ids.pos, ids.b, ids.c, ids.a, ids.e, ids.d, ids.g],
      '?type=last_month': [ids.f],
      '?type=custom&from=2026-11-16&to=2026-11-16': [ids.d],
      '?type=custom&from=2026-10-31&to=2026-11-01': [ids.g, ids.f],
    };
    const answered: Record<string, number[]> = {};
    for (const query of Object.keys(expected)) {
      const response = await client.get(`${INVOICES}${query}`);
      answered[query] = response.status === 200 ? invoiceIdsOf(response.body) : [-response.status];
    }
    expect(answered).toEqual(expected);
  });

  it('answers spec 3 invoices: decimals, the customer (WALKIN without one), orders with tokens, who sold it', async () => {
    const client = await signedIn();
    const yesterday = (await client.get(`${INVOICES}?type=yesterday`)).body.invoices;
    const aOrder = await server.db
      .selectFrom('orders')
      .select(['id', 'token_no'])
      .where('invoice_id', '=', ids.a)
      .executeTakeFirstOrThrow();
    expect(yesterday).toEqual([
      {
        invoice_id: ids.a,
        created_at: '2026-11-22T18:20:00.000Z',
        sub_total: 2.5,
        tax_total: 0,
        total: 2.5,
        service_charge_total: 0,
        table_id: null,
        table_title: null,
        floor: null,
        delivery_type: null,
        customer_type: 'CUSTOMER',
        customer_id: expect.any(Number),
        name: 'Priya Sharma',
        email: 'priya@example.com',
        orders: [{ order_id: aOrder.id, token_no: aOrder.token_no }],
        created_by_name: 'Cora Cashier',
        payment_type_title: 'Cash',
        check: null,
      },
    ]);
    const today = (await client.get(INVOICES)).body.invoices as Record<string, unknown>[];
    expect(today[0]).toMatchObject({
      invoice_id: ids.pos,
      customer_type: 'WALKIN',
      name: null,
      sub_total: FULL_CART_TOTALS.net / 100,
      tax_total: FULL_CART_TOTALS.tax / 100,
      total: FULL_CART_TOTALS.payable / 100,
    });
    expect(today[1]).toMatchObject({
      invoice_id: ids.b,
      table_id: menu.tableId,
      table_title: 'T1',
      floor: 'Ground',
      delivery_type: 'dinein',
    });
    expect(today[2]).toMatchObject({
      invoice_id: ids.c,
      orders: cOrderIds.map((orderId) => ({ order_id: orderId, token_no: expect.any(Number) })),
      total: (250 + FULL_CART_TOTALS.payable) / 100,
    });
  });

  it('refuses a custom period longer than 366 days (1900–2999 included) and serves a whole year', async () => {
    const client = await signedIn();
    expect(answer(await client.get(`${INVOICES}?type=custom&from=1900-01-01&to=2999-12-31`))).toEqual(TOO_LONG);
    expect(answer(await client.get(`${INVOICES}?type=custom&from=2025-11-22&to=2026-11-23`))).toEqual(TOO_LONG);
    const year = await client.get(`${INVOICES}${A_YEAR}`);
    expect(year.status).toBe(200);
    expect(invoiceIdsOf(year.body)).toEqual(expect.arrayContaining([ids.pos, ids.b, ids.c, ids.a, ids.e, ids.d, ids.g, ids.f]));
  });

  it('refuses unknown filters and bad custom ranges', async () => {
    const client = await signedIn();
    const queries = ['?type=someday', '?type=custom&from=2026-11-20', '?type=custom&from=2026-11-20&to=2026-11-19'];
    const answers = [];
    for (const query of queries) answers.push(answer(await client.get(`${INVOICES}${query}`)));
    expect(answers).toEqual(queries.map(() => INVALID_FILTER));
  });
});

describe('GET /invoices/init', () => {
  it('answers the store and print settings', async () => {
    const response = await (await signedIn()).get(INVOICES_INIT);
    expect(response.status).toBe(200);
    expect(response.body.storeSettings).toMatchObject({ storeName: 'My Restaurant', currency: 'USD', timeZone: 'Asia/Kolkata' });
    expect(response.body.printSettings).toEqual(expect.objectContaining({ pageFormat: 80, isEnablePrint: true }));
    expect(response.body.printSettings).not.toHaveProperty('page_format');
    expect(response.body.printSettings).not.toHaveProperty('is_enable_print');
  });
});

describe('GET /invoices/search?q', () => {
  it('finds by invoice id, token, customer name or phone (any case, part of it) and table title; newest first', async () => {
    const client = await signedIn();
    const search = async (q: string) => invoiceIdsOf((await client.get(`${INVOICES_SEARCH}?q=${encodeURIComponent(q)}`)).body);
    expect(await search(String(ids.f))).toContain(ids.f);
    const cToken = (
      await server.db
        .selectFrom('orders')
        .select('token_no')
        .where('id', '=', cOrderIds[1] ?? 0)
        .executeTakeFirstOrThrow()
    ).token_no;
    expect(await search(String(cToken))).toContain(ids.c);
    expect(await search('priya')).toEqual([ids.a]);
    expect(await search('SHARMA')).toEqual([ids.a]);
    expect(await search('98765')).toEqual([ids.a]);
    expect(await search('98765 43210')).toEqual([ids.a]);
    expect(await search('t1')).toEqual([ids.b]);
    // LIKE wildcards are literal text; nothing matches.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('an empty text finds nothing (spec 5) and answers 200', async () => {
    const client = await signedIn();
    for (const query of ['', '?q=', '?q=%20%20']) {
      const response = await client.get(`${INVOICES_SEARCH}${query}`);
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { invoices: [] } });
    }
  });

  it("keeps a deleted customer's invoices findable and named (the orders' name snapshot)", async () => {
    const gone = await sales.customer('2026-11-01T00:00:00.000Z', 'Gina Gone', '5551234');
    const { invoiceId } = await sales.placePaid('2026-11-20T08:00:00.000Z', { cart: [cartLine(menu.tea.id)], customerId: gone.id });
    await server.db.deleteFrom('customers').where('id', '=', gone.id).execute();
    const client = await signedIn();
    const response = await client.get(`${INVOICES_SEARCH}?q=gina`);
    expect(response.body.invoices).toEqual([
      expect.objectContaining({ invoice_id: invoiceId, customer_type: 'CUSTOMER', customer_id: null, name: 'Gina Gone' }),
    ]);
  });
});

describe('POST /invoices/orders', () => {
  it("answers the invoice's orders with items and addons, for printing", async () => {
    const client = await signedIn();
    const response = await client.post(INVOICE_ORDERS, { orderIds: [cOrderIds[1], cOrderIds[0]] });
    expect(response.status).toBe(200);
    const orders = response.body.orders as {
      id: number;
      payment_status: string;
      status: string;
      total: number;
      items: { item_title: string; addons: unknown[] }[];
    }[];
    expect(orders.map((order) => order.id)).toEqual(cOrderIds);
    expect(orders.map((order) => [order.status, order.payment_status])).toEqual([
      ['completed', 'paid'],
      ['completed', 'paid'],
    ]);
    expect(orders[1]?.total).toBe(FULL_CART_TOTALS.payable / 100);
    expect(orders[1]?.items.map((item) => item.item_title)).toEqual(['Pizza', 'Tea', 'Burger']);
    expect(orders[1]?.items[0]?.addons).toEqual([
      { id: menu.pizza.cheese, title: 'Cheese' },
      { id: menu.pizza.olives, title: 'Olives' },
    ]);
  });

  it('refuses unknown or never-invoiced orders (404) and a bad body (400)', async () => {
    const client = await signedIn();
    const orderNotFound = { status: 404, body: { message: ORDER_ACTION_MESSAGES.orderNotFound, code: 'not_found' } };
    const invalid = { status: 400, body: { message: ORDER_MESSAGES.invalidOrderIds, code: 'validation_failed' } };
    expect(answer(await client.post(INVOICE_ORDERS, { orderIds: [cOrderIds[0], 987_654] }))).toEqual(orderNotFound);
    expect(answer(await client.post(INVOICE_ORDERS, { orderIds: [openOrderId] }))).toEqual(orderNotFound);
    expect(answer(await client.post(INVOICE_ORDERS, { orderIds: [] }))).toEqual(invalid);
    expect(answer(await client.post(INVOICE_ORDERS, {}))).toEqual(invalid);
  });
});

describe('GET /invoices/:id/pdf', () => {
  it('answers a PDF attachment named after the invoice', async () => {
    const client = await signedIn();
    const response = await client.get(INVOICE_PDF(ids.c));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${ids.c}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text.startsWith('%PDF-')).toBe(true);
    expect(response.text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('draws text a standard font cannot encode (a rupee symbol, Devanagari) without failing', async () => {
    await server.db.updateTable('store_settings').set({ currency: 'INR', store_name: 'मसाला Café' }).execute();
    try {
      const response = await (await signedIn()).get(INVOICE_PDF(ids.a));
      expect(response.status).toBe(200);
      expect(response.text.startsWith('%PDF-')).toBe(true);
    } finally {
      await server.db.updateTable('store_settings').set({ currency: 'USD', store_name: 'My Restaurant' }).execute();
    }
  });

  it('unknown or malformed ids are 404 with a message', async () => {
    const client = await signedIn();
    const badIds = ['987654', 'abc', '0', '1.5'];
    const answers = [];
    for (const id of badIds) answers.push(answer(await client.get(INVOICE_PDF(id))));
    expect(answers).toEqual(badIds.map(() => ({ status: 404, body: { message: INVOICE_MESSAGES.invoiceNotFound, code: 'not_found' } })));
  });
});

describe('GET /invoices/export.csv', () => {
  it("writes a header and one row per invoice of the period, money as decimals, dates in the store's zone", async () => {
    const client = await signedIn();
    const response = await client.get(`${INVOICES_CSV}?type=today`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoices-2026-11-23-to-2026-11-23.csv"');
    const lines = response.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Invoice ID,Date,Business Date,Order IDs,Tokens,Subtotal,Tax,Total,Discounts (included),Tip,Paid,Service Charge (included),Rounding (included),Currency,Payment Type,Delivery Type,Sold By,Customer,Table,Split Bill',
    );
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([String(ids.pos), String(ids.b), String(ids.c)]);
    const bOrder = await server.db
      .selectFrom('orders')
      .select(['id', 'token_no'])
      .where('invoice_id', '=', ids.b)
      .executeTakeFirstOrThrow();
    expect(lines[2]).toBe(
      `${ids.b},2026-11-23 00:10,2026-11-23,${bOrder.id},${bOrder.token_no},2.50,0.00,2.50,0.00,0.00,2.50,0.00,0.00,USD,Cash,dinein,Cora Cashier,WALKIN,T1,`,
    );
    const cTokens = await server.db.selectFrom('orders').select('token_no').where('invoice_id', '=', ids.c).orderBy('id').execute();
    expect(lines[3]).toBe(
      `${ids.c},2026-11-23 00:05,2026-11-23,${cOrderIds.join(' ')},${cTokens.map((row) => row.token_no).join(' ')},` +
        `${((FULL_CART_TOTALS.net + 250) / 100).toFixed(2)},${(FULL_CART_TOTALS.tax / 100).toFixed(2)},${((FULL_CART_TOTALS.payable + 250) / 100).toFixed(2)},0.00,0.00,` +
        `${((FULL_CART_TOTALS.payable + 250) / 100).toFixed(2)},0.00,0.00,USD,Cash,,Cora Cashier,WALKIN,,`,
    );
  });

  it('starts with a UTF-8 byte order mark (Excel reads accents)', async () => {
    const client = await signedIn();
    const response = await fetch(`${server.baseUrl}${INVOICES_CSV}?type=today`, {
      headers: { cookie: client.cookieHeader('/api/v1/invoices') },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 4))).toEqual([0xef, 0xbb, 0xbf, 'I'.charCodeAt(0)]);
  });

  it('a period without invoices is the header alone (with its byte order mark)', async () => {
    const client = await signedIn();
    const response = await fetch(`${server.baseUrl}${INVOICES_CSV}?type=custom&from=2020-01-01&to=2020-01-31`, {
      headers: { cookie: client.cookieHeader('/api/v1/invoices') },
    });
    expect(response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFFInvoice ID,Date,Business Date,Order IDs,Tokens,Subtotal,Tax,Total,Discounts (included),Tip,Paid,Service Charge (included),Rounding (included),Currency,Payment Type,Delivery Type,Sold By,Customer,Table,Split Bill\r\n',
    );
  });

  it('a database that fails before the first row answers a 500 with a message, not a 200 file cut short', async () => {
    const client = await signedIn();
    await server.db.schema.alterTable('invoice_orders').renameTo('invoice_orders_away').execute();
    try {
      const response = await client.get(`${INVOICES_CSV}?type=today`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(response.body).toEqual({ message: expect.any(String), code: 'internal' });
    } finally {
      await server.db.schema.alterTable('invoice_orders_away').renameTo('invoice_orders').execute();
    }
    expect((await client.get(`${INVOICES_CSV}?type=today`)).status).toBe(200);
  });

  it('defuses formulas (= + - @) and quotes commas and quotes', async () => {
    const evil = await sales.customer('2026-11-01T00:00:00.000Z', '=HYPERLINK("http://x","click")', '5559999');
    await sales.placePaid('2026-11-19T08:00:00.000Z', { cart: [cartLine(menu.tea.id)], customerId: evil.id });
    for (const [phone, name] of [
      ['5559998', '+cmd|calc'],
      ['5559997', '-2+3'],
      ['5559996', '@SUM(A1)'],
      ['5559995', 'Smith, "Jo"'],
    ] as const) {
      const customer = await sales.customer('2026-11-01T00:00:00.000Z', name, phone);
      await sales.placePaid('2026-11-19T09:00:00.000Z', { cart: [cartLine(menu.tea.id)], customerId: customer.id });
    }
    const client = await signedIn('REPORTS');
    const response = await client.get(`${INVOICES_CSV}?type=custom&from=2026-11-19&to=2026-11-19`);
    expect(response.status).toBe(200);
    const customers = response.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) =>
        line.slice(line.indexOf(',Cora Cashier,') + ',Cora Cashier,'.length, line.lastIndexOf(',', line.lastIndexOf(',') - 1)),
      );
    expect(customers.sort()).toEqual(
      ['"\'=HYPERLINK(""http://x"",""click"")"', "'+cmd|calc", "'-2+3", "'@SUM(A1)", '"Smith, ""Jo"""'].sort(),
    );
  });

  it('refuses an unknown filter like the list does', async () => {
    expect(answer(await (await signedIn()).get(`${INVOICES_CSV}?type=forever`))).toEqual(INVALID_FILTER);
  });

  it('exports at most 366 days: 1900–2999 and 367 days are a 400, a whole year is one file', async () => {
    const client = await signedIn('REPORTS');
    expect(answer(await client.get(`${INVOICES_CSV}?type=custom&from=1900-01-01&to=2999-12-31`))).toEqual(TOO_LONG);
    expect(answer(await client.get(`${INVOICES_CSV}?type=custom&from=2025-11-22&to=2026-11-23`))).toEqual(TOO_LONG);
    expect(answer(await client.get(`${INVOICES_CSV}?type=custom&from=2026-11-23&to=2026-11-22`))).toEqual(INVALID_FILTER);
    const year = await client.get(`${INVOICES_CSV}${A_YEAR}`);
    expect(year.status).toBe(200);
    expect(year.headers.get('content-disposition')).toBe('attachment; filename="invoices-2025-11-23-to-2026-11-23.csv"');
    const rowIds = year.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]));
    expect(rowIds).toEqual(expect.arrayContaining([ids.pos, ids.b, ids.c, ids.a, ids.e, ids.d, ids.g, ids.f]));
    // The same rows as the list, in the same order (newest first).
    expect(rowIds).toEqual(invoiceIdsOf((await (await signedIn('INVOICES')).get(`${INVOICES}${A_YEAR}`)).body));
  });
});
