// Discounts and tips, with every figure derived by hand (menu: tests/factories/menu.ts). Taxes follow
// spec 9 on the discounted amount: exclusive tax is the rate of the discounted amount, inclusive tax is taken out
// of the discounted price (docs/reports.md "Discounts" has the same worked examples). Above the store's limit a
// discount needs admin or a SETTINGS user's credentials (manager override), recorded with both names. A tip is
// paid on top of the total, never taxed, and shows in Reports per user and day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { PAY, UPDATE_STATUS, answer } from '../helpers/ordersApi';

const DISCOUNTS = '/api/v1/billing/discounts';
const REMOVE = '/api/v1/billing/discounts/remove';
const SUMMARY = '/api/v1/billing/summary';
const SETTINGS = '/api/v1/billing/settings';
const REASONS_ADD = '/api/v1/billing/discount-reasons/add';
const BILLING_REPORT = '/api/v1/billing/report';

let server: TestServer;
let menu: PosMenu;
let cashier: TestClient;
let cashierUser: { id: number; name: string; username: string };
let manager: { username: string; password: string; id: number };
let reasonId: number;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS', 'REPORTS'], name: 'Cass Cashier' });
  cashier = signedIn.client;
  cashierUser = { id: signedIn.user.id, name: signedIn.user.name, username: signedIn.user.username };
  const created = await server.createUser({ scope: ['SETTINGS'], name: 'Mona Manager' });
  manager = { username: created.user.username, password: created.password, id: created.user.id };
  const managerClient = await server.signIn(manager.username, manager.password);
  const added = await managerClient.post(REASONS_ADD, { title: 'Loyal guest' });
  if (added.status !== 200) throw new Error(`adding a discount reason failed: ${added.status}`);
  reasonId = added.body.id as number;
});
afterAll(() => server?.close());

const place = (cart: unknown[]) => createOrder(server.brigade.ctx, cashierUser, { cart, tableId: menu.tableId, deliveryType: 'dinein' });

async function lineOf(orderId: number, title: string) {
  return server.db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('item_title', '=', title)
    .executeTakeFirstOrThrow();
}

