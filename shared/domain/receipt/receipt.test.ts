// Spec 2.14 / 3 / 9: receipt data from the cart and totals, receipt number, line amounts, defensive reading.
import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount as d } from '../money/money';
import { DELIVERY_TYPES } from '../orders';
import { cartTotals, createLine, type CartMenuItem } from '../cart';
import { formatMoney, minorUnits } from '../money/money';
import { basisPoints } from '../money/basisPoints';
import {
  type ReceiptPrintSettings,
  type ReceiptStoreSettings,
  RECEIPT_FORMAT,
  buildReceiptData,
  printSettingsOfColumns,
  storeSettingsOfColumns,
  decodeReceipt,
  encodeReceipt,
  isPaidReceipt,
  isoDateIn,
  orderTypeLabel,
  receiptAmounts,
  receiptBill,
  receiptBillingAmounts,
  receiptNumber,
  type PrintableReceipt,
} from './receipt';
import { billLines } from '../bill/billLines';

const m = minorUnits;

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

const store: ReceiptStoreSettings = {
  storeName: 'Brigade Bistro',
  address: '12 Market Street',
  phone: '+1 555 0100',
  email: null,
  currency: 'USD',
  image: null,
  timeZone: 'America/New_York',
};

const print: ReceiptPrintSettings = {
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
  it('keeps the lines, totals in minor units, rates in basis points, flags as 0/1 and who sold it', () => {
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
        price: 1525,
        tax_rate: 500,
        tax_type: 'inclusive',
        tax_title: 'VAT 5%',
        addons: ['Cheese', 'Bacon'],
        addons_ids: [4, 5],
        variant: null,
      },
    ]);
    // 30.50 inclusive of 5%: tax = 30.50 × 5 / 105 = 1.452… → 1.45.
    expect(receipt).toMatchObject({ itemsTotal: 2905, taxTotal: 145, payableTotal: 3050, currency: 'USD' });
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
      amountTendered: 3000,
      change: 475,
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
    expect(DELIVERY_TYPES.map(orderTypeLabel)).toEqual(['Dine-In', 'Delivery', 'Take Away']);
    expect(orderTypeLabel(null)).toBe('');
  });

  it('line amount is unit price × quantity in minor units', () => {
    const totals = { itemsTotal: m(87), taxTotal: m(0), payableTotal: m(87) };
    expect(receiptAmounts({ cartItems: [{ ...teaLine, price: m(29), quantity: 3 }], ...totals }).lines).toEqual([87]);
  });

  it('gives the print page every figure, absent ones as 0 or none', () => {
    const receipt = {
      cartItems: [{ ...teaLine, price: m(250), quantity: 2 }],
      itemsTotal: m(500),
      taxTotal: m(25),
      payableTotal: m(525),
      amountTendered: m(1000),
      change: m(475),
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
    const rounded = receiptAmounts({ ...receipt, taxTotal: m(23), roundingTotal: m(2) });
    expect(billLines(receiptBill(rounded, null)).map(({ figure, amount }) => [figure, amount])).toEqual([
      ['itemsTotal', 500],
      ['taxTotal', 23],
      ['roundingTotal', 2],
      ['payableTotal', 525],
    ]);
    // A service charge kept beside the three totals is its own line of the receipt's bill, before the tax.
    const charged = receiptAmounts({ ...receipt, serviceChargeTotal: m(50), payableTotal: m(575) });
    expect(billLines(receiptBill(charged, null)).map(({ figure, amount }) => [figure, amount])).toEqual([
      ['itemsTotal', 500],
      ['serviceChargeTotal', 50],
      ['taxTotal', 25],
      ['payableTotal', 575],
    ]);
  });
});

const money = (amount: number) => formatMoney(m(amount), '$');

/** What the print page shows in money: each line, the bill's lines, the billing figures, tendered and change. */
const printedFigures = (receipt: PrintableReceipt | null) => {
  if (!receipt) return null;
  const amounts = receiptAmounts(receipt);
  const billing = receiptBillingAmounts(receipt);
  return {
    lines: amounts.lines.map(money),
    bill: billLines(receiptBill(amounts, billing)).map(({ figure, amount }) => [figure, money(amount)]),
    billing: billing && {
      ...billing,
      discount: money(billing.discount),
      tip: money(billing.tip),
      paid: money(billing.paid),
      tableTotal: billing.tableTotal === null ? null : money(billing.tableTotal),
      tenders: billing.tenders.map((tender) => [tender.title, money(tender.amount)]),
    },
    tendered: amounts.tendered === null ? null : money(amounts.tendered),
    change: amounts.change === null ? null : money(amounts.change),
  };
};

