// The invoices of a split bill's checks: each check's PDF, receipt reprint (POST /invoices/orders) and CSV row show
// exactly its own lines (by items), or the table's lines as "Share k of n" with the share's amount (evenly, by
// amount); and the loser of two payments of the same last check is told it is already paid (409). Menu of
// tests/factories/menu.ts: Pizza 10.00 + 5 % exclusive (10.50), Burger 9.99 with 12.5 % inclusive, Tea 2.50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES } from '../../shared/domain/billing';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import { createOrder } from '../factories/orders';
import type { TestClient } from '../support/httpClient';
import { type TestServer, startTestServer } from '../support/testServer';
import { answer } from './helpers/ordersApi';

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

/** The table: pizza 10.50, burger 9.99 and tea 5.00 (two at 2.50), one dine-in order of 25.49. */
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

describe('paying the last check twice at once', () => {
  it('one payment wins; the other is a 409 saying the check is already paid, and only one invoice is written', async () => {
    const { orderId } = await placeTable();
    const [first, last] = (await split({ orderIds: [orderId], mode: 'even', guests: 2, expectedTotal: 25.49 })).checks;
    if (!first || !last) throw new Error('two checks expected');
    await pay(first);
    const body = { tenders: [{ paymentTypeId: menu.cashId, amount: last.total }], expectedTotal: last.total };
    const before = await invoiceCount();
    const answers = await Promise.all([waiter.post(PAY_CHECK(last.check_id), body), waiter.post(PAY_CHECK(last.check_id), body)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
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