async function totalsOf(orderId: number) {
  return server.db.selectFrom('orders').select(['sub_total', 'tax_total', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

const invalid = (message: string) => ({ status: 400, body: { message, code: 'validation_failed' } });

const figures = (line: { discount_amount: number; net_amount: number; tax_amount: number; payable_amount: number }) => ({
  discount: line.discount_amount,
  net: line.net_amount,
  tax: line.tax_amount,
  payable: line.payable_amount,
});

describe('discounts and spec 9 taxes (worked examples)', () => {
  it('exclusive tax: 2 pizzas (20.00, 5 % exclusive) less 10 % → 18.00, tax 5 % of 18.00 = 0.90, payable 18.90', async () => {
    const order = await place([cartLine(menu.pizza.id, { quantity: 2 })]);
    const pizza = await lineOf(order.orderId, 'Pizza');
    const response = await cashier.post(DISCOUNTS, {
      orderId: order.orderId,
      orderItemId: pizza.id,
      discount: { kind: 'percent', value: 10 },
      reasonId,
    });
    expect(answer(response)).toEqual({ status: 200, body: { message: DISCOUNT_MESSAGES.applied, orderIds: [order.orderId] } });
    expect(figures(await lineOf(order.orderId, 'Pizza'))).toEqual({ discount: 200, net: 1800, tax: 90, payable: 1890 });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 1800, tax_total: 90, total: 1890 });
  });

  it('inclusive tax: a burger (9.99, 12.5 % inclusive) less 2.00 → 7.99 paid, tax 7.99 × 12.5 / 112.5 = 0.89, net 7.10 (a manager approves: above 20 %)', async () => {
    const order = await place([cartLine(menu.burger.id)]);
    const burger = await lineOf(order.orderId, 'Burger');
    const body = { orderId: order.orderId, orderItemId: burger.id, discount: { kind: 'amount', value: 2 }, reasonId };
    // 2.00 of 9.99 is 20.02 %: above the default limit of 20 %.
    expect(answer(await cashier.post(DISCOUNTS, body))).toEqual({
      status: 409,
      body: { message: DISCOUNT_MESSAGES.needsApproval('20%'), code: 'conflict' },
    });
    expect(figures(await lineOf(order.orderId, 'Burger'))).toEqual({ discount: 0, net: 888, tax: 111, payable: 999 });
    const approved = await cashier.post(DISCOUNTS, { ...body, override: { username: manager.username, password: manager.password } });
    expect(approved.status).toBe(200);
    expect(figures(await lineOf(order.orderId, 'Burger'))).toEqual({ discount: 200, net: 710, tax: 89, payable: 799 });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 710, tax_total: 89, total: 799 });

    // Recorded with both names: the discount (cashier, approved by the manager) and the override itself.
    const entries = await server.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id', 'approver_id', 'approver_name', 'summary'])
      .where('action', 'in', ['discount.given', 'manager.override'])
      .where('details', 'like', `%"orderId":${order.orderId},%`)
      .orderBy('id')
      .execute();
    const override = await server.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'approver_id', 'approver_name', 'summary'])
      .where('action', '=', 'manager.override')
      .where('subject_id', '=', String(order.orderId))
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.approver_name])).toEqual([
      ['discount.given', cashierUser.id, 'Mona Manager'],
    ]);
    expect(entries[0]?.summary).toBe(
      `Discount 2.00 (2.00 off) on "Burger" ×1 of order #${order.orderId} (token ${(await server.db.selectFrom('orders').select('token_no').where('id', '=', order.orderId).executeTakeFirstOrThrow()).token_no}): Loyal guest — approved by Mona Manager`,
    );
    expect(override).toEqual([
      {
        actor_id: cashierUser.id,
        approver_id: manager.id,
        approver_name: 'Mona Manager',
        summary: `Mona Manager approved Cass Cashier's discount of 2.00 on "Burger" ×1 of order #${order.orderId}, above the limit of 20%`,
      },
    ]);
  });

  it('an order discount is shared over the lines to the cent, each line taxed on its share (10 % of 24.99)', async () => {
    // Tea ×2 5.00 (no tax), Pizza 10.00 (5 % excl.), Burger 9.99 (12.5 % incl.): base 24.99, 10 % = 2.499 → 2.50.
    // Shares by largest remainder over 500 / 1000 / 999: 0.50, 1.00, 1.00 (the burger has the largest remainder).
    // Tea 4.50; pizza 9.00 + 0.45 tax = 9.45; burger 8.99 incl., tax 8.99 × 12.5 / 112.5 = 0.9989 → 1.00, net 7.99.
    const order = await place([cartLine(menu.tea.id, { quantity: 2 }), cartLine(menu.pizza.id), cartLine(menu.burger.id)]);
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 10 }, reasonId })).status).toBe(
      200,
    );
    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 50, net: 450, tax: 0, payable: 450 });
    expect(figures(await lineOf(order.orderId, 'Pizza'))).toEqual({ discount: 100, net: 900, tax: 45, payable: 945 });
    expect(figures(await lineOf(order.orderId, 'Burger'))).toEqual({ discount: 100, net: 799, tax: 100, payable: 899 });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 2149, tax_total: 145, total: 2294 });

    const summary = await cashier.post(SUMMARY, { orderIds: [order.orderId] });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ subtotal: 21.49, taxTotal: 1.45, total: 22.94, discountTotal: 2.5, discountLimitPercent: 20 });
    expect(summary.body.discounts).toEqual([
      {
        order_id: order.orderId,
        order_item_id: null,
        kind: 'percent',
        value: 10,
        reason: 'Loyal guest',
        created_by_name: 'Cass Cashier',
        approved_by_name: null,
      },
    ]);
    expect(summary.body.reasons).toEqual([{ id: reasonId, title: 'Loyal guest', is_active: true }]);
  });

  it('voiding a line shares an order amount discount again over the lines left (1.50 over tea and pizza → all on the pizza)', async () => {
    const order = await place([cartLine(menu.tea.id, { quantity: 2 }), cartLine(menu.pizza.id)]);
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'amount', value: 1.5 }, reasonId })).status).toBe(
      200,
    );
    // 1.50 over 5.00 and 10.00: 0.50 and 1.00. Pizza 9.00 + 0.45 tax.
    expect(figures(await lineOf(order.orderId, 'Pizza'))).toEqual({ discount: 100, net: 900, tax: 45, payable: 945 });
    const tea = await lineOf(order.orderId, 'Tea');
    expect((await cashier.post(UPDATE_STATUS(tea.id), { status: 'cancelled', reason: 'Not wanted' })).status).toBe(200);
    // All 1.50 now off the pizza (15 %, within the limit): 8.50 + 0.425 → 0.43 tax.
    expect(figures(await lineOf(order.orderId, 'Pizza'))).toEqual({ discount: 150, net: 850, tax: 43, payable: 893 });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 850, tax_total: 43, total: 893 });
    // Removing it gives back the menu's figures.
    expect(answer(await cashier.post(REMOVE, { orderId: order.orderId }))).toEqual({
      status: 200,
      body: { message: DISCOUNT_MESSAGES.removed, orderIds: [order.orderId] },
    });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 1000, tax_total: 50, total: 1050 });
  });

  it('refuses with the right message and changes nothing: no reason, a bad value, a line of another order, a paid order, nothing off', async () => {
    const order = await place([cartLine(menu.tea.id)]);
    const other = await place([cartLine(menu.tea.id)]);
    const otherTea = await lineOf(other.orderId, 'Tea');
    expect(answer(await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 10 } }))).toEqual(
      invalid(DISCOUNT_MESSAGES.reasonRequired),
    );
    for (const value of [0, -5, 100.01, 'abc', 12.345]) {
      expect(answer(await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value }, reasonId }))).toEqual(
        invalid(DISCOUNT_MESSAGES.valueInvalid),
      );
    }
    expect(answer(await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'half', value: 1 }, reasonId }))).toEqual(
      invalid(DISCOUNT_MESSAGES.kindInvalid),
    );
    expect(
      answer(
        await cashier.post(DISCOUNTS, {
          orderId: order.orderId,
          orderItemId: otherTea.id,
          discount: { kind: 'percent', value: 10 },
          reasonId,
        }),
      ),
    ).toEqual({
      status: 404,
      body: { message: DISCOUNT_MESSAGES.lineNotOnOrder, code: 'not_found' },
    });
    // 0.01 % of 2.50 rounds to nothing.
    expect(answer(await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 0.01 }, reasonId }))).toEqual(
      invalid(DISCOUNT_MESSAGES.takesNothingOff),
    );
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 250, tax_total: 0, total: 250 });
    // A paid order's bill is settled: no discount any more.
    const paid = await place([cartLine(menu.tea.id)]);
    expect(
      (await cashier.post(PAY, { orderIds: [paid.orderId], subTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId })).status,
    ).toBe(200);
    const token = (await server.db.selectFrom('orders').select('token_no').where('id', '=', paid.orderId).executeTakeFirstOrThrow())
      .token_no;
    expect(answer(await cashier.post(DISCOUNTS, { orderId: paid.orderId, discount: { kind: 'percent', value: 10 }, reasonId }))).toEqual({
      status: 409,
      body: { message: `Order #${token} is already completed!`, code: 'conflict' },
    });
  });
});

