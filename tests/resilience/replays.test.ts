// One Idempotency-Key, many sends. 20 concurrent sends of one create-order, one
// create-order-and-invoice and one complete-and-pay-order each make one order (one invoice), get exactly one
// answer that is not a replay, and all get the same answer. A till whose connection drops right after it sent
// (the request is written, the socket destroyed before any answer), or whose answer is lost on the way back,
// and which sends again with the same key gets the answer, and the order and invoice exist once. Against a
// real server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import type { TestClient, TestResponse } from '../support/httpClient';
import { sleep } from '../support/processes';
import { BACKEND, type Brigade, startBrigade } from './support/brigade';
import { sendAndDrop } from './support/drop';

const CREATE_ORDER = '/api/v1/pos/create-order';
const CREATE_AND_PAY = '/api/v1/pos/create-order-and-invoice';
const COMPLETE_AND_PAY = '/api/v1/orders/complete-and-pay-order';
const SENDS = 20;

let brigade: Brigade;
let menu: PosMenu;
let pos: TestClient;

describe(`one Idempotency-Key, many sends (${BACKEND})`, () => {
  beforeAll(async () => {
    brigade = await startBrigade();
    menu = await createPosMenu(brigade.db);
    pos = (await brigade.signInAs(brigade.node, { scope: ['POS', 'ORDERS'] })).client;
  });
  afterAll(() => brigade?.close());

  it(`${SENDS} concurrent create-order with one key: one order, one answer not replayed, all answers equal`, async () => {
    const key = 'replay-create-order';
    const before = await counts();
    const answers = await sendAtOnce(CREATE_ORDER, teaOrder(key), key);

    expectOneFirstAnswer(answers);
    expect(await ordersWithNote(key)).toEqual([answers[0]?.body.orderId]);
    expect(await counts()).toEqual({ orders: before.orders + 1, invoices: before.invoices });
  });

  it(`${SENDS} concurrent create-order-and-invoice with one key: one order, one invoice, one answer not replayed, all equal`, async () => {
    const key = 'replay-create-order-and-invoice';
    const before = await counts();
    const answers = await sendAtOnce(CREATE_AND_PAY, paidTeaOrder(key), key);

    expectOneFirstAnswer(answers);
    const orderId = answers[0]?.body.orderId as number;
    expect(await ordersWithNote(key)).toEqual([orderId]);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(await counts()).toEqual({ orders: before.orders + 1, invoices: before.invoices + 1 });
  });

  it(`${SENDS} concurrent complete-and-pay-order with one key: one invoice, the order paid once, one answer not replayed, all equal`, async () => {
    const orderId = (await place('to-pay-concurrently')).orderId;
    const key = 'replay-complete-and-pay';
    const before = await counts();
    const answers = await sendAtOnce(COMPLETE_AND_PAY, payment(orderId), key);

    expectOneFirstAnswer(answers);
    await expectPaidOnce(orderId, key, answers[0] as TestResponse);
    expect(await counts()).toEqual({ orders: before.orders, invoices: before.invoices + 1 });
  });

  it('create-order-and-invoice: the connection drops right after sending, the retry with the same key gets the answer; one order, one invoice', async () => {
    // The retry goes at once or a little later: it races the dropped request on the server, which may not
    // run at all (its body was not read before the connection went) or may write the order first.
    for (const [index, retryAfterMs] of [0, 0, 10, 50, 200].entries()) {
      const key = `drop-and-retry-${index}`;
      const before = await counts();
      await sendAndDrop(pos, CREATE_AND_PAY, paidTeaOrder(key), { 'idempotency-key': key });
      await sleep(retryAfterMs);
      const retry = await pos.post(CREATE_AND_PAY, paidTeaOrder(key), withKey(key));

      expect(retry.status).toBe(200);
      expect(await ordersWithNote(key)).toEqual([retry.body.orderId]);
      expect(await invoicesOf(retry.body.orderId)).toHaveLength(1);
      expect(await storedAnswer(key)).toEqual(retry.body);
      expect(await counts()).toEqual({ orders: before.orders + 1, invoices: before.invoices + 1 });
    }
  });

  it('create-order-and-invoice: the answer is lost on the way back (the connection drops once the order is written), the retry gets it as a replay', async () => {
    const key = 'answer-lost';
    const before = await counts();
    await sendAndDrop(pos, CREATE_AND_PAY, paidTeaOrder(key), { 'idempotency-key': key }, () => waitForStoredAnswer(key));
    const retry = await pos.post(CREATE_AND_PAY, paidTeaOrder(key), withKey(key));

    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(await storedAnswer(key));
    expect(await ordersWithNote(key)).toEqual([retry.body.orderId]);
    expect(await invoicesOf(retry.body.orderId)).toHaveLength(1);
    expect(await counts()).toEqual({ orders: before.orders + 1, invoices: before.invoices + 1 });
  });

  it('complete-and-pay-order: the connection drops right after sending, the retry with the same key gets the answer; one invoice', async () => {
    const orderId = (await place('to-pay-after-a-drop')).orderId;
    const key = 'drop-and-pay';
    const before = await counts();
    await sendAndDrop(pos, COMPLETE_AND_PAY, payment(orderId), { 'idempotency-key': key });
    const retry = await pos.post(COMPLETE_AND_PAY, payment(orderId), withKey(key));

    expect(retry.status).toBe(200);
    await expectPaidOnce(orderId, key, retry);
    expect(await counts()).toEqual({ orders: before.orders, invoices: before.invoices + 1 });
  });

  it('complete-and-pay-order: the answer is lost on the way back, the retry gets it as a replay; one invoice', async () => {
    const orderId = (await place('to-pay-answer-lost')).orderId;
    const key = 'pay-answer-lost';
    const before = await counts();
    await sendAndDrop(pos, COMPLETE_AND_PAY, payment(orderId), { 'idempotency-key': key }, () => waitForStoredAnswer(key));
    const retry = await pos.post(COMPLETE_AND_PAY, payment(orderId), withKey(key));

    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    await expectPaidOnce(orderId, key, retry);
    expect(await counts()).toEqual({ orders: before.orders, invoices: before.invoices + 1 });
  });
});

