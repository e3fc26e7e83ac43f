// Receipts and pre-bills on the receipt printer, against a virtual printer on loopback: the store's choice per kind
// (popup, printer, both; the popup by default), the receipt queued in the payment's transaction and printed once
// under a retried Idempotency-Key and a double submit, its decoded lines and totals, a split check's receipt, the
// Orders screen's pre-bill and the Invoices screen's REPRINT. Both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRINTER_MESSAGES } from '../../../shared/contract/printers';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { CREATE_AND_PAY } from '../helpers/posApi';
import { ORDERS_INIT, PAY, SUMMARY, answer } from '../helpers/ordersApi';
import {
  ADD_PRINTER,
  PRINTERS,
  DELETE_PRINTER,
  PRINT_RECEIPT,
  QUICK_PRINTING,
  RECEIPT_SETTINGS,
  UPDATE_PRINTER,
  queueSettled,
} from '../helpers/printersApi';

const POS_INIT = '/api/v1/pos/init';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (id: number) => `/api/v1/billing/checks/${id}/pay`;

let server: TestServer;
let menu: PosMenu;
let admin: TestClient;
let staff: TestClient;
let staffUser: { id: number; name: string };
let till: VirtualPrinter;
let kitchen: VirtualPrinter;
let tillId: number;
let kitchenId: number;
let keys = 0;

const key = (value = `receipt-${(keys += 1)}`) => ({ headers: { 'idempotency-key': value } });

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createPosMenu(server.db);
  await server.db.updateTable('store_settings').set({ currency: 'USD', store_name: 'Chez Test' }).execute();
  admin = (await server.signInAs({ scope: ['SETTINGS'] })).client;
  const signedIn = await server.signInAs({ scope: ['POS', 'ORDERS', 'INVOICES'], name: 'Sam Staff' });
  staff = signedIn.client;
  staffUser = { id: signedIn.user.id, name: signedIn.user.name };
  till = await startVirtualPrinter();
  kitchen = await startVirtualPrinter();
  tillId = (await admin.post(ADD_PRINTER, { name: 'Till', address: till.address, role: 'receipt' })).body.id as number;
  kitchenId = (await admin.post(ADD_PRINTER, { name: 'Kitchen', address: kitchen.address, role: 'kitchen' })).body.id as number;
  await admin.post(`/api/v1/settings/payment-types/${menu.cardId}/toggle`, { isActive: true });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([till?.stop(), kitchen?.stop()]);
});

beforeEach(async () => {
  await queueSettled(server.db);
  till.clear();
  kitchen.clear();
  await setOutput({ receipt: 'popup', preBill: 'popup', printerId: null });
});

async function setOutput(body: Record<string, unknown>): Promise<void> {
  expect(answer(await admin.post(RECEIPT_SETTINGS, body))).toEqual({
    status: 200,
    body: { message: PRINTER_MESSAGES.receiptSettingsUpdated },
  });
}

/** An order of a burger (9.99, VAT inclusive) and a pizza (10.00 + 5 % GST): 20.49. */
async function placeOrder(tableId: number | null = null) {
  return createOrder(server.brigade.ctx, staffUser, {
    cart: [cartLine(menu.burger.id), cartLine(menu.pizza.id, { quantity: 1 })],
    tableId,
    deliveryType: tableId === null ? 'takeaway' : 'dinein',
  });
}

function payBody(orderId: number, summary: TestResponse, extra: Record<string, unknown> = {}) {
  const { subtotal, taxTotal, total } = summary.body as { subtotal: number; taxTotal: number; total: number };
  return { orderIds: [orderId], subTotal: subtotal, taxTotal, total, paymentTypeId: menu.cardId, ...extra };
}

const invalid = (response: TestResponse, message: string) =>
  expect(answer(response)).toEqual({ status: 400, body: { message, code: 'validation_failed' } });

const receiptJobs = (invoiceId: number) =>
  server.db.selectFrom('print_jobs').selectAll().where('job_key', '=', `receipt:invoice:${invoiceId}`).orderBy('id').execute();

