// Refunds: a paid invoice refunded by lines or wholly as credit notes of their own number series, with a
// reason and the refund's payment type; the invoice itself never changes; a line is refunded once; the Invoices
// screen lists and prints credit notes; Reports net refunds out of revenue on the refund's own business day.
// Every amount below is derived by hand from the POS menu factory (tests/factories/menu.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { answer } from '../helpers/ordersApi';
import { fullCart } from '../helpers/posApi';
import { REPORTS, Sales, testClock } from '../helpers/salesApi';

const REFUND = (invoiceId: number | string) => `/api/v1/billing/invoices/${invoiceId}/refund`;
const CREDIT_NOTES = '/api/v1/billing/credit-notes';
const BILLING_REPORT = '/api/v1/billing/report';

const clock = testClock('2026-11-20T12:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let sales: Sales;
let clerk: TestClient;
let clerkId: number;
let clerkLogin: { username: string; password: string };
let keyCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  const { user } = await server.createUser({ scope: ['POS'], name: 'Cora Cashier' });
  sales = new Sales(server, clock, { id: user.id, name: user.name }, menu.cashId);
  const created = await server.createUser({ scope: ['INVOICES', 'REPORTS'], name: 'Rene Refunds' });
  clerkId = created.user.id;
  clerkLogin = { username: created.user.username, password: created.password };
  clerk = await server.signIn(clerkLogin.username, clerkLogin.password);
});
afterAll(() => server?.close());

/** The test clock moves by days: the clerk signs in again at the new time (sessions expire on that clock). */
async function clerkAt(iso: string): Promise<TestClient> {
  clock.at(iso);
  clerk = await server.signIn(clerkLogin.username, clerkLogin.password);
  return clerk;
}

const invalid = (message: string) => ({ status: 400, body: { message, code: 'validation_failed' } });

const withKey = () => ({ headers: { 'idempotency-key': `refund-${(keyCounter += 1)}` } });