describe('the stored receipt', () => {
  const shell = {
    orderId: 77,
    tokenNo: 4,
    createdAt: '2026-03-01T03:30:00Z',
    currency: 'USD',
    printSettings: { page_format: 80 },
    storeSettings: { store_name: 'Brigade Bistro' },
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
  };
  const line = {
    title: 'Burger',
    quantity: 2,
    notes: null,
    tax_type: 'inclusive',
    tax_title: 'VAT',
    addons: ['Cheese'],
    addons_ids: [4],
    variant: null,
  };
  // The same check as an older build stored it (decimals, a percent) and as this one does (minor units, basis points).
  const decimals = {
    ...shell,
    cartItems: [{ ...line, price: 15.25, tax_rate: 12.5 }],
    itemsTotal: 27.11,
    serviceChargeTotal: 3.05,
    taxTotal: 3.39,
    roundingTotal: -0.05,
    payableTotal: 33.5,
    amountTendered: 40,
    change: 6.5,
    billing: {
      discountTotal: 0.45,
      tip: 2,
      paid: 35.5,
      checkLabel: 'Check 1 of 2',
      tableTotal: 67,
      tenders: [{ title: 'Cash', amount: 35.5 }],
    },
  };
  const integers = {
    ...shell,
    receiptFormat: RECEIPT_FORMAT,
    cartItems: [{ ...line, price: 1525, tax_rate: 1250 }],
    itemsTotal: 2711,
    serviceChargeTotal: 305,
    taxTotal: 339,
    roundingTotal: -5,
    payableTotal: 3350,
    amountTendered: 4000,
    change: 650,
    billing: {
      discountTotal: 45,
      tip: 200,
      paid: 3550,
      checkLabel: 'Check 1 of 2',
      tableTotal: 6700,
      tenders: [{ title: 'Cash', amount: 3550 }],
    },
  };
  it('is written in minor units and basis points, marked with its layout, and read back the same', () => {
    const built = buildReceiptData({
      cart: [{ ...createLine(burger, { addonIds: [4] }), quantity: 2, notes: null }],
      totals: { itemsTotal: m(2905), taxTotal: m(145), payableTotal: m(3050) },
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customer: null,
      tableId: null,
      storeSettings: store,
      printSettings: print,
      order: { tokenNo: 4, orderId: 77 },
      user: null,
      now: new Date('2026-03-01T03:30:00Z'),
      payment: { title: 'Cash', tendered: m(4000), change: m(950) },
    });
    const stored = JSON.parse(JSON.stringify(encodeReceipt(built))) as Record<string, unknown>;
    expect(stored).toMatchObject({
      receiptFormat: 2,
      itemsTotal: 2905,
      taxTotal: 145,
      payableTotal: 3050,
      amountTendered: 4000,
      change: 950,
    });
    expect(stored.cartItems).toMatchObject([{ price: 1350, tax_rate: 500 }]);
    expect(decodeReceipt(stored)).toEqual({ ...built, billing: null });
  });

  it("prints an older build's decimal receipt with the same figures as this build's", () => {
    const old = decodeReceipt(decimals);
    expect(old).toEqual(decodeReceipt(integers));
    expect(old?.cartItems[0]).toMatchObject({ price: 1525, tax_rate: basisPoints(1250) });
    expect(printedFigures(old)).toEqual({
      lines: ['$30.50'],
      bill: [
        ['discountTotal', '-$0.45'],
        ['itemsTotal', '$27.11'],
        ['serviceChargeTotal', '$3.05'],
        ['taxTotal', '$3.39'],
        ['roundingTotal', '-$0.05'],
        ['payableTotal', '$33.50'],
        ['tipTotal', '$2.00'],
        ['paidTotal', '$35.50'],
      ],
      billing: {
        discount: '$0.45',
        tip: '$2.00',
        paid: '$35.50',
        checkLabel: 'Check 1 of 2',
        tableTotal: '$67.00',
        tenders: [['Cash', '$35.50']],
      },
      tendered: '$40.00',
      change: '$6.50',
    });
  });

  it('refuses a receipt with a figure that is none, in either layout, rather than print a guessed 0', () => {
    expect(decodeReceipt(null)).toBeNull();
    expect(decodeReceipt({ cartItems: 'x' })).toBeNull();
    expect(decodeReceipt({ ...integers, payableTotal: 33.5 })).toBeNull();
    expect(decodeReceipt({ ...integers, payableTotal: '3350' })).toBeNull();
    expect(decodeReceipt({ ...integers, cartItems: [{ ...line, price: 15.25, tax_rate: 1250 }] })).toBeNull();
    expect(decodeReceipt({ ...integers, billing: { ...integers.billing, tip: 2.5 } })).toBeNull();
    expect(decodeReceipt({ ...decimals, payableTotal: Number.NaN })).toBeNull();
    expect(decodeReceipt({ ...decimals, cartItems: [{ ...line, price: 2.555, tax_rate: null }] })).toBeNull();
    // A line that is no line refuses the receipt: its lines would no longer add up to its totals.
    expect(decodeReceipt({ ...integers, cartItems: [...integers.cartItems, { bogus: true }] })).toBeNull();
    // A layout this build does not know.
    expect(decodeReceipt({ ...integers, receiptFormat: 3 })).toBeNull();
    // Absent optional figures are none.
    const bare = decodeReceipt({ ...integers, serviceChargeTotal: undefined, roundingTotal: undefined, billing: undefined, change: null });
    expect(bare).toMatchObject({ serviceChargeTotal: null, roundingTotal: null, billing: null, change: null });
  });
});