describe('manager override', () => {
  it('is refused without valid credentials, or from someone who may not approve; each refusal is recorded', async () => {
    const order = await place([cartLine(menu.tea.id)]);
    const body = { orderId: order.orderId, discount: { kind: 'percent', value: 50 }, reasonId };
    expect(
      answer(await cashier.post(DISCOUNTS, { ...body, override: { username: manager.username, password: 'not-the-password' } })),
    ).toEqual({
      status: 400,
      body: { message: DISCOUNT_MESSAGES.overrideRefused, code: 'validation_failed' },
    });
    expect(answer(await cashier.post(DISCOUNTS, { ...body, override: { username: 'nobody-at-all', password: 'whatever' } }))).toEqual({
      status: 400,
      body: { message: DISCOUNT_MESSAGES.overrideRefused, code: 'validation_failed' },
    });
    const colleague = await server.createUser({ scope: ['ORDERS', 'REPORTS'], name: 'Cole League' });
    expect(
      answer(await cashier.post(DISCOUNTS, { ...body, override: { username: colleague.user.username, password: colleague.password } })),
    ).toEqual({
      status: 400,
      body: { message: DISCOUNT_MESSAGES.overrideNotAllowed('Cole League'), code: 'validation_failed' },
    });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 250, tax_total: 0, total: 250 });
    const refusals = await server.db
      .selectFrom('audit_entries')
      .select('summary')
      .where('action', '=', 'manager.override')
      .where('actor_id', '=', cashierUser.id)
      .where('details', 'like', '%"approved":false%')
      .execute();
    expect(refusals.length).toBeGreaterThanOrEqual(3);
  });

  it("counts the order's discounts together: 20 % off the line, then 20 % off the order (36 % in all) needs a manager", async () => {
    const order = await place([cartLine(menu.tea.id)]);
    const line = await lineOf(order.orderId, 'Tea');
    expect(
      (await cashier.post(DISCOUNTS, { orderId: order.orderId, orderItemId: line.id, discount: { kind: 'percent', value: 20 }, reasonId }))
        .status,
    ).toBe(200);
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 200, tax_total: 0, total: 200 });
    expect(answer(await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 20 }, reasonId }))).toEqual({
      status: 409,
      body: { message: DISCOUNT_MESSAGES.needsApproval('20%'), code: 'conflict' },
    });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 200, tax_total: 0, total: 200 });
    const approved = await cashier.post(DISCOUNTS, {
      orderId: order.orderId,
      discount: { kind: 'percent', value: 20 },
      reasonId,
      override: { username: manager.username, password: manager.password },
    });
    expect(approved.status).toBe(200);
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 160, tax_total: 0, total: 160 });
  });

  it('is not needed by a user with SETTINGS giving the discount themselves, nor under the store limit', async () => {
    const supervisor = await server.signInAs({ scope: ['ORDERS', 'SETTINGS'], name: 'Sue Supervisor' });
    const order = await place([cartLine(menu.tea.id)]);
    expect(
      (await supervisor.client.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 50 }, reasonId })).status,
    ).toBe(200);
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 125, tax_total: 0, total: 125 });

    const managerClient = await server.signIn(manager.username, manager.password);
    expect(answer(await managerClient.post(SETTINGS, { discountLimitPercent: 60 }))).toEqual({
      status: 200,
      body: { message: DISCOUNT_MESSAGES.settingsSaved },
    });
    const another = await place([cartLine(menu.tea.id)]);
    expect((await cashier.post(DISCOUNTS, { orderId: another.orderId, discount: { kind: 'percent', value: 50 }, reasonId })).status).toBe(
      200,
    );
    expect(await totalsOf(another.orderId)).toEqual({ sub_total: 125, tax_total: 0, total: 125 });
    expect((await managerClient.post(SETTINGS, { discountLimitPercent: 20 })).status).toBe(200);
    expect((await managerClient.get(SETTINGS)).body).toEqual({
      discountLimitPercent: 20,
      reasons: [{ id: reasonId, title: 'Loyal guest', is_active: true }],
      serviceChargePercent: 0,
      serviceChargeTaxPercent: null,
      serviceChargeMinGuests: 0,
    });
    expect(answer(await managerClient.post(SETTINGS, { discountLimitPercent: 101 }))).toEqual({
      status: 400,
      body: { message: DISCOUNT_MESSAGES.limitInvalid, code: 'validation_failed' },
    });
    expect((await cashier.get(SETTINGS)).status).toBe(403);
  });
});

