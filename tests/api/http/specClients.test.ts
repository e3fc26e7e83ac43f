// Spec 7 clients other than Brigade's own POS: ids sent as numeric text, amounts with too many decimals, totals
// rounded on the whole order instead of per line (spec 9 gives no rule), and paid orders sent without a
// paymentTypeId (spec 7's bodies name none), which take the store's default payment type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { PAYMENT_TYPE_MESSAGES } from '../../../shared/contract/paymentTypes';
import { createMenuItem } from '../../factories/menu';
import { createPaymentType } from '../../factories/paymentTypes';
import { createTax } from '../../factories/taxes';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';
import { PAY, SUMMARY, answer } from '../helpers/ordersApi';
import { CREATE_AND_PAY, CREATE_ORDER, expectInvalid, expectOrderCreated, orderRowCounts } from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let admin: TestClient;
/** 5.93 and 6.57, both 5 % included: 12.50 together, tax 0.28 + 0.31 per line, 0.60 rounded once on 0.5952. */
let soupId: number;
let tiramisuId: number;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const included = await createTax(server.db, { title: 'VAT 5', rateBp: 500, type: 'inclusive' });
  soupId = (await createMenuItem(server.db, { title: 'Tomato Soup', price: 593, taxId: included })).id;
  tiramisuId = (await createMenuItem(server.db, { title: 'Tiramisu', price: 657, taxId: included })).id;
  pos = (await server.signInAs({ scope: ['POS', 'ORDERS'], name: 'Spec Client' })).client;
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => server?.close());

const teaCart = () => [cartLine(menu.tea.id)];
const soupAndTiramisu = () => [cartLine(soupId), cartLine(tiramisuId)];
const payWithCash = (totals: { netTotal: number; taxTotal: number; total: number }, cart = soupAndTiramisu()) =>
  pos.post(CREATE_AND_PAY, { cart, ...totals, paymentTypeId: menu.cashId });

const conflictOf = (gap: string) => ({ status: 409, body: { message: `${POS_MESSAGES.totalsChanged} ${gap}`, code: 'conflict' } });