describe('the setting', () => {
  it('is the popup by default; a printer output needs a receipt printer; only Settings may change it', async () => {
    expect(answer(await admin.get(RECEIPT_SETTINGS))).toEqual({
      status: 200,
      body: { receipt: 'popup', preBill: 'popup', printerId: null },
    });
    expect((await staff.get(ORDERS_INIT)).body.receiptOutput).toEqual({ receipt: 'popup', preBill: 'popup' });
    invalid(
      await admin.post(RECEIPT_SETTINGS, { receipt: 'printer', preBill: 'popup', printerId: null }),
      PRINTER_MESSAGES.receiptPrinterRequired,
    );
    invalid(
      await admin.post(RECEIPT_SETTINGS, { receipt: 'both', preBill: 'popup', printerId: kitchenId }),
      PRINTER_MESSAGES.receiptPrinterInvalid,
    );
    invalid(
      await admin.post(RECEIPT_SETTINGS, { receipt: 'paper', preBill: 'popup', printerId: tillId }),
      PRINTER_MESSAGES.receiptOutputInvalid,
    );
    expect((await staff.post(RECEIPT_SETTINGS, { receipt: 'printer', preBill: 'popup', printerId: tillId })).status).toBe(403);
    await setOutput({ receipt: 'printer', preBill: 'both', printerId: tillId });
    expect((await staff.get(ORDERS_INIT)).body.receiptOutput).toEqual({ receipt: 'printer', preBill: 'both' });
  });

  it('with the popup chosen, a payment queues no receipt', async () => {
    const order = await placeOrder();
    const summary = await staff.post(SUMMARY, { orderIds: [order.orderId] });
    const paid = await staff.post(PAY, payBody(order.orderId, summary), key());
    expect(paid.status).toBe(200);
    expect(await receiptJobs(paid.body.invoiceId as number)).toEqual([]);
  });
});

