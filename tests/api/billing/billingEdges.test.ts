// Edges of settling the bill a hostile client or an unlucky evening reaches. An Idempotency-Key
// reused on another check or invoice is refused (never the other one's answer); ids past what the database holds
// are a 400, never a 500; a split never makes a check that could not be paid; a table being paid by a split
// cannot be completed without its remaining checks; manager overrides count against the per-IP sign-in limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { SESSION_MESSAGES } from '../../../shared/contract/session';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { DISCOUNT_MESSAGES, SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { ORDER_MESSAGES } from '../../../shared/domain/orders';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { CANCEL, COMPLETE, SUMMARY, answer } from '../helpers/ordersApi';
import { Sales, testClock } from '../helpers/salesApi';

const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;
const REFUND = (invoiceId: number) => `/api/v1/billing/invoices/${invoiceId}/refund`;
const DISCOUNTS = '/api/v1/billing/discounts';
/** One past the largest id an integer column holds (PostgreSQL's int4). */
const PAST_INT = 2_147_483_648;

const clock = testClock('2026-11-20T12:00:00.000Z');
let server: TestServer;
let menu: PosMenu;
let sales: Sales;
let waiter: TestClient;
let waiterUser: { id: number; name: string };
let reasonId: number;
let keys = 0;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS', 'INVOICES', 'SETTINGS'], name: 'Wes Waiter' });
  waiter = signedIn.client;
  waiterUser = { id: signedIn.user.id, name: signedIn.user.name };
  sales = new Sales(server, clock, waiterUser, menu.cashId);
  const reason = await waiter.post('/api/v1/billing/discount-reasons/add', { title: 'Comp' });
  if (reason.status !== 200) throw new Error(`adding a discount reason failed: ${reason.status}`);
  reasonId = reason.body.id as number;
});
afterAll(() => server?.close());

const place = (cart: unknown[]) => createOrder(server.brigade.ctx, waiterUser, { cart, tableId: menu.tableId, deliveryType: 'dinein' });
const key = () => ({ headers: { 'idempotency-key': `edge-${(keys += 1)}` } });
const cash = (amount: number) => ({ paymentTypeId: menu.cashId, amount });

async function checkInvoice(checkId: number) {
  return (await server.db.selectFrom('checks').select('invoice_id').where('id', '=', checkId).executeTakeFirstOrThrow()).invoice_id;
}