async function invoiceRow(id: number) {
  return server.db
    .selectFrom('invoices')
    .select(['sub_total', 'tax_total', 'total', 'payment_type_title'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function lineId(orderId: number, title: string): Promise<number> {
  return (
    await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('item_title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;
}

describe('POST /billing/invoices/{id}/refund', () => {
  it('refunds one line as a credit note, leaves the invoice as it was, then the rest wholly, then refuses more', async () => {
    // fullCart: 2 large pizzas + cheese + olives (2 × 14.25 = 28.50 net, 5 % exclusive 1.43), 3 teas 7.50, a
    // burger + bacon 11.99 with 12.5 % inclusive (tax 1.33, net 10.66). Invoice: net 46.66, tax 2.76, total 49.42.
    const sale = await sales.placePaid('2026-11-20T12:00:00.000Z', { cart: fullCart(menu) });
    const before = await invoiceRow(sale.invoiceId);
    expect(before).toMatchObject({ sub_total: 4666, tax_total: 276, total: 4942 });
    const tea = await lineId(sale.orderId, 'Tea');

    await clerkAt('2026-11-21T15:00:00.000Z');
    const first = await clerk.post(
      REFUND(sale.invoiceId),
      { mode: 'lines', lineIds: [tea], reason: 'Cold tea', paymentTypeId: menu.cashId },
      withKey(),
    );
    expect(first.status).toBe(200);
    const number = first.body.creditNote.number as string;
    expect(number).toMatch(/^CN-\d+$/);
    expect(first.body).toEqual({
      message: `Refund recorded: credit note ${number}.`,
      creditNote: {
        credit_note_id: expect.any(Number),
        number,
        invoice_id: sale.invoiceId,
        created_at: '2026-11-21T15:00:00.000Z',
        business_date: '2026-11-21',
        is_whole: false,
        reason: 'Cold tea',
        payment_type_title: 'Cash',
        sub_total: 7.5,
        tax_total: 0,
        total: 7.5,
        service_charge_total: 0,
        created_by_name: 'Rene Refunds',
        lines: [{ order_item_id: tea, item_title: 'Tea', quantity: 3, sub_total: 7.5, tax_total: 0, total: 7.5 }],
      },
    });
    expect(await invoiceRow(sale.invoiceId)).toEqual(before);

    // The same line again: refused, nothing written.
    expect(
      answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'lines', lineIds: [tea], reason: 'Again', paymentTypeId: menu.cashId })),
    ).toEqual({
      status: 409,
      body: { message: BILLING_MESSAGES.lineAlreadyRefunded('Tea'), code: 'conflict' },
    });

    const refundable = await clerk.get(REFUND(sale.invoiceId));
    expect(refundable.status).toBe(200);
    expect(refundable.body.remaining).toEqual({ sub_total: 39.16, tax_total: 2.76, total: 41.92, service_charge_total: 0 });
    expect(
      refundable.body.lines.map((line: { item_title: string; refunded_by: string | null }) => [line.item_title, line.refunded_by]),
    ).toEqual([
      ['Pizza', null],
      ['Tea', number],
      ['Burger', null],
    ]);

    // Whole: what is left (pizza and burger), never the tea again.
    const whole = await clerk.post(
      REFUND(sale.invoiceId),
      { mode: 'whole', reason: 'Guest complaint', paymentTypeId: menu.cashId },
      withKey(),
    );
    expect(whole.status).toBe(200);
    expect(whole.body.creditNote).toMatchObject({ is_whole: true, sub_total: 39.16, tax_total: 2.76, total: 41.92 });
    expect(whole.body.creditNote.lines.map((line: { item_title: string }) => line.item_title)).toEqual(['Pizza', 'Burger']);
    expect(answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'whole', reason: 'More', paymentTypeId: menu.cashId }))).toEqual({
      status: 409,
      body: { message: BILLING_MESSAGES.nothingLeftToRefund(sale.invoiceId), code: 'conflict' },
    });
    expect(await invoiceRow(sale.invoiceId)).toEqual(before);

    // Each refund is in the audit trail, by the clerk, with the reason.
    const entries = await server.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'summary'])
      .where('action', '=', 'invoice.refunded')
      .where('subject_id', '=', String(sale.invoiceId))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { actor_id: clerkId, summary: `Refunded 7.50 of invoice #${sale.invoiceId} as ${number} (Tea ×3; Cash): Cold tea` },
      {
        actor_id: clerkId,
        summary: `Refunded 41.92 of invoice #${sale.invoiceId} as ${whole.body.creditNote.number} (whole; Cash): Guest complaint`,
      },
    ]);
  });

  it('a retry with the same Idempotency-Key answers the first credit note and writes no second one', async () => {
    const sale = await sales.placePaid('2026-11-22T12:00:00.000Z', { cart: [cartLine(menu.tea.id)] });
    await clerkAt('2026-11-22T12:00:00.000Z');
    const key = { headers: { 'idempotency-key': 'refund-retry-once' } };
    const body = { mode: 'whole', reason: 'Wrong order', paymentTypeId: menu.cashId };
    const first = await clerk.post(REFUND(sale.invoiceId), body, key);
    const again = await clerk.post(REFUND(sale.invoiceId), body, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const notes = await server.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', sale.invoiceId).execute();
    expect(notes).toHaveLength(1);
  });

  it('refuses what it cannot do with the right message: no reason, no payment type, an inactive one, a foreign line, an unknown invoice', async () => {
    const sale = await sales.placePaid('2026-11-22T13:00:00.000Z', { cart: [cartLine(menu.tea.id)] });
    const other = await sales.placePaid('2026-11-22T13:05:00.000Z', { cart: [cartLine(menu.tea.id)] });
    await clerkAt('2026-11-22T13:05:00.000Z');
    const foreign = await lineId(other.orderId, 'Tea');
    expect(answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'whole', reason: ' ', paymentTypeId: menu.cashId }))).toEqual(
      invalid(BILLING_MESSAGES.refundReasonRequired),
    );
    expect(answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'whole', reason: 'x' }))).toEqual(
      invalid(BILLING_MESSAGES.paymentTypeRequired),
    );
    expect(answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'whole', reason: 'x', paymentTypeId: menu.cardId }))).toEqual(
      invalid(BILLING_MESSAGES.paymentTypeUnavailable),
    );
    expect(
      answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'lines', lineIds: [], reason: 'x', paymentTypeId: menu.cashId })),
    ).toEqual(invalid(BILLING_MESSAGES.refundLinesRequired));
    expect(
      answer(await clerk.post(REFUND(sale.invoiceId), { mode: 'lines', lineIds: [foreign], reason: 'x', paymentTypeId: menu.cashId })),
    ).toEqual({
      status: 409,
      body: { message: BILLING_MESSAGES.lineNotOnInvoice(sale.invoiceId), code: 'conflict' },
    });
    for (const id of ['987654', 'abc']) {
      expect(answer(await clerk.post(REFUND(id), { mode: 'whole', reason: 'x', paymentTypeId: menu.cashId }))).toEqual({
        status: 404,
        body: { message: BILLING_MESSAGES.invoiceNotFound, code: 'not_found' },
      });
    }
    expect(await server.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', sale.invoiceId).execute()).toEqual([]);
  });

  it('needs a session (401) and INVOICES (403)', async () => {
    const sale = await sales.placePaid('2026-11-22T14:00:00.000Z', { cart: [cartLine(menu.tea.id)] });
    await clerkAt('2026-11-22T14:00:00.000Z');
    const body = { mode: 'whole', reason: 'x', paymentTypeId: menu.cashId };
    expect((await server.client().post(REFUND(sale.invoiceId), body)).status).toBe(401);
    const { client: reportsOnly } = await server.signInAs({ scope: ['REPORTS', 'POS', 'ORDERS'] });
    expect((await reportsOnly.post(REFUND(sale.invoiceId), body)).status).toBe(403);
    expect((await reportsOnly.get(REFUND(sale.invoiceId))).status).toBe(403);
  });
});

