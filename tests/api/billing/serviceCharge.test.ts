// The service charge: a store setting (a percent of the items after discounts, taxed at a rate or not, dine-in only,
// from a party size: auto-gratuity), its own figure on the order, the pay summary, the invoice, split checks and
// refunds. Every figure derived by hand (menu: tests/factories/menu.ts; the same worked examples are in
// docs/reports.md "Service charge"). A taxed charge is taxed once on the charge, at the setting's rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_CHARGE_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { pdfTextRows } from '../../support/pdfText';
import { CREATE_ORDER } from '../helpers/posApi';
import { INVOICES_CSV, INVOICE_PDF } from '../helpers/salesApi';
import { PAY, UPDATE_STATUS, answer } from '../helpers/ordersApi';

const SETTINGS = '/api/v1/billing/settings';
const SUMMARY = '/api/v1/billing/summary';
const SPLIT = '/api/v1/billing/bills';
const PAY_CHECK = (checkId: number) => `/api/v1/billing/checks/${checkId}/pay`;
const REFUND = (invoiceId: number) => `/api/v1/billing/invoices/${invoiceId}/refund`;
const REMOVE = '/api/v1/billing/service-charge/remove';
const REPORT_TODAY = '/api/v1/reports?type=today';

let server: TestServer;
let menu: PosMenu;
let till: TestClient;
let manager: TestClient;
let managerLogin: { username: string; password: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  till = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Casey Cashier' })).client;
  const created = await server.createUser({ scope: ['SETTINGS', 'INVOICES', 'REPORTS', 'ORDERS'], name: 'Mona Manager' });
  managerLogin = { username: created.user.username, password: created.password };
  manager = await server.signIn(managerLogin.username, managerLogin.password);
});
afterAll(() => server?.close());

/** The store's service charge: percent, tax percent (null: untaxed), from how many guests (0: any dine-in order). */
async function setServiceCharge(percent: number, taxPercent: number | null, minGuests = 0): Promise<void> {
  const saved = await manager.post(SETTINGS, {
    discountLimitPercent: 20,
    serviceChargePercent: percent,
    serviceChargeTaxPercent: taxPercent,
    serviceChargeMinGuests: minGuests,
  });
  expect(saved.status).toBe(200);
}

async function place(cart: unknown[], extra: Record<string, unknown> = { deliveryType: 'dinein', tableId: null }): Promise<number> {
  const response = await till.post(CREATE_ORDER, { cart, customerType: 'WALKIN', customerId: null, tableId: null, ...extra });
  expect(response.status).toBe(200);
  return response.body.orderId as number;
}

