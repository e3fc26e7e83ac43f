// Cash rounding: a payment type rounds what it pays to its step (cash to 0.05), set on Settings > Payment Types;
// cards pay the exact amount. The invoice keeps the rounding as its own figure (rounding_total, already in total), the
// order keeps its exact bill, Reports sum the rounding, a refund paid back in cash is rounded too. Figures by hand from
// the menu factory (tests/factories/menu.ts): Tea 2.50 no tax; Pizza 10.00 + 5 % exclusive = 10.50; Burger 9.99 with
// 12.5 % inclusive (tax 999 × 1250 / 11250 = 1.11, net 8.88; three: 29.97, tax 3.33, net 26.64).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE_MESSAGES } from '../../../shared/contract/paymentTypes';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { PAY, answer } from '../helpers/ordersApi';
import { CREATE_AND_PAY } from '../helpers/posApi';
import { INVOICES_CSV, INVOICE_PDF } from '../helpers/salesApi';
import { pdfTextRows } from '../../support/pdfText';

const PAYMENT_TYPES = '/api/v1/settings/payment-types';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;
const REFUND = (invoiceId: number) => `/api/v1/billing/invoices/${invoiceId}/refund`;
const REPORT_TODAY = '/api/v1/reports?type=today';

let server: TestServer;
let menu: PosMenu;
let staff: TestClient;
let staffUser: { id: number; name: string };
let keys = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({
    scope: ['POS', 'ORDERS', 'INVOICES', 'REPORTS', 'SETTINGS'],
    name: 'Sam Staff',
  });
  staff = signedIn.client;
  staffUser = { id: signedIn.user.id, name: signedIn.user.name };
  // Cash rounds to 0.05 (Switzerland); the card pays the exact amount.
  const cashStep = await staff.post(`${PAYMENT_TYPES}/${menu.cashId}/update`, { title: 'Cash', isActive: true, roundingStep: 0.05 });
  if (cashStep.status !== 200) throw new Error(`the cash rounding step was not saved: ${JSON.stringify(cashStep.body)}`);
  await staff.post(`${PAYMENT_TYPES}/${menu.cardId}/toggle`, { isActive: true });
});
afterAll(() => server?.close());

const key = () => ({ headers: { 'idempotency-key': `rounding-${(keys += 1)}` } });
const burgers = (quantity: number) => [cartLine(menu.burger.id, { quantity })];
const paidBody = (cart: unknown[], paymentTypeId: number, totals: { net: number; tax: number; total: number }) => ({
  cart,
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  tableId: menu.tableId,
  netTotal: totals.net,
  taxTotal: totals.tax,
  total: totals.total,
  paymentTypeId,
});

