// Split bills: a table's bill split evenly (remainders to the cent), by items or by amount; each check paid
// with its own payment type(s) and tip and given its own invoice; the orders complete when the last check is paid;
// nothing else may change the bill meanwhile. Figures derived by hand from the menu factory (tests/factories/menu.ts):
// Tea 2.50 no tax; Pizza 10.00 + 5 % exclusive; Burger 9.99 with 12.5 % inclusive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CANCEL, PAY, answer } from '../helpers/ordersApi';

const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;
const SUMMARY = '/api/v1/billing/summary';
const REFUND = (invoiceId: number) => `/api/v1/billing/invoices/${invoiceId}/refund`;

let server: TestServer;
let menu: PosMenu;
let waiter: TestClient;
let waiterUser: { id: number; name: string };
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  await server.db.updateTable('payment_types').set({ is_active: 1 }).where('id', '=', menu.cardId).execute();
  const signedIn = await server.signInAs({ scope: ['ORDERS', 'INVOICES', 'REPORTS'], name: 'Wes Waiter' });
  waiter = signedIn.client;
  waiterUser = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

const place = (cart: unknown[]) => createOrder(server.brigade.ctx, waiterUser, { cart, tableId: menu.tableId, deliveryType: 'dinein' });
const key = () => ({ headers: { 'idempotency-key': `check-${(keys += 1)}` } });
const cash = (amount: number) => ({ paymentTypeId: menu.cashId, amount });
const card = (amount: number) => ({ paymentTypeId: menu.cardId, amount });

async function ordersState(ids: number[]) {
  return server.db.selectFrom('orders').select(['status', 'payment_status', 'invoice_id']).where('id', 'in', ids).orderBy('id').execute();
}