async function figuresOf(orderId: number) {
  return server.db
    .selectFrom('orders')
    .select(['sub_total', 'service_charge_total', 'tax_total', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

const twoPizzas = () => [cartLine(menu.pizza.id, { quantity: 2 })];
const burger = () => [cartLine(menu.burger.id)];

describe('the setting', () => {
  it('refuses a rate, tax rate or party size out of range with its message, and answers what was saved', async () => {
    const refused = (body: Record<string, unknown>) => manager.post(SETTINGS, { discountLimitPercent: 20, ...body });
    expect(answer(await refused({ serviceChargePercent: 101 }))).toEqual({
      status: 400,
      body: { message: SERVICE_CHARGE_MESSAGES.rateInvalid, code: 'validation_failed' },
    });
    expect((await refused({ serviceChargeTaxPercent: -1 })).body.message).toBe(SERVICE_CHARGE_MESSAGES.taxRateInvalid);
    expect((await refused({ serviceChargeMinGuests: 2.5 })).body.message).toBe(SERVICE_CHARGE_MESSAGES.minGuestsInvalid);
    await setServiceCharge(12.5, 8.1, 6);
    expect((await manager.get(SETTINGS)).body).toMatchObject({
      discountLimitPercent: 20,
      serviceChargePercent: 12.5,
      serviceChargeTaxPercent: 8.1,
      serviceChargeMinGuests: 6,
    });
    // Saving the discount limit alone leaves the service charge as it was.
    expect((await manager.post(SETTINGS, { discountLimitPercent: 25 })).status).toBe(200);
    expect((await manager.get(SETTINGS)).body).toMatchObject({ discountLimitPercent: 25, serviceChargePercent: 12.5 });
  });
});

describe('worked examples: 10 % service charge', () => {
  it('untaxed, exclusive items: 2 pizzas 20.00 + 5 % tax 1.00; charge 10 % of 20.00 = 2.00; payable 23.00', async () => {
    await setServiceCharge(10, null);
    const orderId = await place(twoPizzas());
    expect(await figuresOf(orderId)).toEqual({ sub_total: 2000, service_charge_total: 200, tax_total: 100, total: 2300 });
  });

  it('taxed at 20 %, exclusive items: charge 2.00 + its tax 0.40; tax 1.40; payable 23.40', async () => {
    await setServiceCharge(10, 20);
    const orderId = await place(twoPizzas());
    expect(await figuresOf(orderId)).toEqual({ sub_total: 2000, service_charge_total: 200, tax_total: 140, total: 2340 });
  });

  it('untaxed, inclusive items: a burger 9.99 (12.5 % incl.: net 8.88, tax 1.11); charge 10 % of 8.88 = 0.888 → 0.89; payable 10.88', async () => {
    await setServiceCharge(10, null);
    const orderId = await place(burger());
    expect(await figuresOf(orderId)).toEqual({ sub_total: 888, service_charge_total: 89, tax_total: 111, total: 1088 });
  });

  it('taxed at 20 %, inclusive items: charge 0.89 + its tax 0.178 → 0.18; tax 1.29; payable 11.06', async () => {
    await setServiceCharge(10, 20);
    const orderId = await place(burger());
    expect(await figuresOf(orderId)).toEqual({ sub_total: 888, service_charge_total: 89, tax_total: 129, total: 1106 });
    // The order's answer and the pay summary carry the same figures.
    const summary = await till.post(SUMMARY, { orderIds: [orderId] });
    expect(summary.body).toMatchObject({ subtotal: 8.88, serviceChargeTotal: 0.89, taxTotal: 1.29, total: 11.06 });
  });
});

describe('who gets it', () => {
  it('dine-in only: a takeaway or delivery order of the same cart has none', async () => {
    await setServiceCharge(10, null);
    for (const deliveryType of ['takeaway', 'delivery'])
      expect(await figuresOf(await place(twoPizzas(), { deliveryType }))).toEqual({
        sub_total: 2000,
        service_charge_total: 0,
        tax_total: 100,
        total: 2100,
      });
  });

  it('auto-gratuity from 8 guests: 7 guests none, 8 charged, no guest count none; the order keeps its guests', async () => {
    await setServiceCharge(18, null, 8);
    const seven = await place(twoPizzas(), { deliveryType: 'dinein', guests: 7 });
    const eight = await place(twoPizzas(), { deliveryType: 'dinein', guests: 8 });
    const unknown = await place(twoPizzas(), { deliveryType: 'dinein' });
    expect((await figuresOf(seven)).service_charge_total).toBe(0);
    // 18 % of 20.00 = 3.60; payable 20.00 + 3.60 + 1.00.
    expect(await figuresOf(eight)).toEqual({ sub_total: 2000, service_charge_total: 360, tax_total: 100, total: 2460 });
    expect((await figuresOf(unknown)).service_charge_total).toBe(0);
    const kept = await server.db
      .selectFrom('orders')
      .select(['guests', 'service_charge_bp'])
      .where('id', '=', eight)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ guests: 8, service_charge_bp: 1800 });
  });

  it('refuses a guest count that is not a whole number from 1 to 99', async () => {
    const refused = await till.post(CREATE_ORDER, { cart: twoPizzas(), deliveryType: 'dinein', guests: 0 });
    expect(answer(refused)).toEqual({
      status: 400,
      body: { message: 'Guests must be a whole number from 1 to 99!', code: 'validation_failed' },
    });
  });
});

describe('after placement', () => {
  it('a void rebuilds the order with its kept charge; paying the order puts the charge on the invoice', async () => {
    await setServiceCharge(10, 20);
    const orderId = await place([cartLine(menu.pizza.id, { quantity: 2 }), cartLine(menu.tea.id)]);
    // 22.50 items: charge 2.25, its tax 0.45, pizza tax 1.00; payable 26.20.
    expect(await figuresOf(orderId)).toEqual({ sub_total: 2250, service_charge_total: 225, tax_total: 145, total: 2620 });
    // The store's setting changes: the order keeps the rate it was placed with.
    await setServiceCharge(5, null);
    const tea = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('item_title', '=', 'Tea')
      .executeTakeFirstOrThrow();
    expect((await till.post(UPDATE_STATUS(tea.id), { status: 'cancelled', reason: 'Spilled' })).status).toBe(200);
    expect(await figuresOf(orderId)).toEqual({ sub_total: 2000, service_charge_total: 200, tax_total: 140, total: 2340 });

    const paid = await till.post(PAY, { orderIds: [orderId], subTotal: 20, taxTotal: 1.4, total: 23.4, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    const invoice = await server.db
      .selectFrom('invoices')
      .select(['sub_total', 'service_charge_total', 'tax_total', 'total'])
      .where('id', '=', paid.body.invoiceId as number)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ sub_total: 2000, service_charge_total: 200, tax_total: 140, total: 2340 });

    // Its own line on the invoice PDF, between the subtotal and the tax, and its own column in the CSV.
    const pdf = await manager.get(INVOICE_PDF(paid.body.invoiceId as number));
    const rows = pdfTextRows(pdf.bytes);
    const totalsStart = rows.indexOf('Subtotal | $20.00');
    expect(rows.slice(totalsStart, totalsStart + 4)).toEqual([
      'Subtotal | $20.00',
      'Service charge | $2.00',
      'Tax | $1.40',
      'Total | $23.40',
    ]);
    const csv = await manager.get(`${INVOICES_CSV}?type=today`);
    const [header = '', ...lines] = csv.text.replace('\uFEFF', '').split('\r\n');
    const columns = header.split(',');
    const cells = lines.find((line) => line.startsWith(`${paid.body.invoiceId},`))?.split(',') ?? [];
    expect(['Subtotal', 'Service Charge (included)', 'Tax', 'Total'].map((name) => cells[columns.indexOf(name)])).toEqual([
      '20.00',
      '2.00',
      '1.40',
      '23.40',
    ]);
  });

  it('split checks carry their share and add up to the payable, evenly and by items', async () => {
    await setServiceCharge(10, null);
    const even = await place(twoPizzas());
    const split = await till.post(SPLIT, { orderIds: [even], mode: 'even', guests: 3, expectedTotal: 23 });
    expect(split.status).toBe(200);
    const checks = split.body.bill.checks as { check_id: number; service_charge_total: number; total: number }[];
    // 23.00 in 7.67 / 7.67 / 7.66; the 2.00 charge shared in proportion: 0.67 / 0.67 / 0.66.
    expect(checks.map((check) => [check.total, check.service_charge_total])).toEqual([
      [7.67, 0.67],
      [7.67, 0.67],
      [7.66, 0.66],
    ]);

    const byItems = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id)]);
    const lines = await server.db
      .selectFrom('order_items')
      .select(['id', 'item_title'])
      .where('order_id', '=', byItems)
      .orderBy('id')
      .execute();
    // Items 12.50: charge 1.25 (pizza 10.00 → 1.00, tea 2.50 → 0.25); pizza check 10.00 + 1.00 + 0.50 tax, tea 2.50 + 0.25.
    const itemSplit = await till.post(SPLIT, {
      orderIds: [byItems],
      mode: 'items',
      checks: lines.map((line) => [line.id]),
      expectedTotal: 14.25,
    });
    expect(itemSplit.status).toBe(200);
    const itemChecks = itemSplit.body.bill.checks as {
      check_id: number;
      sub_total: number;
      service_charge_total: number;
      tax_total: number;
      total: number;
    }[];
    expect(
      itemChecks.map(({ sub_total, service_charge_total, tax_total, total }) => ({ sub_total, service_charge_total, tax_total, total })),
    ).toEqual([
      { sub_total: 10, service_charge_total: 1, tax_total: 0.5, total: 11.5 },
      { sub_total: 2.5, service_charge_total: 0.25, tax_total: 0, total: 2.75 },
    ]);
    const paid = await till.post(PAY_CHECK(itemChecks[1]?.check_id ?? 0), {
      tenders: [{ paymentTypeId: menu.cashId, amount: 2.75 }],
      expectedTotal: 2.75,
    });
    expect(paid.status).toBe(200);
    expect(
      await server.db
        .selectFrom('invoices')
        .select(['service_charge_total', 'total'])
        .where('id', '=', paid.body.invoiceId as number)
        .executeTakeFirstOrThrow(),
    ).toEqual({ service_charge_total: 25, total: 275 });
  });

  it('a refund of a line gives back the line; the charge is given back with the rest in a whole refund', async () => {
    await setServiceCharge(10, null);
    const orderId = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id)]);
    // Items 12.50, charge 1.25, tax 0.50: 14.25.
    const paid = await till.post(PAY, { orderIds: [orderId], subTotal: 12.5, taxTotal: 0.5, total: 14.25, paymentTypeId: menu.cashId });
    expect(paid.status).toBe(200);
    const invoiceId = paid.body.invoiceId as number;
    const tea = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('item_title', '=', 'Tea')
      .executeTakeFirstOrThrow();
    const lineRefund = await manager.post(REFUND(invoiceId), {
      mode: 'lines',
      lineIds: [tea.id],
      reason: 'Cold',
      paymentTypeId: menu.cashId,
    });
    expect(lineRefund.status).toBe(200);
    expect(lineRefund.body.creditNote).toMatchObject({ sub_total: 2.5, service_charge_total: 0, tax_total: 0, total: 2.5 });
    const whole = await manager.post(REFUND(invoiceId), { mode: 'whole', reason: 'Left', paymentTypeId: menu.cashId });
    expect(whole.status).toBe(200);
    expect(whole.body.creditNote).toMatchObject({ sub_total: 10, service_charge_total: 1.25, tax_total: 0.5, total: 11.75 });
  });

  it("Reports sum the period's service charges net of refunds, beside the spec's figures", async () => {
    await setServiceCharge(10, null);
    const before = (await manager.get(REPORT_TODAY)).body as { serviceChargeTotal: number; revenueTotal: number };
    const orderId = await place(twoPizzas());
    // 20.00 + 2.00 charge + 1.00 tax.
    expect((await till.post(PAY, { orderIds: [orderId], subTotal: 20, taxTotal: 1, total: 23, paymentTypeId: menu.cashId })).status).toBe(
      200,
    );
    const after = (await manager.get(REPORT_TODAY)).body as { serviceChargeTotal: number; revenueTotal: number };
    expect(Math.round((after.serviceChargeTotal - before.serviceChargeTotal) * 100)).toBe(200);
    expect(Math.round((after.revenueTotal - before.revenueTotal) * 100)).toBe(2300);
  });

  it('a manager removes it with a reason: the cashier needs the override, the order is rebuilt without it, Activity has both names', async () => {
    await setServiceCharge(10, 20);
    const orderId = await place(twoPizzas());
    expect((await figuresOf(orderId)).total).toBe(2340);
    expect(answer(await till.post(REMOVE, { orderId, reason: '' }))).toEqual({
      status: 400,
      body: { message: SERVICE_CHARGE_MESSAGES.reasonRequired, code: 'validation_failed' },
    });
    expect(answer(await till.post(REMOVE, { orderId, reason: 'Slow service' }))).toEqual({
      status: 409,
      body: { message: SERVICE_CHARGE_MESSAGES.overrideRequired, code: 'conflict' },
    });
    expect(
      (await till.post(REMOVE, { orderId, reason: 'Slow service', override: { ...managerLogin, password: 'wrong-password' } })).status,
    ).toBe(400);
    expect((await figuresOf(orderId)).service_charge_total).toBe(200);

    const removed = await till.post(REMOVE, { orderId, reason: 'Slow service', override: managerLogin });
    expect(answer(removed)).toEqual({ status: 200, body: { message: SERVICE_CHARGE_MESSAGES.removed, orderIds: [orderId] } });
    expect(await figuresOf(orderId)).toEqual({ sub_total: 2000, service_charge_total: 0, tax_total: 100, total: 2100 });
    const entries = await server.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_name', 'approver_name', 'summary'])
      .where('action', 'in', ['service_charge.removed', 'manager.override'])
      .where('subject_id', '=', String(orderId))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor_name, entry.approver_name])).toEqual([
      ['service_charge.removed', 'Casey Cashier', 'Mona Manager'],
      ['manager.override', 'Casey Cashier', 'Mona Manager'],
    ]);
    expect(entries[0]?.summary).toMatch(
      /^Service charge of 2\.00 removed from order #\d+ \(token \d+\): Slow service — approved by Mona Manager$/,
    );
    // Gone for good: a void does not bring it back, and a second removal is refused.
    expect(answer(await manager.post(REMOVE, { orderId, reason: 'Again' }))).toEqual({
      status: 409,
      body: { message: SERVICE_CHARGE_MESSAGES.noneToRemove, code: 'conflict' },
    });
  });
});