describe('an Idempotency-Key names one payment or refund', () => {
  it('the same key on another check is refused (422), never answered with the first check’s payment', async () => {
    // Two teas split evenly: two checks of 2.50 with the very same body.
    const order = await place([cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 5 });
    const [first, second] = split.body.bill.checks as { check_id: number }[];
    if (!first || !second) throw new Error('two checks expected');
    const sameKey = { headers: { 'idempotency-key': 'one-key-two-checks' } };
    const body = { tenders: [cash(2.5)], expectedTotal: 2.5 };
    expect((await waiter.post(PAY_CHECK(first.check_id), body, sameKey)).status).toBe(200);
    expect(answer(await waiter.post(PAY_CHECK(second.check_id), body, sameKey))).toEqual({
      status: 422,
      body: { message: POS_MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' },
    });
    expect(await checkInvoice(second.check_id)).toBeNull();
    // With its own key the second check is paid, and the table settles.
    const paid = await waiter.post(PAY_CHECK(second.check_id), body, key());
    expect(paid.body).toMatchObject({ checkId: second.check_id, isBillSettled: true });
  });

  it('the same key on another invoice is refused (422), and that invoice is not left unrefunded unnoticed', async () => {
    const one = await sales.placePaid('2026-11-20T12:00:00.000Z', { cart: [cartLine(menu.tea.id)] });
    const other = await sales.placePaid('2026-11-20T12:00:00.000Z', { cart: [cartLine(menu.tea.id)] });
    const sameKey = { headers: { 'idempotency-key': 'one-key-two-invoices' } };
    const body = { mode: 'whole', reason: 'Wrong table', paymentTypeId: menu.cashId };
    expect((await waiter.post(REFUND(one.invoiceId), body, sameKey)).status).toBe(200);
    expect((await waiter.post(REFUND(other.invoiceId), body, sameKey)).status).toBe(422);
    expect(await server.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', other.invoiceId).execute()).toEqual([]);
  });
});

describe('ids past what the database holds', () => {
  it('are a 400 with the screens’ messages on every order and billing call, never a 500', async () => {
    const order = await place([cartLine(menu.tea.id)]);
    const invalidIds = { status: 400, body: { message: ORDER_ACTION_MESSAGES.orderNotFound, code: 'validation_failed' } };
    for (const [path, body] of [
      ['/api/v1/billing/summary', { orderIds: [PAST_INT] }],
      [SPLIT, { orderIds: [PAST_INT], mode: 'even', guests: 2, expectedTotal: 2.5 }],
      [CANCEL, { orderIds: [order.orderId, PAST_INT] }],
      [SUMMARY, { orderIds: [PAST_INT] }],
    ] as const) {
      const response = await waiter.post(path, body);
      expect({ path, ...answer(response) }).toEqual({
        path,
        status: 400,
        body: { message: ORDER_MESSAGES.invalidOrderIds, code: 'validation_failed' },
      });
    }
    expect(answer(await waiter.post(DISCOUNTS, { orderId: PAST_INT, discount: { kind: 'percent', value: 10 }, reasonId }))).toEqual(
      invalidIds,
    );
    expect(answer(await waiter.post('/api/v1/billing/discounts/remove', { orderId: PAST_INT }))).toEqual(invalidIds);
  });
});

describe('a split never strands a table', () => {
  it('refuses a check of 0.00 (it could never be paid): evenly past the cents, or a check of free lines only', async () => {
    // Tea 2.50 with 2.48 off: 0.02 among 3 guests would be 0.01 + 0.01 + 0.00.
    const order = await place([cartLine(menu.tea.id)]);
    expect((await waiter.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'amount', value: 2.48 }, reasonId })).status).toBe(
      200,
    );
    expect(answer(await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 3, expectedTotal: 0.02 }))).toEqual({
      status: 400,
      body: { message: SPLIT_MESSAGES.checkWithoutAmount, code: 'validation_failed' },
    });
    expect(await server.db.selectFrom('bill_orders').select('bill_id').where('order_id', '=', order.orderId).execute()).toEqual([]);

    // By items: a pizza, and a tea given away (100 % off) alone on a check.
    const table = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id)]);
    const tea = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', table.orderId)
      .where('item_title', '=', 'Tea')
      .executeTakeFirstOrThrow();
    const pizza = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', table.orderId)
      .where('item_title', '=', 'Pizza')
      .executeTakeFirstOrThrow();
    const free = await waiter.post(DISCOUNTS, {
      orderId: table.orderId,
      orderItemId: tea.id,
      discount: { kind: 'percent', value: 100 },
      reasonId,
    });
    expect(free.status).toBe(200);
    expect(
      answer(await waiter.post(SPLIT, { orderIds: [table.orderId], mode: 'items', checks: [[pizza.id], [tea.id]], expectedTotal: 10.5 })),
    ).toEqual({
      status: 400,
      body: { message: SPLIT_MESSAGES.checkWithoutAmount, code: 'validation_failed' },
    });
    // Together on one check they are fine.
    expect(
      (await waiter.post(SPLIT, { orderIds: [table.orderId], mode: 'items', checks: [[pizza.id, tea.id]], expectedTotal: 10.5 })).status,
    ).toBe(200);
  });

  it('refuses to complete a table while its split bill is being paid; its last check completes it, paid', async () => {
    const order = await place([cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 5 });
    const [first, second] = split.body.bill.checks as { check_id: number }[];
    if (!first || !second) throw new Error('two checks expected');
    expect((await waiter.post(PAY_CHECK(first.check_id), { tenders: [cash(2.5)], expectedTotal: 2.5 }, key())).status).toBe(200);
    expect(answer(await waiter.post(COMPLETE, { orderIds: [order.orderId] }))).toEqual({
      status: 409,
      body: { message: SPLIT_MESSAGES.billInProgress(`Order #${order.tokenNo} is`), code: 'conflict' },
    });
    const last = await waiter.post(PAY_CHECK(second.check_id), { tenders: [cash(2.5)], expectedTotal: 2.5 }, key());
    expect(last.body.isBillSettled).toBe(true);
    expect(
      await server.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', order.orderId).executeTakeFirst(),
    ).toEqual({
      status: 'completed',
      payment_status: 'paid',
    });
  });

  it('a split planned but not paid yet is dropped when the table is completed', async () => {
    const order = await place([cartLine(menu.tea.id, { quantity: 2 })]);
    const split = await waiter.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 5 });
    expect((await waiter.post(COMPLETE, { orderIds: [order.orderId] })).status).toBe(200);
    expect(await server.db.selectFrom('bills').select('id').where('id', '=', split.body.bill.bill_id).execute()).toEqual([]);
  });
});

describe('manager overrides and the per-IP sign-in limit', () => {
  it('credentials typed at the POS count like sign-ins from that address; discounts without them do not', async () => {
    const limited = await startTestServer({ config: { signInLimits: { perIpMax: 3 } } });
    try {
      const posMenu = await createPosMenu(limited.db);
      const { client: cashier, user } = await limited.signInAs({ scope: ['ORDERS'], name: 'Cy Cashier' });
      const admin = await limited.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
      const reason = await admin.post('/api/v1/billing/discount-reasons/add', { title: 'Comp' });
      const order = await createOrder(limited.brigade.ctx, { id: user.id, name: user.name }, { cart: [cartLine(posMenu.tea.id)] });
      const withOverride = (username: string) => ({
        orderId: order.orderId,
        discount: { kind: 'percent', value: 50 },
        reasonId: reason.body.id,
        override: { username, password: 'Summer2026!' },
      });
      // Guessing one password over many usernames: three tries, then the address waits like a sign-in would.
      for (const username of ['anna', 'bert', 'cleo']) {
        expect(answer(await cashier.post(DISCOUNTS, withOverride(username)))).toEqual({
          status: 400,
          body: { message: DISCOUNT_MESSAGES.overrideRefused, code: 'validation_failed' },
        });
      }
      const throttled = await cashier.post(DISCOUNTS, withOverride('dora'));
      expect(answer(throttled)).toEqual({ status: 429, body: { message: SESSION_MESSAGES.tooManyAttempts, code: 'rate_limited' } });
      // The cashier's own discounts (no credentials typed) are not limited.
      for (const value of [5, 10, 15, 20]) {
        expect(
          (await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value }, reasonId: reason.body.id }))
            .status,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