describe('credit notes on the Invoices screen, and in Reports', () => {
  it('lists the period’s credit notes, prints one as a PDF, and notes its reprint', async () => {
    await clerkAt('2026-11-23T09:00:00.000Z');
    const list = await clerk.get(`${CREDIT_NOTES}?type=custom&from=2026-11-21&to=2026-11-21`);
    expect(list.status).toBe(200);
    expect(list.body.creditNotes.map((note: { total: number; reason: string }) => [note.reason, note.total])).toEqual([
      ['Guest complaint', 41.92],
      ['Cold tea', 7.5],
    ]);
    const id = list.body.creditNotes[1].credit_note_id as number;
    const one = await clerk.get(`${CREDIT_NOTES}/${id}`);
    expect(one.body).toEqual(list.body.creditNotes[1]);
    const pdf = await clerk.get(`${CREDIT_NOTES}/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="credit-note-CN-${id}.pdf"`);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect((await clerk.get(`${CREDIT_NOTES}/987654`)).status).toBe(404);
    expect((await clerk.post('/api/v1/activity/reprint', { document: 'credit-note', creditNoteId: id })).status).toBe(200);
  });

  it('nets refunds out of revenue, net sales and tax on the day they were made, and shows them', async () => {
    // Nov 20: the fullCart invoice (49.42: net 46.66, tax 2.76) and nothing refunded that day.
    const day20 = await clerk.get(`${REPORTS}?type=custom&from=2026-11-20&to=2026-11-20`);
    expect(day20.body).toMatchObject({ revenueTotal: 49.42, netRevenue: 46.66, taxTotal: 2.76 });
    expect((await clerk.get(`${BILLING_REPORT}?type=custom&from=2026-11-20&to=2026-11-20`)).body).toMatchObject({
      grossRevenue: 49.42,
      refundsTotal: 0,
      refundsCount: 0,
    });
    // Nov 21: no sale, the two refunds of that invoice (7.50 + 41.92 = 49.42: net 7.50 + 39.16, tax 2.76).
    const day21 = await clerk.get(`${REPORTS}?type=custom&from=2026-11-21&to=2026-11-21`);
    expect(day21.body).toMatchObject({ revenueTotal: -49.42, netRevenue: -46.66, taxTotal: -2.76 });
    expect((await clerk.get(`${BILLING_REPORT}?type=custom&from=2026-11-21&to=2026-11-21`)).body).toMatchObject({
      grossRevenue: 0,
      refundsTotal: 49.42,
      refundsCount: 2,
    });
    // The 15:00 UTC hour (store zone UTC) holds both refunds; the buckets still sum to the revenue.
    const hours = day21.body.series as { bucket: string; revenue: number }[];
    expect(hours.find((point) => point.bucket === '2026-11-21T15')?.revenue).toBe(-49.42);
    // Both days: the sale and its refunds cancel out; the daily series says where each happened.
    const both = await clerk.get(`${REPORTS}?type=custom&from=2026-11-20&to=2026-11-21`);
    expect(both.body).toMatchObject({ revenueTotal: 0, netRevenue: 0, taxTotal: 0 });
    expect(both.body.series).toEqual([
      { bucket: '2026-11-20', revenue: 49.42 },
      { bucket: '2026-11-21', revenue: -49.42 },
    ]);
  });
});
