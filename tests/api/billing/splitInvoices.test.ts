// The invoices of a split bill's checks: each check's PDF, receipt reprint (POST /invoices/orders) and CSV row show
// exactly its own lines (by items), or the table's lines as "Share k of n" with the share's amount (evenly, by
// amount); and the loser of two payments of the same last check is told it is already paid (409). Menu of
// tests/factories/menu.ts: Pizza 10.00 + 5 % exclusive (10.50), Burger 9.99 with 12.5 % inclusive, Tea 2.50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { pdfTextRows } from '../../support/pdfText';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { INVOICES_CSV, INVOICES_SEARCH, INVOICE_ORDERS, INVOICE_PDF } from '../helpers/salesApi';

const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;

let server: TestServer;
let menu: PosMenu;
let waiter: TestClient;
let waiterUser: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS', 'INVOICES'], name: 'Wes Waiter' });
  waiter = signedIn.client;
  waiterUser = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

/** A split table: pizza 10.50, burger 9.99 and tea 5.00 (two at 2.50), one dine-in order of 25.49. */
async function placeTable() {
  const order = await createOrder(server.brigade.ctx, waiterUser, {
    cart: [cartLine(menu.pizza.id), cartLine(menu.burger.id), cartLine(menu.tea.id, { quantity: 2 })],
    tableId: menu.tableId,
    deliveryType: 'dinein',
  });
  const lines = await server.db
    .selectFrom('order_items')
    .select(['id', 'item_title'])
    .where('order_id', '=', order.orderId)
    .orderBy('id')
    .execute();
  const lineId = (title: string) => lines.find((line) => line.item_title === title)?.id ?? 0;
  return { orderId: order.orderId, lineId };
}

type CheckDto = { check_id: number; position: number; total: number };

async function split(body: Record<string, unknown>): Promise<{ bill_id: number; checks: CheckDto[] }> {
  const response = await waiter.post(SPLIT, body);
  expect(answer(response)).toMatchObject({ status: 200 });
  return response.body.bill;
}

async function invoiceCount(): Promise<number> {
  return (await server.db.selectFrom('invoices').select('id').execute()).length;
}

async function pay(check: CheckDto): Promise<number> {
  const paid = await waiter.post(PAY_CHECK(check.check_id), {
    tenders: [{ paymentTypeId: menu.cashId, amount: check.total }],
    expectedTotal: check.total,
  });
  expect(paid.status).toBe(200);
  return paid.body.invoiceId as number;
}

async function pdfRows(invoiceId: number): Promise<string[]> {
  const response = await waiter.get(INVOICE_PDF(invoiceId));
  expect(response.status).toBe(200);
  return pdfTextRows(response.bytes);
}

describe('paying the last check twice at once', () => {
  it('one payment wins; the other is a 409 saying the check is already paid, and only one invoice is written', async () => {
    const { orderId } = await placeTable();
    const [first, last] = (await split({ orderIds: [orderId], mode: 'even', guests: 2, expectedTotal: 25.49 })).checks;
    if (!first || !last) throw new Error('two checks expected');
    await pay(first);
    const body = { tenders: [{ paymentTypeId: menu.cashId, amount: last.total }], expectedTotal: last.total };
    const before = await invoiceCount();
    const answers = await Promise.all([waiter.post(PAY_CHECK(last.check_id), body), waiter.post(PAY_CHECK(last.check_id), body)]);
    expect(answers.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, 409]);
    expect(answers.map(answer).find((response) => response.status === 409)).toEqual({
      status: 409,
      body: { message: SPLIT_MESSAGES.checkPaid(2), code: 'conflict' },
    });
    expect(SPLIT_MESSAGES.checkPaid(2)).toBe('Check 2 is already paid!');
    // Once the bill is settled, paying its last check again says the same.
    expect(answer(await waiter.post(PAY_CHECK(last.check_id), body))).toEqual({
      status: 409,
      body: { message: SPLIT_MESSAGES.checkPaid(2), code: 'conflict' },
    });
    expect(await invoiceCount()).toBe(before + 1);
  });
});

