import { describe, expect, it } from 'vitest';
import { minorUnits as m } from '../money/money';
import type { OrderItemView, OrderView } from '../orderViews';
import { type ReceiptInput, receiptNumber } from './receipt';
import { buildOrdersReceipt, ordersTotals } from './ordersReceipt';
import { EMPTY_BILL } from '../bill/bill';

const init: Pick<ReceiptInput, 'storeSettings' | 'printSettings'> = {
  storeSettings: {
    storeName: 'Brigade Bistro',
    address: '1 Main St',
    phone: '555',
    email: null,
    currency: 'USD',
    image: null,
    timeZone: 'UTC',
  },
  printSettings: {
    pageFormat: 57,
    header: 'Welcome',
    footer: 'Thanks',
    showNotes: true,
    isEnablePrint: true,
    showStoreDetails: true,
    showCustomerDetails: false,
    printToken: true,
  },
};

function order(overrides: Partial<OrderView>): OrderView {
  return {
    id: 41,
    date: '2026-11-22T12:00:00.000Z',
    delivery_type: 'dinein',
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    table_id: 2,
    table_title: 'Table 2',
    floor: 'Ground',
    status: 'created',
    payment_status: 'unpaid',
    token_no: 7,
    status_kitchen: 'notstarted',
    created_by: 3,
    created_by_name: 'Casey Cashier',
    totals: { itemsTotal: m(1048), taxTotal: m(52), payableTotal: m(1100), serviceChargeTotal: m(0) },
    items: [],
    ...overrides,
  };
}

const item = (id: number, title: string, price: number, quantity: number, extra: Partial<OrderItemView> = {}): OrderItemView => ({
  id,
  order_id: 41,
  item_id: id,
  item_title: title,
  variant_id: null,
  variant_title: null,
  variant_price: null,
  price: m(price),
  quantity,
  status: 'created' as const,
  date: '2026-11-22T12:00:00.000Z',
  addons: [],
  modifiers: [],
  notes: null,
  seat: null,
  course: null,
  course_fired_at: null,
  ...extra,
});

const totals = (itemsTotal: number, taxTotal: number, payableTotal: number) => ({
  itemsTotal: m(itemsTotal),
  taxTotal: m(taxTotal),
  payableTotal: m(payableTotal),
  serviceChargeTotal: m(0),
});

describe('orders receipt', () => {
  it('sums the orders in minor units (no float drift)', () => {
    expect(ordersTotals([order({ totals: totals(10, 20, 30) }), order({ totals: totals(20, 10, 30) })])).toMatchObject({
      itemsTotal: 30,
      taxTotal: 30,
      payableTotal: 60,
    });
  });

  it("lists every order's lines but the cancelled ones, under the first order's number and date", () => {
    const first = order({
      items: [
        item(1, 'Margherita Pizza', 1800, 1, { variant_title: 'Large', addons: [{ id: 5, title: 'Olives' }], notes: 'Well done' }),
        item(2, 'Tomato Soup', 550, 2, { status: 'cancelled' }),
      ],
    });
    const second = order({ id: 44, token_no: 9, date: '2026-11-22T12:30:00.000Z', items: [item(3, 'Espresso', 250, 2)] });
    const receipt = buildOrdersReceipt({
      orders: [first, second],
      totals: ordersTotals([first, second]),
      tableTitle: 'Table 2',
      init,
      paymentType: 'Card',
    });
    expect(receipt).not.toBeNull();
    if (!receipt) return;
    expect(receipt.cartItems.map((line) => [line.title, line.quantity, line.price, line.variant, line.addons, line.notes])).toEqual([
      ['Margherita Pizza', 1, 1800, 'Large', ['Olives'], 'Well done'],
      ['Espresso', 2, 250, null, [], null],
    ]);
    expect(receiptNumber(receipt)).toBe('41-2026-11-22');
    expect(receipt).toMatchObject({
      tokenNo: 7,
      orderId: 41,
      tableTitle: 'Table 2',
      itemsTotal: 2096,
      taxTotal: 104,
      payableTotal: 2200,
      paymentType: 'Card',
      created_by_name: 'Casey Cashier',
      currency: 'USD',
      printSettings: { page_format: 57, show_notes: 1, show_customer_details: 0 },
    });
  });

  it('names the registered customer without a phone, and nothing without orders', () => {
    const receipt = buildOrdersReceipt({
      orders: [order({ customer_type: 'CUSTOMER', customer_name: 'Robin Regular', table_id: null, table_title: null })],
      totals: EMPTY_BILL,
      tableTitle: null,
      init,
    });
    expect(receipt?.customer).toEqual({ phone: '', name: 'Robin Regular' });
    expect(receipt?.paymentType).toBeNull();
    expect(buildOrdersReceipt({ orders: [], totals: EMPTY_BILL, tableTitle: null, init })).toBeNull();
  });
});