describe('isPaidReceipt', () => {
  const billing = { discountTotal: m(0), tip: m(0), paid: m(1000) };
  it.each([
    ['sent for processing (no payment)', { paymentType: null }, false],
    ['an open order printed again from Orders', { paymentType: null, reprintOf: { document: 'receipt' as const, orderId: 4 } }, false],
    ['an empty payment type', { paymentType: '' }, false],
    ['paid at the POS', { paymentType: 'Cash' }, true],
    ['paid through billing', { paymentType: null, billing }, true],
    ['an invoice printed again', { paymentType: null, reprintOf: { document: 'invoice' as const, invoiceId: 3 } }, true],
    ['a credit note printed again', { reprintOf: { document: 'credit-note' as const, creditNoteId: 2 } }, true],
  ])('%s: %s', (_name, receipt, isPaid) => {
    expect(isPaidReceipt(receipt)).toBe(isPaid);
  });

  it('follows the payment the POS built the receipt with', () => {
    const input = {
      cart: [],
      totals: cartTotals([]),
      deliveryType: null,
      customerType: 'WALKIN' as const,
      customer: null,
      tableId: null,
      storeSettings: store,
      printSettings: print,
      order: { tokenNo: 1, orderId: 2 },
      user: null,
      now: new Date('2026-03-14T12:00:00Z'),
    };
    expect(isPaidReceipt(buildReceiptData(input))).toBe(false);
    expect(isPaidReceipt(buildReceiptData({ ...input, payment: { title: 'Card', tendered: null, change: null } }))).toBe(true);
  });
});

describe('settings from their columns', () => {
  it("reads the store settings as stored or as the POS init sends them, in the entities' casing", () => {
    const columns = {
      store_name: 'Bistro',
      address: null,
      phone: '+1 555 0100',
      email: null,
      currency: 'EUR',
      image: null,
      time_zone: 'Europe/Paris',
    };
    expect(storeSettingsOfColumns(columns)).toEqual({
      storeName: 'Bistro',
      address: null,
      phone: '+1 555 0100',
      email: null,
      currency: 'EUR',
      image: null,
      timeZone: 'Europe/Paris',
    });
  });

  it('reads the print flags as booleans and any width but 57 mm as 80 mm paper', () => {
    const flags = { show_notes: 1, is_enable_print: 0, show_store_details: 1, show_customer_details: 0, print_token: 1 };
    const printSettings = printSettingsOfColumns({ page_format: 57, header: 'Hello', footer: null, ...flags });
    expect(printSettings).toEqual({
      pageFormat: 57,
      header: 'Hello',
      footer: null,
      showNotes: true,
      isEnablePrint: false,
      showStoreDetails: true,
      showCustomerDetails: false,
      printToken: true,
    });
    expect(printSettingsOfColumns({ page_format: 72, header: null, footer: null, ...flags }).pageFormat).toBe(80);
  });
});