/** The PDF's rows of lines (those under the Item | Qty | Price | Tax | Amount heading, before the totals). */
function lineRows(rows: readonly string[]): string[] {
  const start = rows.findIndex((row) => row.startsWith('Item | Qty'));
  const end = rows.findIndex((row, index) => index > start && /^(Discounts \(included\)|Table total|Subtotal) \|/.test(row));
  return rows.slice(start + 1, end);
}

function csvRowOf(csv: string, invoiceId: number): string[] {
  const row = csv.split('\r\n').find((line) => line.startsWith(`${invoiceId},`));
  if (!row) throw new Error(`no CSV row for invoice ${invoiceId}`);
  return row.split(',');
}

describe('a bill split by items', () => {
  it("each check's PDF, receipt reprint, list entry and CSV row show only its own lines, which add up to its total", async () => {
    const { orderId, lineId } = await placeTable();
    const bill = await split({
      orderIds: [orderId],
      mode: 'items',
      checks: [[lineId('Pizza')], [lineId('Burger'), lineId('Tea')]],
      expectedTotal: 25.49,
    });
    const [pizzaCheck, burgerTeaCheck] = bill.checks;
    if (!pizzaCheck || !burgerTeaCheck) throw new Error('two checks expected');
    expect([pizzaCheck.total, burgerTeaCheck.total]).toEqual([10.5, 14.99]);
    const pizzaInvoice = await pay(pizzaCheck);
    const burgerTeaInvoice = await pay(burgerTeaCheck);

    // PDF: check 1 is the pizza alone (10.00 + 5 % tax = 10.50); check 2 the burger (tax included) and two teas.
    const pizzaPdf = await pdfRows(pizzaInvoice);
    expect(lineRows(pizzaPdf)).toEqual(['Pizza | 1 | $10.00 | 5% excl. | $10.00']);
    expect(pizzaPdf).toContain('Split bill: Check 1 of 2: its own items');
    expect(pizzaPdf).toEqual(expect.arrayContaining(['Subtotal | $10.00', 'Tax | $0.50', 'Total | $10.50']));
    const burgerTeaPdf = await pdfRows(burgerTeaInvoice);
    expect(lineRows(burgerTeaPdf)).toEqual(['Burger | 1 | $9.99 | 12.5% incl. | $9.99', 'Tea | 2 | $2.50 | - | $5.00']);
    expect(burgerTeaPdf).toContain('Split bill: Check 2 of 2: its own items');
    expect(burgerTeaPdf).toContain('Total | $14.99');

    // The receipt reprint of each check: its own lines, and which check it is.
    const reprint = async (invoiceId: number) => {
      const response = await waiter.post(INVOICE_ORDERS, { orderIds: [orderId], invoiceId });
      expect(response.status).toBe(200);
      return {
        lines: response.body.orders.flatMap((order: { items: { item_title: string; quantity: number; price: number }[] }) =>
          order.items.map((item) => `${item.quantity}x ${item.item_title} ${item.price}`),
        ),
        check: response.body.check,
      };
    };
    expect(await reprint(pizzaInvoice)).toEqual({ lines: ['1x Pizza 10'], check: { position: 1, count: 2, mode: 'items' } });
    expect(await reprint(burgerTeaInvoice)).toEqual({
      lines: ['1x Burger 9.99', '2x Tea 2.5'],
      check: { position: 2, count: 2, mode: 'items' },
    });

    // The Invoices list and the CSV say which check each invoice paid.
    const listed = await waiter.get('/api/v1/invoices?type=today');
    const checkOf = (id: number) => listed.body.invoices.find((row: { invoice_id: number }) => row.invoice_id === id)?.check;
    expect([checkOf(pizzaInvoice), checkOf(burgerTeaInvoice)]).toEqual([
      { position: 1, count: 2, mode: 'items' },
      { position: 2, count: 2, mode: 'items' },
    ]);
    const csv = (await waiter.get(`${INVOICES_CSV}?type=today`)).text;
    const header = csv.split('\r\n')[0]?.split(',') ?? [];
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    const pizzaRow = csvRowOf(csv, pizzaInvoice);
    const burgerTeaRow = csvRowOf(csv, burgerTeaInvoice);
    expect([cell(pizzaRow, 'Total'), cell(pizzaRow, 'Split Bill')]).toEqual(['10.50', 'Check 1 of 2']);
    expect([cell(burgerTeaRow, 'Total'), cell(burgerTeaRow, 'Split Bill')]).toEqual(['14.99', 'Check 2 of 2']);
  });
});