function invoiceOfOrder(orderId: number) {
  return server.db
    .selectFrom('orders')
    .innerJoin('invoices', 'invoices.id', 'orders.invoice_id')
    .select(['invoices.sub_total', 'invoices.tax_total', 'invoices.total', 'invoices.payment_type_id', 'invoices.payment_type_title'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describe('ids as numeric text', () => {
  it('takes the item, variant, addon and table ids as digits alike, and the order ids of the pay calls too', async () => {
    const line = {
      ...cartLine(menu.pizza.id),
      id: String(menu.pizza.id),
      variant_id: String(menu.pizza.large),
      addons_ids: [String(menu.pizza.cheese), ` ${menu.pizza.olives} `],
    };
    const { orderId } = expectOrderCreated(
      await pos.post(CREATE_ORDER, { cart: [line], tableId: String(menu.tableId), deliveryType: 'dinein' }),
      POS_MESSAGES.orderCreated,
    );
    const addons = await server.db
      .selectFrom('order_item_addons')
      .innerJoin('order_items', 'order_items.id', 'order_item_addons.order_item_id')
      .select(['order_item_addons.title'])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_item_addons.id')
      .execute();
    expect(addons.map((addon) => addon.title)).toEqual(['Cheese', 'Olives']);
    // Large 12.00 + 1.50 + 0.75 = 14.25, 5 % excluded: 0.71.
    const summary = await pos.post(SUMMARY, { orderIds: [String(orderId)] });
    expect(answer(summary)).toMatchObject({ status: 200, body: { subtotal: 14.25, taxTotal: 0.71, total: 14.96 } });
  });

  it.each([
    ['an exponent', '1e1'],
    ['a hexadecimal', '0x1'],
    ['a decimal', '2.0'],
    ['letters after digits', '12abc'],
  ])('refuses an addon id written as %s with the addon message', async (_label, addonId) => {
    const line = { ...cartLine(menu.pizza.id), addons_ids: [addonId] };
    const refused = await pos.post(CREATE_ORDER, { cart: [line] });
    expect(answer(refused)).toEqual({ status: 400, body: { message: POS_MESSAGES.invalidAddon, code: 'validation_failed' } });
  });
});

describe('amounts with too many decimals', () => {
  it('say which amount has too many decimals instead of "Prices have changed"', async () => {
    const before = await orderRowCounts(server.db);
    const paid = { cart: teaCart(), netTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId };
    expectInvalid(await pos.post(CREATE_AND_PAY, { ...paid, total: '2.505' }), 'Total has too many decimals: use at most 2!');
    expectInvalid(await pos.post(CREATE_AND_PAY, { ...paid, netTotal: 2.499 }), 'Net total has too many decimals: use at most 2!');
    expectInvalid(
      await pos.post(CREATE_ORDER, { cart: teaCart(), expectedTotals: { netTotal: 2.5, taxTotal: 0.001, total: 2.5 } }),
      'Tax total has too many decimals: use at most 2!',
    );
    const { orderId } = expectOrderCreated(await pos.post(CREATE_ORDER, { cart: teaCart() }), POS_MESSAGES.orderCreated);
    const payment = { orderIds: [orderId], subTotal: 2.5, taxTotal: 0, total: 2.5, paymentTypeId: menu.cashId };
    expectInvalid(await pos.post(PAY, { ...payment, subTotal: 2.505 }), 'Subtotal has too many decimals: use at most 2!');
    // What is not a number at all still reads as the totals' refusal.
    expectInvalid(await pos.post(PAY, { ...payment, total: 'abc' }), ORDER_ACTION_MESSAGES.totalsChanged);
    const after = await orderRowCounts(server.db);
    expect(after.invoices).toBe(before.invoices);
  });
});

describe('totals rounded on the whole order', () => {
  it('accepts 11.90 + 0.60 = 12.50 (tax rounded once) and stores Brigade’s per-line 11.91 + 0.59', async () => {
    const { orderId } = expectOrderCreated(
      await pos.post(CREATE_AND_PAY, { cart: soupAndTiramisu(), netTotal: 11.9, taxTotal: 0.6, total: 12.5, paymentTypeId: menu.cashId }),
      POS_MESSAGES.orderCreatedAndPaid,
    );
    expect(await invoiceOfOrder(orderId)).toMatchObject({ sub_total: 1191, tax_total: 59, total: 1250 });
    const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ sub_total: 1191, tax_total: 59, total: 1250 });
    // The same totals seen by a cashier before an order queued offline.
    expectOrderCreated(
      await pos.post(CREATE_ORDER, { cart: soupAndTiramisu(), expectedTotals: { netTotal: 11.9, taxTotal: 0.6, total: 12.5 } }),
      POS_MESSAGES.orderCreated,
    );
  });

  it('refuses what rounding cannot explain with 409, naming the figure and the gap, and writes nothing', async () => {
    const before = await orderRowCounts(server.db);
    expect(answer(await payWithCash({ netTotal: 12, taxTotal: 0.6, total: 12.6 }))).toEqual(
      conflictOf('Total sent 12.60, expected 12.50 (0.10 more).'),
    );
    // Two taxed lines: one minor unit of rounding at most.
    expect(answer(await payWithCash({ netTotal: 11.89, taxTotal: 0.61, total: 12.5 }))).toEqual(
      conflictOf('Tax total sent 0.61, expected 0.59 (0.02 more).'),
    );
    // A split that does not add up to its total.
    expect(answer(await payWithCash({ netTotal: 11.91, taxTotal: 0.6, total: 12.5 }))).toEqual(
      conflictOf('Tax total sent 0.60, expected 0.59 (0.01 more).'),
    );
    // One taxed line: rounding per line and on the total are the same rounding, so no allowance.
    expect(answer(await payWithCash({ netTotal: 5.64, taxTotal: 0.29, total: 5.93 }, [cartLine(soupId)]))).toEqual(
      conflictOf('Tax total sent 0.29, expected 0.28 (0.01 more).'),
    );
    expect(await orderRowCounts(server.db)).toEqual(before);
  });
});

describe('paid without a paymentTypeId (spec 7)', () => {
  const teaPaid = { netTotal: 2.5, taxTotal: 0, total: 2.5 };

  it("records the store's default payment type: the first active one until the back office chooses another", async () => {
    const first = expectOrderCreated(await pos.post(CREATE_AND_PAY, { cart: teaCart(), ...teaPaid }), POS_MESSAGES.orderCreatedAndPaid);
    expect(await invoiceOfOrder(first.orderId)).toMatchObject({ payment_type_id: menu.cashId, payment_type_title: 'Cash' });
    expect((await admin.get('/api/v1/settings/payment-types')).body).toMatchObject({ defaultPaymentTypeId: menu.cashId });

    const voucherId = await createPaymentType(server.db, { title: 'Voucher' });
    expect(answer(await admin.post(`/api/v1/settings/payment-types/${voucherId}/default`, {}))).toEqual({
      status: 200,
      body: { message: PAYMENT_TYPE_MESSAGES.paymentTypeMadeDefault },
    });
    expect((await admin.get('/api/v1/settings/payment-types')).body).toMatchObject({ defaultPaymentTypeId: voucherId });
    const second = expectOrderCreated(await pos.post(CREATE_AND_PAY, { cart: teaCart(), ...teaPaid }), POS_MESSAGES.orderCreatedAndPaid);
    expect(await invoiceOfOrder(second.orderId)).toMatchObject({ payment_type_id: voucherId, payment_type_title: 'Voucher' });

    // Pay & Complete from a spec client: the same default.
    const open = expectOrderCreated(await pos.post(CREATE_ORDER, { cart: teaCart() }), POS_MESSAGES.orderCreated);
    const paid = await pos.post(PAY, { orderIds: [open.orderId], subTotal: 2.5, taxTotal: 0, total: 2.5 });
    expect(paid.status).toBe(200);
    expect(await invoiceOfOrder(open.orderId)).toMatchObject({ payment_type_id: voucherId });

    // A chosen type that is switched off stops being the default: the first active one is used again.
    await admin.post(`/api/v1/settings/payment-types/${voucherId}/toggle`, { isActive: false });
    expect((await admin.get('/api/v1/settings/payment-types')).body).toMatchObject({ defaultPaymentTypeId: menu.cashId });
    const third = expectOrderCreated(await pos.post(CREATE_AND_PAY, { cart: teaCart(), ...teaPaid }), POS_MESSAGES.orderCreatedAndPaid);
    expect(await invoiceOfOrder(third.orderId)).toMatchObject({ payment_type_id: menu.cashId });

    // A type sent is still the one used, and an inactive one is still refused.
    expectInvalid(
      await pos.post(CREATE_AND_PAY, { cart: teaCart(), ...teaPaid, paymentTypeId: voucherId }),
      POS_MESSAGES.paymentTypeUnavailable,
    );
  });

  it('makes only an existing, active type the default, for the settings scope', async () => {
    expectInvalid(
      await admin.post(`/api/v1/settings/payment-types/${menu.cardId}/default`, {}),
      PAYMENT_TYPE_MESSAGES.inactivePaymentTypeDefault,
    );
    expect(answer(await admin.post('/api/v1/settings/payment-types/987654/default', {}))).toEqual({
      status: 404,
      body: { message: PAYMENT_TYPE_MESSAGES.paymentTypeNotFound, code: 'not_found' },
    });
    expect((await pos.post(`/api/v1/settings/payment-types/${menu.cashId}/default`, {})).status).toBe(403);
  });

  it('answers "Please select a payment type!" when no payment type is active', async () => {
    await admin.post(`/api/v1/settings/payment-types/${menu.cashId}/toggle`, { isActive: false });
    try {
      const refused = await pos.post(CREATE_AND_PAY, { cart: teaCart(), ...teaPaid });
      expect(answer(refused)).toEqual({ status: 400, body: { message: POS_MESSAGES.paymentTypeRequired, code: 'validation_failed' } });
    } finally {
      await admin.post(`/api/v1/settings/payment-types/${menu.cashId}/toggle`, { isActive: true });
    }
  });
});