function teaOrder(note: string) {
  return { cart: [cartLine(menu.tea.id, { notes: note })] };
}

/** Tea is 2.50 without tax. */
function paidTeaOrder(note: string) {
  return { ...teaOrder(note), netTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId };
}

function payment(orderId: number) {
  return { orderIds: [orderId], subTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId };
}

function withKey(key: string) {
  return { headers: { 'idempotency-key': key } };
}

function sendAtOnce(path: string, body: unknown, key: string): Promise<TestResponse[]> {
  return Promise.all(Array.from({ length: SENDS }, () => pos.post(path, body, withKey(key))));
}

function expectOneFirstAnswer(answers: readonly TestResponse[]): void {
  expect(answers.map((answer) => answer.status)).toEqual(Array(SENDS).fill(200));
  expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
  const first = answers[0]?.body;
  for (const answer of answers) expect(answer.body).toEqual(first);
}

async function count(table: 'orders' | 'invoices'): Promise<number> {
  const row = await brigade.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function counts(): Promise<{ orders: number; invoices: number }> {
  return { orders: await count('orders'), invoices: await count('invoices') };
}

async function place(note: string): Promise<{ orderId: number }> {
  const placed = await pos.post(CREATE_ORDER, teaOrder(note));
  if (placed.status !== 200) throw new Error(`create-order: ${placed.status} ${placed.text}`);
  return { orderId: placed.body.orderId as number };
}

/** One invoice for the order, the order paid and completed by it, and the answer the one the server stored. */
async function expectPaidOnce(orderId: number, key: string, answer: TestResponse): Promise<void> {
  const invoices = await invoicesOf(orderId);
  expect(invoices).toHaveLength(1);
  expect(answer.body).toMatchObject({ orderIds: [orderId], invoiceId: invoices[0] });
  expect(answer.body).toEqual(await storedAnswer(key));
  expect(await orderState(orderId)).toEqual({ status: 'completed', payment_status: 'paid', invoice_id: invoices[0] });
}

/** The orders whose line carries this note (each test order has one line, its note naming it). */
async function ordersWithNote(note: string): Promise<number[]> {
  const rows = await brigade.db.selectFrom('order_items').select('order_id').where('notes', '=', note).orderBy('order_id').execute();
  return rows.map((row) => row.order_id);
}

async function invoicesOf(orderId: number): Promise<number[]> {
  const rows = await brigade.db.selectFrom('invoice_orders').select('invoice_id').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.invoice_id);
}

function orderState(orderId: number) {
  return brigade.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'invoice_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The answer the server stored for this key (what every send with it gets), or undefined before it is written. */
async function storedAnswer(key: string): Promise<unknown> {
  const row = await brigade.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', key).executeTakeFirst();
  return row ? JSON.parse(row.response_body) : undefined;
}

/** Until the request with this key has committed. */
async function waitForStoredAnswer(key: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await storedAnswer(key)) === undefined) {
    if (Date.now() > deadline) throw new Error(`the request with key ${key} was never written`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
