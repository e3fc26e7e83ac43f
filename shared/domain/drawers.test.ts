// The report's lines (the POS's X report, the back office's Z and the Z's PDF read the same list) and the small rules
// the Drawer screen shows: over or short, a count's total.
import { describe, expect, it } from 'vitest';
import { type PeriodFiguresView, convertFigureAmounts, countGridTotal, overShortWord, periodFigureLines } from './drawers';
import { type MinorUnits, decodeDecimalAmount, minorUnits, toDecimalAmount } from './money/money';

const m = (value: number): MinorUnits => minorUnits(value);

const DAY: PeriodFiguresView = {
  invoiceCount: 2,
  firstInvoice: 7,
  lastInvoice: 9,
  guests: 3,
  averageCheck: m(1524),
  sales: {
    itemsTotal: m(2776),
    taxTotal: m(272),
    payableTotal: m(3048),
    discountTotal: m(0),
    serviceChargeTotal: m(0),
    roundingTotal: m(0),
    tipTotal: m(100),
  },
  byPaymentType: [
    { title: 'Cash', amount: m(2000) },
    { title: 'Card', amount: m(1048) },
  ],
  taxes: [{ title: 'GST', rate: 12.5, net: m(1776), tax: m(222) }],
  refunds: { count: 1, total: m(500) },
  voids: 2,
  cashMovements: [
    { kind: 'pay_out', count: 1, amount: m(-2000) },
    { kind: 'sale', count: 2, amount: m(2000) },
  ],
  drawers: { closed: 1, expected: m(10_000), counted: m(9900), overShort: m(-100) },
};

describe('periodFigureLines', () => {
  it('lists every figure of the day by section, in the report’s order, with the movements’ words', () => {
    const lines = periodFigureLines(DAY);
    expect([...new Set(lines.map((line) => line.section))]).toEqual([
      'Sales',
      'By payment type',
      'Taxes by rate',
      'Refunds and voids',
      'Cash movements',
      'Cash',
      'Checks',
    ]);
    const byLabel = new Map(lines.map((line) => [line.label, line.value]));
    expect(byLabel.get('Total')).toBe(3048);
    expect(byLabel.get('Card')).toBe(1048);
    expect(byLabel.get('GST (12.5%) tax')).toBe(222);
    expect(byLabel.get('Pay out (1)')).toBe(-2000);
    expect(byLabel.get('Cash sale (2)')).toBe(2000);
    expect(byLabel.get('Over/short')).toBe(-100);
    expect(byLabel.get('Invoice numbers')).toBe('#7 to #9');
    expect(byLabel.get('Voids')).toBe(2);
  });

  it('says a day without invoices has no invoice numbers', () => {
    const lines = periodFigureLines({ ...DAY, invoiceCount: 0, firstInvoice: null, lastInvoice: null });
    expect(lines.find((line) => line.label === 'Invoice numbers')?.value).toBe('—');
  });
});

describe('the close’s words and the count', () => {
  it('over, short or even', () => {
    expect([overShortWord(m(5)), overShortWord(m(-100)), overShortWord(m(0))]).toEqual(['Over', 'Short', 'Even']);
  });

  it('a count adds each note or coin times how many', () => {
    expect(
      countGridTotal(
        new Map([
          [2000, 4],
          [500, 1],
          [5, 1],
          [1, 1],
        ]),
      ),
    ).toBe(8506);
    expect(countGridTotal(new Map())).toBe(0);
  });
});

describe('convertFigureAmounts', () => {
  it('converts every amount of the figures to decimals and back, and leaves counts, rates and titles as they are', () => {
    const onWire = convertFigureAmounts(DAY, toDecimalAmount);
    expect(onWire.sales.payableTotal).toBe(30.48);
    expect(onWire.byPaymentType).toEqual([
      { title: 'Cash', amount: 20 },
      { title: 'Card', amount: 10.48 },
    ]);
    expect(onWire.taxes).toEqual([{ title: 'GST', rate: 12.5, net: 17.76, tax: 2.22 }]);
    expect(onWire.cashMovements[0]).toEqual({ kind: 'pay_out', count: 1, amount: -20 });
    expect(onWire.drawers).toEqual({ closed: 1, expected: 100, counted: 99, overShort: -1 });
    expect(onWire.refunds).toEqual({ count: 1, total: 5 });
    expect([onWire.invoiceCount, onWire.firstInvoice, onWire.lastInvoice, onWire.guests, onWire.voids]).toEqual([2, 7, 9, 3, 2]);
    expect(convertFigureAmounts(onWire, decodeDecimalAmount)).toEqual(DAY);
  });
});