describe('the receipt of a payment on the printer', () => {
  it('prints once, with its lines and totals, under a retried key and a double submit', async () => {
    await setOutput({ receipt: 'printer', preBill: 'popup', printerId: tillId });
    const order = await placeOrder();
    const summary = await staff.post(SUMMARY, { orderIds: [order.orderId] });
    const body = payBody(order.orderId, summary, { tip: { kind: 'amount', value: 1 } });
    const sameKey = key();
    // A double submit: the same key at once and a second tap with its own key, then a retry of a lost answer. One of
    // them pays (whichever the database takes first); the others are told the orders are paid or replay its answer.
    const answers = await Promise.all([staff.post(PAY, body, sameKey), staff.post(PAY, body, sameKey), staff.post(PAY, body, key())]);
    answers.push(await staff.post(PAY, body, sameKey));
    expect(answers.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const invoiceIds = new Set(answers.filter((response) => response.status === 200).map((response) => response.body.invoiceId as number));
    expect(invoiceIds.size).toBe(1);
    const [invoiceId] = invoiceIds;
    const [printed] = await till.waitForJobs(1);
    await queueSettled(server.db);
    expect(till.jobs).toHaveLength(1);
    expect(kitchen.jobs.map((job) => job.text).join('')).not.toContain('Paid by');
    const text = printed?.text ?? '';
    expect(text).toContain('Chez Test');
    expect(text).toMatch(new RegExp(`Receipt\\s+${order.orderId}-\\d{4}-\\d{2}-\\d{2}`));
    expect(text).toMatch(/1 x Burger\s+\$9\.99/);
    expect(text).toMatch(/1 x Pizza\s+\$10\.00/);
    expect(text).toMatch(/Subtotal \(excl\. tax\)\s+\$18\.88/);
    expect(text).toMatch(/Tax\s+\$1\.61/);
    expect(text).toMatch(/Total\s+\$20\.49/);
    expect(text).toMatch(/Tip\s+\$1\.00/);
    expect(text).toMatch(/Paid\s+\$21\.49/);
    expect(text).toMatch(/Paid by\s+Card/);
    expect(text).not.toContain('REPRINT');
    expect(text).not.toContain('UNPAID');
    const jobs = await receiptJobs(invoiceId ?? 0);
    expect(jobs.map((job) => [job.printer_id, job.job_key, job.status])).toEqual([[tillId, `receipt:invoice:${invoiceId}`, 'printed']]);
  });

  it("leaves the printer alone when the cashier untick 'Print Receipt?'", async () => {
    await setOutput({ receipt: 'both', preBill: 'popup', printerId: tillId });
    const order = await placeOrder();
    const summary = await staff.post(SUMMARY, { orderIds: [order.orderId] });
    const paid = await staff.post(PAY, payBody(order.orderId, summary, { printReceipt: false }), key());
    expect(paid.status).toBe(200);
    expect(await receiptJobs(paid.body.invoiceId as number)).toEqual([]);
  });

  it("prints a split bill's check with its label, its share and its tenders", async () => {
    await setOutput({ receipt: 'printer', preBill: 'popup', printerId: tillId });
    const order = await placeOrder(menu.tableId);
    const split = await staff.post(SPLIT, { orderIds: [order.orderId], mode: 'even', guests: 2, expectedTotal: 20.49 });
    const [firstCheck] = split.body.bill.checks as { check_id: number; total: number }[];
    if (!firstCheck) throw new Error('a check expected');
    const paid = await staff.post(
      PAY_CHECK(firstCheck.check_id),
      { tenders: [{ paymentTypeId: menu.cardId, amount: firstCheck.total }], expectedTotal: firstCheck.total },
      key(),
    );
    expect(paid.status).toBe(200);
    const [printed] = await till.waitForJobs(1);
    const text = printed?.text ?? '';
    expect(text).toMatch(/Check\s+Share 1 of 2/);
    expect(text).toMatch(/Table total\s+\$20\.49/);
    expect(text).toMatch(new RegExp(`Total\\s+\\$${firstCheck.total.toFixed(2).replace('.', '\\.')}`));
    expect(text).toMatch(/Paid by\s+Card/);
  });
});

const registerOrder = () => ({
  cart: [cartLine(menu.burger.id), cartLine(menu.pizza.id, { quantity: 1 })],
  deliveryType: 'takeaway',
  netTotal: 18.88,
  taxTotal: 1.61,
  total: 20.49,
  paymentTypeId: menu.cardId,
});
const invoiceOf = async (orderId: number) =>
  (await server.db.selectFrom('orders').select('invoice_id').where('id', '=', orderId).executeTakeFirstOrThrow()).invoice_id ?? 0;

describe("the register's Create Receipt & Pay", () => {
  it('queues the receipt with the order, once under a double submit and a retried key; the POS is told where it prints', async () => {
    await setOutput({ receipt: 'printer', preBill: 'popup', printerId: tillId });
    expect((await staff.get(POS_INIT)).body.receiptOutput).toEqual({ receipt: 'printer', preBill: 'popup' });
    const body = registerOrder();
    const sameKey = key();
    const answers = await Promise.all([staff.post(CREATE_AND_PAY, body, sameKey), staff.post(CREATE_AND_PAY, body, sameKey)]);
    answers.push(await staff.post(CREATE_AND_PAY, body, sameKey));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    const orderIds = new Set(answers.map((response) => response.body.orderId as number));
    expect(orderIds.size).toBe(1);
    const [orderId = 0] = orderIds;
    const [printed] = await till.waitForJobs(1);
    await queueSettled(server.db);
    expect(till.jobs).toHaveLength(1);
    const text = printed?.text ?? '';
    expect(text).toMatch(new RegExp(`Receipt\\s+${orderId}-\\d{4}-\\d{2}-\\d{2}`));
    expect(text).toMatch(/1 x Burger\s+\$9\.99/);
    expect(text).toMatch(/Total\s+\$20\.49/);
    expect(text).toMatch(/Paid by\s+Card/);
    expect(text).not.toContain('REPRINT');
    const invoiceId = await invoiceOf(orderId);
    expect((await receiptJobs(invoiceId)).map((job) => [job.printer_id, job.status])).toEqual([[tillId, 'printed']]);
  });

  it('queues nothing when the store prints receipts in the popup, or not at all', async () => {
    const popup = await staff.post(CREATE_AND_PAY, registerOrder(), key());
    expect(popup.status).toBe(200);
    expect(await receiptJobs(await invoiceOf(popup.body.orderId as number))).toEqual([]);
    await setOutput({ receipt: 'both', preBill: 'popup', printerId: tillId });
    expect((await staff.get(POS_INIT)).body.receiptOutput).toEqual({ receipt: 'both', preBill: 'popup' });
    await server.db.updateTable('print_settings').set({ is_enable_print: 0 }).execute();
    try {
      const unprinted = await staff.post(CREATE_AND_PAY, registerOrder(), key());
      expect(unprinted.status).toBe(200);
      expect(await receiptJobs(await invoiceOf(unprinted.body.orderId as number))).toEqual([]);
    } finally {
      await server.db.updateTable('print_settings').set({ is_enable_print: 1 }).execute();
    }
  });
});

describe("the Orders screen's and the Invoices screen's Print Receipt", () => {
  it("prints an unpaid table's pre-bill once per key, marked unpaid; the popup alone when the store chose it", async () => {
    await setOutput({ receipt: 'popup', preBill: 'printer', printerId: tillId });
    const order = await placeOrder(menu.tableId);
    const sameKey = key();
    const first = await staff.post(PRINT_RECEIPT, { orderIds: [order.orderId] }, sameKey);
    const again = await staff.post(PRINT_RECEIPT, { orderIds: [order.orderId] }, sameKey);
    expect(answer(first)).toEqual({ status: 200, body: { message: PRINTER_MESSAGES.receiptQueued, isQueued: true } });
    expect(again.body).toEqual(first.body);
    const [printed] = await till.waitForJobs(1);
    await queueSettled(server.db);
    expect(till.jobs).toHaveLength(1);
    expect(printed?.text).toContain('UNPAID');
    expect(printed?.text).toMatch(/Order type\s+Dine-In . T1/);
    expect(printed?.text).toMatch(/Total\s+\$20\.49/);
    expect(printed?.text).not.toContain('Paid by');

    await setOutput({ receipt: 'printer', preBill: 'popup', printerId: tillId });
    expect(answer(await staff.post(PRINT_RECEIPT, { orderIds: [order.orderId] }, key()))).toEqual({
      status: 200,
      body: { message: PRINTER_MESSAGES.receiptNotQueued, isQueued: false },
    });
    expect(answer(await staff.post(PRINT_RECEIPT, { orderIds: [] }, key()))).toEqual({
      status: 400,
      body: { message: PRINTER_MESSAGES.receiptOrdersRequired, code: 'validation_failed' },
    });
    expect(answer(await staff.post(PRINT_RECEIPT, { orderIds: [999_999] }, key()))).toEqual({
      status: 404,
      body: { message: PRINTER_MESSAGES.orderNotFound, code: 'not_found' },
    });
  });

  it("prints an invoice's receipt again, marked REPRINT", async () => {
    await setOutput({ receipt: 'printer', preBill: 'popup', printerId: tillId });
    const order = await placeOrder();
    const summary = await staff.post(SUMMARY, { orderIds: [order.orderId] });
    const paid = await staff.post(PAY, payBody(order.orderId, summary), key());
    await till.waitForJobs(1);
    const reprinted = await staff.post(PRINT_RECEIPT, { invoiceId: paid.body.invoiceId }, key());
    expect(reprinted.body).toEqual({ message: PRINTER_MESSAGES.receiptQueued, isQueued: true });
    const [, again] = await till.waitForJobs(2);
    expect(again?.text).toContain('*** REPRINT ***');
    expect(again?.text).toMatch(/Total\s+\$20\.49/);
    expect(again?.text).toMatch(/Paid by\s+Card/);
    expect(answer(await staff.post(PRINT_RECEIPT, { invoiceId: 999_999 }, key()))).toEqual({
      status: 404,
      body: { message: PRINTER_MESSAGES.invoiceNotFound, code: 'not_found' },
    });
  });

  it('goes back to the popup when the receipt printer is deleted', async () => {
    const spare = await startVirtualPrinter();
    const spareId = (await admin.post(ADD_PRINTER, { name: 'Spare till', address: spare.address, role: 'both' })).body.id as number;
    await setOutput({ receipt: 'printer', preBill: 'printer', printerId: spareId });
    expect((await admin.delete(DELETE_PRINTER(spareId))).status).toBe(200);
    expect((await admin.get(RECEIPT_SETTINGS)).body.printerId).toBeNull();
    expect((await staff.get(ORDERS_INIT)).body.receiptOutput).toEqual({ receipt: 'popup', preBill: 'popup' });
    expect((await admin.get(PRINTERS)).body.map((printer: { name: string }) => printer.name)).toEqual(['Kitchen', 'Till']);
    // Likewise when the receipt printer is turned to kitchen tickets only.
    await setOutput({ receipt: 'printer', preBill: 'printer', printerId: tillId });
    const turned = await admin.post(UPDATE_PRINTER(tillId), { name: 'Till', address: till.address, role: 'kitchen' });
    expect(turned.status).toBe(200);
    expect((await admin.get(RECEIPT_SETTINGS)).body.printerId).toBeNull();
    await admin.post(UPDATE_PRINTER(tillId), { name: 'Till', address: till.address, role: 'receipt' });
    await spare.stop();
  });
});