const discountOf = (orderId: number) =>
  server.db
    .selectFrom('discounts')
    .select(['kind', 'value', 'created_by_name', 'approved_by_name'])
    .where('order_id', '=', orderId)
    .execute();
const cutEntries = (orderId: number) =>
  server.db
    .selectFrom('audit_entries')
    .select(['actor_id', 'summary'])
    .where('action', '=', 'discount.cut')
    .where('subject_id', '=', String(orderId))
    .orderBy('id')
    .execute();
const tokenOf = async (orderId: number) =>
  (await server.db.selectFrom('orders').select('token_no').where('id', '=', orderId).executeTakeFirstOrThrow()).token_no;

describe('a void never takes a discount past what its giver may give', () => {
  it("a cashier's 2.00 off pizza 10.00 + tea 5.00 (13 %) is cut to 1.00 (20 % of the 5.00 left) when the pizza is voided, and the trail says so", async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'amount', value: 2 }, reasonId })).status).toBe(200);
    const pizza = await lineOf(order.orderId, 'Pizza');
    expect((await cashier.post(UPDATE_STATUS(pizza.id), { status: 'cancelled', reason: 'Burnt' })).status).toBe(200);

    // 2.00 of 5.00 would be 40 %: the cashier may give 20 %, so 1.00 off the tea, 4.00 to pay.
    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 100, net: 400, tax: 0, payable: 400 });
    expect(await totalsOf(order.orderId)).toEqual({ sub_total: 400, tax_total: 0, total: 400 });
    expect(await discountOf(order.orderId)).toEqual([
      { kind: 'amount', value: 100, created_by_name: 'Cass Cashier', approved_by_name: null },
    ]);
    const summary = await cashier.post(SUMMARY, { orderIds: [order.orderId] });
    expect(summary.body).toMatchObject({ total: 4, discountTotal: 1 });
    expect(await cutEntries(order.orderId)).toEqual([
      {
        actor_id: cashierUser.id,
        summary: `Discount on order #${order.orderId} (token ${await tokenOf(order.orderId)}) cut from 2.00 to 1.00 off when "Pizza" ×1 was voided: within the limit of 20% for Cass Cashier`,
      },
    ]);
  });

  it('more voids never take it further: the last line left keeps at most 20 % off', async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 }), cartLine(menu.burger.id)]);
    // 4.99 off 24.99 is 19.97 %.
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'amount', value: 4.99 }, reasonId })).status).toBe(
      200,
    );
    for (const title of ['Pizza', 'Burger']) {
      const line = await lineOf(order.orderId, title);
      expect((await cashier.post(UPDATE_STATUS(line.id), { status: 'cancelled', reason: 'Not wanted' })).status).toBe(200);
    }
    // After the pizza: 20 % of 14.99 = 2.998 → 2.99; after the burger: 20 % of 5.00 = 1.00.
    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 100, net: 400, tax: 0, payable: 400 });
    expect((await cutEntries(order.orderId)).map((entry) => entry.summary.replace(/ when .*/, ''))).toEqual([
      `Discount on order #${order.orderId} (token ${await tokenOf(order.orderId)}) cut from 4.99 to 2.99 off`,
      `Discount on order #${order.orderId} (token ${await tokenOf(order.orderId)}) cut from 2.99 to 1.00 off`,
    ]);
  });

  it("a manager's approval covers the share of the bill it was given for: 6.00 of 15.00 (40 %) becomes 2.00 of 5.00, not the cashier's 1.00", async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    const approved = await cashier.post(DISCOUNTS, {
      orderId: order.orderId,
      discount: { kind: 'amount', value: 6 },
      reasonId,
      override: { username: manager.username, password: manager.password },
    });
    expect(approved.status).toBe(200);
    const pizza = await lineOf(order.orderId, 'Pizza');
    expect((await cashier.post(UPDATE_STATUS(pizza.id), { status: 'cancelled', reason: 'Burnt' })).status).toBe(200);

    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 200, net: 300, tax: 0, payable: 300 });
    expect(await discountOf(order.orderId)).toEqual([
      { kind: 'amount', value: 200, created_by_name: 'Cass Cashier', approved_by_name: 'Mona Manager' },
    ]);
    expect((await cutEntries(order.orderId)).map((entry) => entry.summary)).toEqual([
      `Discount on order #${order.orderId} (token ${await tokenOf(order.orderId)}) cut from 5.00 to 2.00 off when "Pizza" ×1 was voided: within the share of the bill Mona Manager approved`,
    ]);
  });

  it("counts the lines' own discounts too: with 20 % off the tea, no order discount is left once the pizza is voided", async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id)]);
    const tea = await lineOf(order.orderId, 'Tea');
    expect(
      (await cashier.post(DISCOUNTS, { orderId: order.orderId, orderItemId: tea.id, discount: { kind: 'percent', value: 20 }, reasonId }))
        .status,
    ).toBe(200);
    // 0.50 + 1.00 off 12.50 is 12 %; with the pizza voided, 1.50 off 2.50 would be 60 %, and the tea's own 0.50 is the 20 % already.
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'amount', value: 1 }, reasonId })).status).toBe(200);
    const pizza = await lineOf(order.orderId, 'Pizza');
    expect((await cashier.post(UPDATE_STATUS(pizza.id), { status: 'cancelled', reason: 'Burnt' })).status).toBe(200);
    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 50, net: 200, tax: 0, payable: 200 });
    expect(await discountOf(order.orderId)).toEqual([
      { kind: 'percent', value: 2000, created_by_name: 'Cass Cashier', approved_by_name: null },
    ]);
    expect((await cutEntries(order.orderId)).map((entry) => entry.summary.replace(/ when .*/, ''))).toEqual([
      `Discount on order #${order.orderId} (token ${await tokenOf(order.orderId)}) cut from 1.00 to 0.00 off`,
    ]);
  });

  it('a percentage stays as given, and a void that leaves the discount within the limit records no cut', async () => {
    const order = await place([cartLine(menu.pizza.id), cartLine(menu.tea.id, { quantity: 2 })]);
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 20 }, reasonId })).status).toBe(
      200,
    );
    const pizza = await lineOf(order.orderId, 'Pizza');
    expect((await cashier.post(UPDATE_STATUS(pizza.id), { status: 'cancelled', reason: 'Burnt' })).status).toBe(200);
    expect(figures(await lineOf(order.orderId, 'Tea'))).toEqual({ discount: 100, net: 400, tax: 0, payable: 400 });
    expect(await discountOf(order.orderId)).toEqual([
      { kind: 'percent', value: 2000, created_by_name: 'Cass Cashier', approved_by_name: null },
    ]);
    expect(await cutEntries(order.orderId)).toEqual([]);
  });
});