async function invoice(id: number) {
  return server.db
    .selectFrom('invoices')
    .select(['sub_total', 'tax_total', 'total', 'discount_total', 'tip_total', 'payment_type_title'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('evenly by guests', () => {
  it('15.50 among 3 guests is 5.17 + 5.17 + 5.16, tax 0.17 + 0.17 + 0.16; each check its own invoice; the last completes the table', async () => {
    // Pizza 10.00 + 0.50 tax and 2 teas 5.00: net 15.00, tax 0.50, total 15.50.
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 3, expectedTotal: 15.5 });
    expect(split.status).toBe(200);
    expect(split.body.message).toBe('Bill split into 3 checks.');
    const checks = split.body.bill.checks as { check_id: number; total: number; tax_total: number; sub_total: number }[];
    expect(checks.map((check) => [check.total, check.tax_total, check.sub_total])).toEqual([
      [5.17, 0.17, 5],
      [5.17, 0.17, 5],
      [5.16, 0.16, 5],
    ]);
    const [first, second, third] = checks;
    if (!first || !second || !third) throw new Error('three checks expected');

    // Check 1: cash with a 10 % tip (0.517 → 0.52): 5.69 paid.
    const paid1 = await waiter.post(
      PAY_CHECK(first.check_id),
      { tenders: [cash(5.69)], tip: { kind: 'percent', value: 10 }, expectedTotal: 5.17 },
      key(),
    );
    expect(answer(paid1)).toEqual({
      status: 200,
      body: {
        message: 'Check 1 of 3 paid.',
        invoiceId: expect.any(Number),
        checkId: first.check_id,
        position: 1,
        checkCount: 3,
        isBillSettled: false,
        orderIds: [order.orderId],
        tip: 0.52,
        paid: 5.69,
      },
    });
    expect(await invoice(paid1.body.invoiceId)).toEqual({
      sub_total: 500,
      tax_total: 17,
      total: 517,
      discount_total: 0,
      tip_total: 52,
      payment_type_title: 'Cash',
    });
    // Still open and unpaid: the table is not settled.
    expect(await ordersState([order.orderId])).toEqual([{ status: 'created', payment_status: 'unpaid', invoice_id: null }]);

    // While the bill is being paid nothing else may touch what it costs.
    const token = (await server.db.selectFrom('orders').select('token_no').where('id', '=', order.orderId).executeTakeFirstOrThrow())
      .token_no;
    const inProgress = { status: 409, body: { message: SPLIT_MESSAGES.billInProgress(`Order #${token} is`), code: 'conflict' } };
    expect(
      answer(await waiter.post(PAY, { orderIds: [order.orderId], subTotal: 15, taxTotal: 0.5, total: 15.5, paymentTypeId: menu.cashId })),
    ).toEqual(inProgress);
    expect(answer(await waiter.post(CANCEL, { orderIds: [order.orderId] }))).toEqual(inProgress);
    expect(answer(await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 15.5 }))).toEqual(
      inProgress,
    );
    // The same check again is refused; the summary shows the bill to carry on with.
    expect(answer(await waiter.post(PAY_CHECK(first.check_id), { tenders: [cash(5.17)], expectedTotal: 5.17 }))).toEqual({
      status: 409,
      body: { message: SPLIT_MESSAGES.checkPaid(1), code: 'conflict' },
    });
    const summary = await waiter.post(SUMMARY, { orderIds: [order.orderId] });
    expect(summary.body.bill.checks.map((check: { invoice_id: number | null }) => check.invoice_id !== null)).toEqual([true, false, false]);

    // Check 2 by card; check 3 by cash + card (two tenders), which must add up to the check.
    const paid2 = await waiter.post(PAY_CHECK(second.check_id), { tenders: [card(5.17)], expectedTotal: 5.17 }, key());
    expect(paid2.body.message).toBe('Check 2 of 3 paid.');
    expect(answer(await waiter.post(PAY_CHECK(third.check_id), { tenders: [cash(2), card(3)], expectedTotal: 5.16 }))).toEqual({
      status: 400,
      body: { message: SPLIT_MESSAGES.tendersMismatch('5.16'), code: 'validation_failed' },
    });
    const paid3 = await waiter.post(PAY_CHECK(third.check_id), { tenders: [cash(2), card(3.16)], expectedTotal: 5.16 }, key());
    expect(paid3.body).toMatchObject({ message: 'Payment collected and order completed!', isBillSettled: true, position: 3 });
    expect(await invoice(paid3.body.invoiceId)).toMatchObject({ total: 516, tax_total: 16, payment_type_title: 'Cash + Card' });
    const tenders = await server.db
      .selectFrom('invoice_payments')
      .select(['payment_type_title', 'amount'])
      .where('invoice_id', '=', paid3.body.invoiceId)
      .orderBy('id')
      .execute();
    expect(tenders).toEqual([
      { payment_type_title: 'Cash', amount: 200 },
      { payment_type_title: 'Card', amount: 316 },
    ]);
    // The table is complete and paid, linked to the last check's invoice; the three invoices add up to the bill.
    expect(await ordersState([order.orderId])).toEqual([{ status: 'completed', payment_status: 'paid', invoice_id: paid3.body.invoiceId }]);
    const all = await Promise.all([paid1, paid2, paid3].map((paid) => invoice(paid.body.invoiceId)));
    expect(all.reduce((sum, row) => sum + row.total, 0)).toBe(1550);
    expect(all.reduce((sum, row) => sum + row.tax_total, 0)).toBe(50);

    // Every check's invoice lists the table's order (the Invoices screen's Order IDs and Tokens).
    const listed = await waiter.get('/api/v1/invoices?type=today');
    const refsOf = (id: number) => listed.body.invoices.find((row: { invoice_id: number }) => row.invoice_id === id)?.orders;
    for (const paid of [paid1, paid2, paid3]) expect(refsOf(paid.body.invoiceId)).toEqual([{ order_id: order.orderId, token_no: token }]);

    // A share of the bill has no lines of its own: refunded whole only.
    expect(
      answer(await waiter.post(REFUND(paid2.body.invoiceId), { mode: 'lines', lineIds: [1], reason: 'x', paymentTypeId: menu.cashId })),
    ).toEqual({
      status: 409,
      body: { message: BILLING_MESSAGES.linesNotRefundable(paid2.body.invoiceId), code: 'conflict' },
    });
  });

  it('a retry of a check payment with the same key answers the first payment, once', async () => {
    const order = await place([cartLine(menu.tea.id, { quantity: 4 })]);
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 10 });
    const [first] = split.body.bill.checks as { check_id: number }[];
    const sameKey = { headers: { 'idempotency-key': 'pay-check-retry' } };
    const body = { tenders: [cash(5)], expectedTotal: 5 };
    const once = await waiter.post(PAY_CHECK(first?.check_id ?? 0), body, sameKey);
    const twice = await waiter.post(PAY_CHECK(first?.check_id ?? 0), body, sameKey);
    expect(twice.body).toEqual(once.body);
    expect(twice.headers.get('idempotent-replayed')).toBe('true');
    expect(
      await server.db
        .selectFrom('checks')
        .select('invoice_id')
        .where('bill_id', '=', split.body.bill.bill_id)
        .where('invoice_id', 'is not', null)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('by items and by amount', () => {
  it('by items: each check is its lines; a check paid by items can refund its own line', async () => {
    // Two orders at the table: a pizza (10.50) and a burger (9.99) + a tea (2.50).
    const first = await place([cartLine(menu.pizza.id)]);
    const second = await place([cartLine(menu.burger.id), cartLine(menu.tea.id)]);
    const lines = await server.db
      .selectFrom('order_items')
      .select(['id', 'item_title'])
      .where('order_id', 'in', [first.orderId, second.orderId])
      .orderBy('id')
      .execute();
    const id = (title: string) => lines.find((line) => line.item_title === title)?.id ?? 0;
    const orderIds = [first.orderId, second.orderId];
    // Not every line on a check, or a line twice, or an empty check: refused.
    for (const checks of [
      [[id('Pizza')], [id('Burger')]],
      [
        [id('Pizza'), id('Tea')],
        [id('Burger'), id('Tea')],
      ],
      [[id('Pizza'), id('Burger'), id('Tea')], []],
    ]) {
      expect(answer(await waiter.post(SPLIT, { orderIds, mode: 'items', checks, expectedTotal: 22.99 }))).toEqual({
        status: 400,
        body: { message: SPLIT_MESSAGES.itemsInvalid, code: 'validation_failed' },
      });
    }
    const split = await waiter.post(SPLIT, {
      orderIds,
      mode: 'items',
      checks: [[id('Pizza'), id('Tea')], [id('Burger')]],
      expectedTotal: 22.99,
    });
    expect(split.status).toBe(200);
    expect(
      split.body.bill.checks.map((check: { total: number; tax_total: number; line_ids: number[] }) => [
        check.total,
        check.tax_total,
        check.line_ids,
      ]),
    ).toEqual([
      [13, 0.5, [id('Pizza'), id('Tea')]],
      [9.99, 1.11, [id('Burger')]],
    ]);
    const [pizzaTea, burger] = split.body.bill.checks as { check_id: number }[];
    const paidA = await waiter.post(PAY_CHECK(pizzaTea?.check_id ?? 0), { tenders: [cash(13)], expectedTotal: 13 }, key());
    const paidB = await waiter.post(PAY_CHECK(burger?.check_id ?? 0), { tenders: [card(9.99)], expectedTotal: 9.99 }, key());
    expect(paidB.body.isBillSettled).toBe(true);
    expect(await ordersState(orderIds)).toEqual([
      { status: 'completed', payment_status: 'paid', invoice_id: paidB.body.invoiceId },
      { status: 'completed', payment_status: 'paid', invoice_id: paidB.body.invoiceId },
    ]);
    // The first check's invoice refunds its tea; the burger is not on it.
    const refundable = await waiter.get(REFUND(paidA.body.invoiceId));
    expect(refundable.body.lines.map((line: { item_title: string }) => line.item_title)).toEqual(['Pizza', 'Tea']);
    expect(
      answer(
        await waiter.post(REFUND(paidA.body.invoiceId), {
          mode: 'lines',
          lineIds: [id('Burger')],
          reason: 'x',
          paymentTypeId: menu.cashId,
        }),
      ),
    ).toEqual({
      status: 409,
      body: { message: BILLING_MESSAGES.lineNotOnInvoice(paidA.body.invoiceId), code: 'conflict' },
    });
    const refund = await waiter.post(REFUND(paidA.body.invoiceId), {
      mode: 'lines',
      lineIds: [id('Tea')],
      reason: 'Cold',
      paymentTypeId: menu.cashId,
    });
    expect(refund.body.creditNote).toMatchObject({ total: 2.5, lines: [{ item_title: 'Tea' }] });
  });

  it('by amount: the amounts must add up to the total; each check gets its share of the tax', async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    expect(answer(await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'amount', amounts: [10, 5], expectedTotal: 15.5 }))).toEqual({
      status: 400,
      body: { message: SPLIT_MESSAGES.amountsInvalid('15.50'), code: 'validation_failed' },
    });
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'amount', amounts: [10, 5.5], expectedTotal: 15.5 });
    // Tax 0.50 in proportion to 10.00 and 5.50: 0.3226 → 0.32 and 0.1774 → 0.18.
    expect(split.body.bill.checks.map((check: { total: number; tax_total: number }) => [check.total, check.tax_total])).toEqual([
      [10, 0.32],
      [5.5, 0.18],
    ]);
    // Splitting again before anything is paid replaces the plan.
    const again = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 15.5 });
    expect(again.status).toBe(200);
    expect(await server.db.selectFrom('bills').select('id').where('id', '=', split.body.bill.bill_id).execute()).toEqual([]);
    // A stale total is a 409 and splits nothing.
    expect(answer(await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 15 }))).toEqual({
      status: 409,
      body: { message: SPLIT_MESSAGES.totalsChanged, code: 'conflict' },
    });
  });
});

describe('Reports after it all', () => {
  it("counts every check's invoice in revenue, each order once, and the tips per user and day", async () => {
    const report = await waiter.get('/api/v1/reports?type=today');
    const billing = await waiter.get('/api/v1/billing/report?type=today');
    // Invoices: 5.17 + 5.17 + 5.16 (first test), 5.00 (the retried check), 13.00 + 9.99 (by items) = 43.49;
    // refunded: the tea, 2.50 → revenue 40.99. Orders paid by those invoices: the three orders whose bills settled
    // (the tea order of the retry test is still open with a check left) → 3.
    expect(report.body.revenueTotal).toBe(40.99);
    expect(report.body.averageOrderValue).toBe(13.66);
    expect(billing.body).toMatchObject({ grossRevenue: 43.49, refundsTotal: 2.5, tipsTotal: 0.52 });
    expect(billing.body.tipsByUserDay).toEqual([
      { day: billing.body.from, user_id: waiterUser.id, user_name: 'Wes Waiter', tips: 0.52, checks: 1 },
    ]);
  });
});
