// Spec 2.14 / 3 / 9: receipt data from the cart and totals, receipt number, line amounts, defensive reading.
import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount as d } from './money';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES } from '../contract/pos';
import type { PrintSettingsResponse, StoreSettingsResponse } from '../contract/settings';
import { cartTotals, createLine, type CartMenuItem } from './cart';
import { UnreadableAmountError, minorUnits } from './money';
import { buildReceiptData, isoDateIn, orderTypeLabel, parseReceiptData, receiptAmounts, receiptBill, receiptNumber } from './receipt';
import { billLines } from './billLines';

const burger: CartMenuItem = {
  id: 1,
  title: 'Classic Burger',
  price: d(12.5),
  tax_title: 'VAT 5%',
  tax_rate: 5,
  tax_type: 'inclusive',
  variants: [],
  addons: [
    { id: 4, title: 'Cheese', price: d(1) },
    { id: 5, title: 'Bacon', price: d(1.75) },
  ],
};

const teaLine = { title: 'Tea', notes: null, tax_rate: null, tax_type: null, tax_title: null, addons: [], addons_ids: [], variant: null };

const store: StoreSettingsResponse = {
  storeName: 'Brigade Bistro',
  address: '12 Market Street',
  phone: '+1 555 0100',
  email: null,
  currency: 'USD',
  image: null,
  timeZone: 'America/New_York',
};

const print: PrintSettingsResponse = {
  pageFormat: 57,
  header: 'Welcome',
  footer: 'Thanks',
  showNotes: true,
  isEnablePrint: true,
  showStoreDetails: false,
  showCustomerDetails: true,
  printToken: true,
};

describe('buildReceiptData', () => {
  it('keeps the lines, decimal totals, flags as 0/1 and who sold it', () => {
    const cart = [{ ...createLine(burger, { addonIds: [5, 4] }), quantity: 2, notes: 'Well done' }];
    const receipt = buildReceiptData({
      cart,
      totals: cartTotals(cart),
      deliveryType: 'dinein',
      customerType: 'CUSTOMER',
      customer: { phone: '5550101', name: 'Ann Lee' },
      tableId: 3,
      tableTitle: 'Table 3',
      storeSettings: store,
      printSettings: print,
      order: { tokenNo: 4, orderId: 77 },
      user: { username: 'casey', name: 'Casey Cashier' },
      now: new Date('2026-03-01T03:30:00Z'),
      payment: { title: 'Cash', tendered: minorUnits(3000), change: minorUnits(475) },
    });
    expect(receipt.cartItems).toEqual([
      {
        title: 'Classic Burger',
        quantity: 2,
        notes: 'Well done',
        price: 15.25,
        tax_rate: 5,
        tax_type: 'inclusive',
        tax_title: 'VAT 5%',
        addons: ['Cheese', 'Bacon'],
        addons_ids: [4, 5],
        variant: null,
      },
    ]);
    // 30.50 inclusive of 5%: tax = 30.50 × 5 / 105 = 1.452… → 1.45.
    expect(receipt).toMatchObject({ itemsTotal: 29.05, taxTotal: 1.45, payableTotal: 30.5, currency: 'USD' });
    expect(receipt.printSettings).toEqual({
      page_format: 57,
      header: 'Welcome',
      footer: 'Thanks',
      show_notes: 1,
      is_enable_print: 1,
      show_store_details: 0,
      show_customer_details: 1,
      print_token: 1,
    });
    expect(receipt).toMatchObject({
      created_by: 'casey',
      created_by_name: 'Casey Cashier',
      amountTendered: 30,
      change: 4.75,
      paymentType: 'Cash',
    });
    expect(receiptNumber(receipt)).toBe('77-2026-02-28');
  });
});

describe('receipt helpers', () => {
  it('dates the receipt in the store time zone, else the browser one', () => {
    expect(isoDateIn('2026-03-01T03:30:00Z', 'Asia/Kolkata')).toBe('2026-03-01');
    expect(isoDateIn('2026-03-01T03:30:00Z', 'America/Los_Angeles')).toBe('2026-02-28');
    expect(isoDateIn('2026-03-01T03:30:00Z', 'Not/AZone')).toBe('2026-03-01');
  });

  it('names order types with the dining option labels', () => {
    for (const type of DELIVERY_TYPES) expect(orderTypeLabel(type)).toBe(DELIVERY_TYPE_LABELS[type]);
    expect(orderTypeLabel(null)).toBe('');
  });

  it('line amount is unit price × quantity in minor units', () => {
    const totals = { itemsTotal: 0.87, taxTotal: 0, payableTotal: 0.87 };
    expect(receiptAmounts({ cartItems: [{ ...teaLine, price: 0.29, quantity: 3 }], ...totals }).lines).toEqual([87]);
  });

  it('reads the amounts once, and refuses a receipt whose amount is unreadable rather than print 0', () => {
    const receipt = {
      cartItems: [{ ...teaLine, price: 2.5, quantity: 2 }],
      itemsTotal: 5,
      taxTotal: 0.25,
      payableTotal: 5.25,
      amountTendered: 10,
      change: 4.75,
    };
    expect(receiptAmounts(receipt)).toEqual({
      lines: [500],
      itemsTotal: 500,
      taxTotal: 25,
      payableTotal: 525,
      serviceChargeTotal: 0,
      roundingTotal: 0,
      tendered: 1000,
      change: 475,
    });
    expect(receiptAmounts({ ...receipt, amountTendered: null, change: undefined })).toMatchObject({ tendered: null, change: null });
    // Cash rounding kept beside them (5.23 paid in cash to 0.05: 5.25, +0.02) is its own line, before the total.
    const rounded = receiptAmounts({ ...receipt, taxTotal: 0.23, roundingTotal: 0.02 });
    expect(billLines(receiptBill(rounded, null)).map(({ figure, amount }) => [figure, amount])).toEqual([
      ['itemsTotal', 500],
      ['taxTotal', 23],
      ['roundingTotal', 2],
      ['payableTotal', 525],
    ]);
    // A service charge kept beside the three totals is its own line of the receipt's bill, before the tax.
    const charged = receiptAmounts({ ...receipt, serviceChargeTotal: 0.5, payableTotal: 5.75 });
    expect(billLines(receiptBill(charged, null)).map(({ figure, amount }) => [figure, amount])).toEqual([
      ['itemsTotal', 500],
      ['serviceChargeTotal', 50],
      ['taxTotal', 25],
      ['payableTotal', 575],
    ]);
    expect(() => receiptAmounts({ ...receipt, payableTotal: Number.NaN })).toThrow(UnreadableAmountError);
    expect(() => receiptAmounts({ ...receipt, cartItems: [{ ...teaLine, price: 2.555, quantity: 1 }] })).toThrow(UnreadableAmountError);
  });

  it('reads stored data defensively', () => {
    expect(parseReceiptData(null)).toBeNull();
    expect(parseReceiptData({ cartItems: 'x' })).toBeNull();
    const parsed = parseReceiptData({
      cartItems: [{ title: 'Tea', quantity: 1, price: 2 }, { bogus: true }],
      orderId: 1,
      tokenNo: 2,
      createdAt: '2026-01-01T00:00:00Z',
      printSettings: {},
      storeSettings: {},
    });
    expect(parsed?.cartItems).toHaveLength(1);
  });
});