describe('tips at payment, and Reports', () => {
  it('a 10 % tip on 22.94 is 2.29: not taxed, not in the total, paid on top; the invoice carries the discount and the tip', async () => {
    const order = await place([cartLine(menu.tea.id, { quantity: 2 }), cartLine(menu.pizza.id), cartLine(menu.burger.id)]);
    expect((await cashier.post(DISCOUNTS, { orderId: order.orderId, discount: { kind: 'percent', value: 10 }, reasonId })).status).toBe(
      200,
    );
    const paid = await cashier.post(PAY, {
      orderIds: [order.orderId],
      subTotal: 21.49,
      taxTotal: 1.45,
      total: 22.94,
      paymentTypeId: menu.cashId,
      tip: { kind: 'percent', value: 10 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ subtotal: 21.49, taxTotal: 1.45, total: 22.94 });
    const invoice = await server.db
      .selectFrom('invoices')
      .select(['sub_total', 'tax_total', 'total', 'discount_total', 'tip_total', 'created_by'])
      .where('id', '=', paid.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({
      sub_total: 2149,
      tax_total: 145,
      total: 2294,
      discount_total: 250,
      tip_total: 229,
      created_by: cashierUser.id,
    });
    const pdf = await (await server.signInAs({ role: 'admin' })).client.get(`/api/v1/invoices/${paid.body.invoiceId}/pdf`);
    expect(pdf.status).toBe(200);

    // A 3.00 tip by amount on a tea, then the day's figures.
    const tea = await place([cartLine(menu.tea.id)]);
    expect(
      (
        await cashier.post(PAY, {
          orderIds: [tea.orderId],
          subTotal: 2.5,
          taxTotal: 0,
          total: 2.5,
          paymentTypeId: menu.cashId,
          tip: { kind: 'amount', value: 3 },
        })
      ).status,
    ).toBe(200);
    const report = await cashier.get(`${BILLING_REPORT}?type=today`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ discountTotal: 2.5, tipsTotal: 5.29 });
    expect(report.body.tipsByUserDay).toEqual([
      { day: report.body.from, user_id: cashierUser.id, user_name: 'Cass Cashier', tips: 5.29, checks: 2 },
    ]);
    // Tips are not revenue: Reports' Revenue counts the invoices' totals only (these two and the paid tea above).
    const reportToday = await cashier.get('/api/v1/reports?type=today');
    expect(reportToday.body.revenueTotal).toBe(27.94);

    // The invoices CSV shows both: the discount already out of the totals, the tip on top of them.
    const csv = await cashier.get('/api/v1/invoices/export.csv?type=today');
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    const money = (row: string | undefined) => {
      const cells = row!.split(',');
      return Object.fromEntries(
        ['Subtotal', 'Tax', 'Total', 'Discounts (included)', 'Tip', 'Paid'].map((name) => [name, cells[columns.indexOf(name)]]),
      );
    };
    expect(money(rows.find((row) => row.startsWith(`${paid.body.invoiceId},`)))).toEqual({
      Subtotal: '21.49',
      Tax: '1.45',
      Total: '22.94',
      'Discounts (included)': '2.50',
      Tip: '2.29',
      Paid: '25.23',
    });
  });

  it('refuses a tip it cannot read', async () => {
    const tea = await place([cartLine(menu.tea.id)]);
    expect(
      answer(
        await cashier.post(PAY, {
          orderIds: [tea.orderId],
          subTotal: 2.5,
          taxTotal: 0,
          total: 2.5,
          paymentTypeId: menu.cashId,
          tip: { kind: 'amount', value: -1 },
        }),
      ),
    ).toEqual({ status: 400, body: { message: DISCOUNT_MESSAGES.tipInvalid, code: 'validation_failed' } });
  });
});