describe('a bill split evenly or by amount', () => {
  it("each share's PDF lists the table's lines and total, then 'Share k of n' and its amount; the reprint says the same", async () => {
    const { orderId } = await placeTable();
    const [first, last] = (await split({ orderIds: [orderId], mode: 'even', guests: 2, expectedTotal: 25.49 })).checks;
    if (!first || !last) throw new Error('two checks expected');
    expect([first.total, last.total]).toEqual([12.75, 12.74]);
    const firstInvoice = await pay(first);

    // Reprinted before the table is settled: every line of the table, as share 1 of 2.
    const reprint = await waiter.post(INVOICE_ORDERS, { orderIds: [orderId], invoiceId: firstInvoice });
    expect(answer(reprint)).toMatchObject({ status: 200, body: { check: { position: 1, count: 2, mode: 'even' } } });
    expect(reprint.body.orders[0].items.map((item: { item_title: string }) => item.item_title)).toEqual(['Pizza', 'Burger', 'Tea']);
    // And found by the table's token on the Invoices screen, like any invoice.
    const { token_no: token } = await server.db.selectFrom('orders').select('token_no').where('id', '=', orderId).executeTakeFirstOrThrow();
    const found = await waiter.get(`${INVOICES_SEARCH}?q=${token}`);
    expect(found.body.invoices.map((row: { invoice_id: number }) => row.invoice_id)).toContain(firstInvoice);

    const lastInvoice = await pay(last);
    const tableLines = [
      'Pizza | 1 | $10.00 | 5% excl. | $10.00',
      'Burger | 1 | $9.99 | 12.5% incl. | $9.99',
      'Tea | 2 | $2.50 | - | $5.00',
    ];
    for (const [invoiceId, share, amount] of [
      [firstInvoice, 'Share 1 of 2', '$12.75'],
      [lastInvoice, 'Share 2 of 2', '$12.74'],
    ] as const) {
      const rows = await pdfRows(invoiceId);
      expect(lineRows(rows)).toEqual(tableLines);
      expect(rows).toContain(`Split bill: ${share} of the table`);
      expect(rows).toEqual(expect.arrayContaining(['Table total | $25.49', `${share} | ${amount}`, `Total | ${amount}`]));
    }
    const csv = (await waiter.get(`${INVOICES_CSV}?type=today`)).text;
    expect(csvRowOf(csv, lastInvoice).at(-1)).toBe('Share 2 of 2');

    // By amount likewise: 20.00 and 5.49 of the table's 25.49.
    const other = await placeTable();
    const byAmount = await split({ orderIds: [other.orderId], mode: 'amount', amounts: [20, 5.49], expectedTotal: 25.49 });
    const smaller = byAmount.checks[1];
    if (!smaller) throw new Error('two checks expected');
    const rows = await pdfRows(await pay(smaller));
    expect(lineRows(rows)).toEqual(tableLines);
    expect(rows).toEqual(expect.arrayContaining(['Table total | $25.49', 'Share 2 of 2 | $5.49', 'Total | $5.49']));
  });

  it('a reprint naming an invoice answers only orders that invoice paid (404 otherwise)', async () => {
    const { orderId } = await placeTable();
    const other = await placeTable();
    const [first] = (await split({ orderIds: [orderId], mode: 'even', guests: 2, expectedTotal: 25.49 })).checks;
    if (!first) throw new Error('a check expected');
    const invoiceId = await pay(first);
    expect(answer(await waiter.post(INVOICE_ORDERS, { orderIds: [other.orderId], invoiceId }))).toMatchObject({ status: 404 });
    expect(answer(await waiter.post(INVOICE_ORDERS, { orderIds: [orderId], invoiceId: 999_999 }))).toMatchObject({ status: 404 });
  });
});