async function invoiceFigures(id: number) {
  return server.db
    .selectFrom('invoices')
    .select(['sub_total', 'tax_total', 'total', 'rounding_total', 'tip_total', 'payment_type_title'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function invoiceOfOrder(orderId: number): Promise<number> {
  const row = await server.db.selectFrom('orders').select(['invoice_id', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (row.invoice_id === null) throw new Error('order not paid');
  return row.invoice_id;
}

async function report() {
  const response = await staff.get(REPORT_TODAY);
  expect(response.status).toBe(200);
  return response.body as { revenueTotal: number; netRevenue: number; taxTotal: number; roundingTotal: number };
}

describe('the rounding step of a payment type', () => {
  it('is set, listed (POS init too), kept by an update without one, and refused above 1.00', async () => {
    const listed = async () => (await staff.get(PAYMENT_TYPES)).body.paymentTypes.find((row: { id: number }) => row.id === menu.cashId);
    expect(await listed()).toEqual({ id: menu.cashId, title: 'Cash', is_active: true, rounding_step: 0.05, is_cash: true });
    // Spec 7's update body (title, isActive) leaves the step as it was.
    expect(answer(await staff.post(`${PAYMENT_TYPES}/${menu.cashId}/update`, { title: 'Cash', isActive: true }))).toEqual({
      status: 200,
      body: { message: PAYMENT_TYPE_MESSAGES.paymentTypeUpdated },
    });
    expect(await listed()).toEqual({ id: menu.cashId, title: 'Cash', is_active: true, rounding_step: 0.05, is_cash: true });
    const init = await staff.get('/api/v1/pos/init');
    expect(init.body.paymentTypes).toContainEqual({ id: menu.cardId, title: 'Card', is_active: true, rounding_step: 0 });

    expect(answer(await staff.post(`${PAYMENT_TYPES}/add`, { title: 'Coins', isActive: true, roundingStep: 1.5 }))).toEqual({
      status: 400,
      body: { message: 'Rounding step must be an amount from 0 to 1.00!', code: 'validation_failed' },
    });
  });
});

describe('one payment (create-order-and-invoice, complete-and-pay-order)', () => {
  it('cash pays 3 burgers (29.97) as 29.95: a client sending the exact total is told the rounded one; the invoice keeps −0.02', async () => {
    const exact = await staff.post(CREATE_AND_PAY, paidBody(burgers(3), menu.cashId, { net: 26.64, tax: 3.33, total: 29.97 }), key());
    expect(answer(exact)).toEqual({
      status: 409,
      body: { message: `${POS_MESSAGES.totalsChanged} Total sent 29.97, expected 29.95 (0.02 more).`, code: 'conflict' },
    });

    const paid = await staff.post(CREATE_AND_PAY, paidBody(burgers(3), menu.cashId, { net: 26.64, tax: 3.33, total: 29.95 }), key());
    expect(paid.status).toBe(200);
    const invoiceId = await invoiceOfOrder(paid.body.orderId);
    expect(await invoiceFigures(invoiceId)).toEqual({
      sub_total: 2664,
      tax_total: 333,
      total: 2995,
      rounding_total: -2,
      tip_total: 0,
      payment_type_title: 'Cash',
    });
    // The order keeps its exact bill: the rounding belongs to the payment.
    const order = await server.db.selectFrom('orders').select('total').where('id', '=', paid.body.orderId).executeTakeFirstOrThrow();
    expect(order.total).toBe(2997);

    // Its own line on the invoice PDF, before the total, and its own column in the CSV.
    const rows = pdfTextRows((await staff.get(INVOICE_PDF(invoiceId))).bytes);
    const totalsStart = rows.indexOf('Subtotal | $26.64');
    expect(rows.slice(totalsStart, totalsStart + 4)).toEqual(['Subtotal | $26.64', 'Tax | $3.33', 'Rounding | -$0.02', 'Total | $29.95']);
    const csv = await staff.get(`${INVOICES_CSV}?type=today`);
    const [header = '', ...lines] = csv.text.replace('\uFEFF', '').split('\r\n');
    const columns = header.split(',');
    const cells = lines.find((line) => line.startsWith(`${invoiceId},`))?.split(',') ?? [];
    expect(['Subtotal', 'Tax', 'Rounding (included)', 'Total'].map((name) => cells[columns.indexOf(name)])).toEqual([
      '26.64',
      '3.33',
      '-0.02',
      '29.95',
    ]);
  });

  it('the card pays the same cart exactly: 29.97, no rounding', async () => {
    const paid = await staff.post(CREATE_AND_PAY, paidBody(burgers(3), menu.cardId, { net: 26.64, tax: 3.33, total: 29.97 }), key());
    expect(paid.status).toBe(200);
    expect(await invoiceFigures(await invoiceOfOrder(paid.body.orderId))).toMatchObject({ total: 2997, rounding_total: 0 });
  });

  it('complete-and-pay-order in cash: two open orders of 9.99 + 10.50 (20.49) are paid 20.50, the answer says so', async () => {
    const burger = await createOrder(server.brigade.ctx, staffUser, { cart: burgers(1) });
    const pizza = await createOrder(server.brigade.ctx, staffUser, { cart: [cartLine(menu.pizza.id)] });
    const orderIds = [burger.orderId, pizza.orderId];
    const exact = await staff.post(PAY, { orderIds, subTotal: 18.88, taxTotal: 1.61, total: 20.49, paymentTypeId: menu.cashId }, key());
    expect(exact.status).toBe(409);

    const paid = await staff.post(PAY, { orderIds, subTotal: 18.88, taxTotal: 1.61, total: 20.5, paymentTypeId: menu.cashId }, key());
    expect(answer(paid)).toEqual({
      status: 200,
      body: { message: expect.any(String), orderIds, invoiceId: expect.any(Number), subtotal: 18.88, taxTotal: 1.61, total: 20.5 },
    });
    expect(await invoiceFigures(paid.body.invoiceId)).toMatchObject({ sub_total: 1888, tax_total: 161, total: 2050, rounding_total: 1 });
  });
});

describe('a split bill paid cash + card', () => {
  it('rounds only what the cash pays: check 1 by card exactly, check 2 in cash to 0.05, a check by card + cash rounds the cash part', async () => {
    // Burger 9.99 + Pizza 10.50 = 20.49 in three: 6.83 + 6.83 + 6.83.
    const order = await createOrder(server.brigade.ctx, staffUser, {
      cart: [cartLine(menu.burger.id), cartLine(menu.pizza.id)],
      tableId: menu.tableId,
      deliveryType: 'dinein',
    });
    const split = await staff.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 3, expectedTotal: 20.49 });
    expect(split.status).toBe(200);
    const checks = split.body.bill.checks as { check_id: number; total: number }[];
    expect(checks.map((check) => check.total)).toEqual([6.83, 6.83, 6.83]);
    const [first, second, third] = checks;
    if (!first || !second || !third) throw new Error('three checks expected');

    const byCard = await staff.post(
      PAY_CHECK(first.check_id),
      { tenders: [{ paymentTypeId: menu.cardId, amount: 6.83 }], expectedTotal: 6.83 },
      key(),
    );
    expect(byCard.status).toBe(200);
    expect(await invoiceFigures(byCard.body.invoiceId)).toMatchObject({ total: 683, rounding_total: 0 });

    // The exact amount in cash is refused with what the cash pays.
    const exactCash = await staff.post(
      PAY_CHECK(second.check_id),
      { tenders: [{ paymentTypeId: menu.cashId, amount: 6.83 }], expectedTotal: 6.83 },
      key(),
    );
    expect(answer(exactCash)).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(exactCash.body.message).toContain('6.85');
    const byCash = await staff.post(
      PAY_CHECK(second.check_id),
      { tenders: [{ paymentTypeId: menu.cashId, amount: 6.85 }], expectedTotal: 6.83 },
      key(),
    );
    expect(byCash.status).toBe(200);
    expect(byCash.body.paid).toBe(6.85);
    expect(await invoiceFigures(byCash.body.invoiceId)).toMatchObject({ total: 685, rounding_total: 2 });

    // 5.00 by card, the 1.83 left in cash: 1.85.
    const mixed = await staff.post(
      PAY_CHECK(third.check_id),
      {
        tenders: [
          { paymentTypeId: menu.cardId, amount: 5 },
          { paymentTypeId: menu.cashId, amount: 1.85 },
        ],
        expectedTotal: 6.83,
      },
      key(),
    );
    expect(mixed.status).toBe(200);
    expect(mixed.body.isBillSettled).toBe(true);
    expect(await invoiceFigures(mixed.body.invoiceId)).toMatchObject({ total: 685, rounding_total: 2, payment_type_title: 'Card + Cash' });
  });
});

describe('Reports and refunds', () => {
  it('sum the rounding of the day; a line refunded in cash is rounded, the rest refunded whole gives back exactly what was paid', async () => {
    const before = await report();
    // 3 burgers and a tea: 32.47, paid 32.45 in cash.
    const paid = await staff.post(
      CREATE_AND_PAY,
      paidBody([...burgers(3), cartLine(menu.tea.id)], menu.cashId, { net: 29.14, tax: 3.33, total: 32.45 }),
      key(),
    );
    expect(paid.status).toBe(200);
    const invoiceId = await invoiceOfOrder(paid.body.orderId);
    const afterSale = await report();
    expect(afterSale.roundingTotal).toBeCloseTo(before.roundingTotal - 0.02, 2);
    expect(afterSale.revenueTotal).toBeCloseTo(before.revenueTotal + 32.45, 2);

    const burgerLine = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', paid.body.orderId)
      .where('item_title', '=', 'Burger')
      .executeTakeFirstOrThrow();
    const lineRefund = await staff.post(
      REFUND(invoiceId),
      { mode: 'lines', lineIds: [burgerLine.id], reason: 'Cold', paymentTypeId: menu.cashId },
      key(),
    );
    expect(lineRefund.status).toBe(200);
    // 29.97 goes back in cash as 29.95.
    expect(lineRefund.body.creditNote).toMatchObject({ sub_total: 26.64, tax_total: 3.33, total: 29.95 });

    const rest = await staff.post(REFUND(invoiceId), { mode: 'whole', reason: 'Left', paymentTypeId: menu.cashId }, key());
    expect(rest.status).toBe(200);
    // 32.45 paid, 29.95 back: 2.50 left, the tea, no rounding left over.
    expect(rest.body.creditNote).toMatchObject({ sub_total: 2.5, tax_total: 0, total: 2.5 });

    const afterRefunds = await report();
    expect(afterRefunds.roundingTotal).toBeCloseTo(before.roundingTotal, 2);
    expect(afterRefunds.revenueTotal).toBeCloseTo(before.revenueTotal, 2);
  });
});
