import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits as m } from '../money/money';
import { basisPoints as bp } from '../money/basisPoints';
import { addBills, buildBill, storedBill } from './bill';
import { isChargedLine, lineAmount, lineTotals, unitPrice, type OrderLine } from './totals';

/** The spec's three order totals of the bill of `lines`. */
function orderTotals(lines: readonly OrderLine[]) {
  const { itemsTotal, taxTotal, payableTotal } = buildBill(lines);
  return { itemsTotal, taxTotal, payableTotal };
}

describe('line totals (spec 9)', () => {
  it.each([
    // unitPrice, qty, rate bp, type → amount, net, tax, payable
    [1000, 1, 1000, 'exclusive', { amount: 1000, net: 1000, tax: 100, payable: 1100 }],
    [1000, 3, 1000, 'exclusive', { amount: 3000, net: 3000, tax: 300, payable: 3300 }],
    [1050, 1, 500, 'inclusive', { amount: 1050, net: 1000, tax: 50, payable: 1050 }],
    [1000, 1, 500, 'none', { amount: 1000, net: 1000, tax: 0, payable: 1000 }],
    [1000, 1, 500, null, { amount: 1000, net: 1000, tax: 0, payable: 1000 }],
    [1000, 2, 500, 'vat', { amount: 2000, net: 2000, tax: 0, payable: 2000 }],
    // 10 × 5% = 0.5 minor units → rounds half away from zero to 1
    [10, 1, 500, 'exclusive', { amount: 10, net: 10, tax: 1, payable: 11 }],
    // 9 × 5% = 0.45 → 0
    [9, 1, 500, 'exclusive', { amount: 9, net: 9, tax: 0, payable: 9 }],
    // inclusive 12.5%: 1125 × 12.5/112.5 = 125 exactly
    [1125, 1, 1250, 'inclusive', { amount: 1125, net: 1000, tax: 125, payable: 1125 }],
    // 0.005 edge: 1 minor unit at 50% exclusive = 0.5 → 1
    [1, 1, 5000, 'exclusive', { amount: 1, net: 1, tax: 1, payable: 2 }],
    [0, 5, 1000, 'exclusive', { amount: 0, net: 0, tax: 0, payable: 0 }],
  ])('%i × %i at %i bp %s', (price, quantity, rate, type, expected) => {
    expect(lineTotals({ unitPrice: m(price), quantity, taxRateBasisPoints: bp(rate), taxType: type })).toEqual(expected);
  });

  it('uses the variant price instead of the base price and adds every addon', () => {
    expect(unitPrice(m(900), null, [])).toBe(900);
    expect(unitPrice(m(900), m(1200), [])).toBe(1200);
    expect(unitPrice(m(900), m(1200), [m(150), m(75)])).toBe(1425);
    expect(unitPrice(m(900), m(0), [m(50)])).toBe(50);
  });

  it('stays exact on large orders', () => {
    const totals = lineTotals({ unitPrice: m(999_999_999_99), quantity: 9_000, taxRateBasisPoints: bp(1_875), taxType: 'exclusive' });
    expect(totals.amount).toBe(899_999_999_991_000);
    expect(totals.tax).toBe(168_749_999_998_313);
  });

  it('sums lines into order totals', () => {
    expect(
      orderTotals([
        { unitPrice: m(1000), quantity: 2, taxRateBasisPoints: bp(1000), taxType: 'exclusive' },
        { unitPrice: m(1050), quantity: 1, taxRateBasisPoints: bp(500), taxType: 'inclusive' },
        { unitPrice: m(300), quantity: 1, taxRateBasisPoints: bp(0), taxType: null },
      ]),
    ).toEqual({ itemsTotal: 2000 + 1000 + 300, taxTotal: 200 + 50, payableTotal: 2200 + 1050 + 300 });
  });
});

describe('buildBill: the one sum of order lines', () => {
  const pizza: OrderLine = { unitPrice: m(1425), quantity: 2, taxRateBasisPoints: bp(500), taxType: 'exclusive' };
  const tea: OrderLine = { unitPrice: m(250), quantity: 3, taxRateBasisPoints: bp(0), taxType: null };
  const burger: OrderLine = { unitPrice: m(1199), quantity: 1, taxRateBasisPoints: bp(1250), taxType: 'inclusive' };
  it.each([
    ['no lines', [], { itemsTotal: 0, taxTotal: 0, payableTotal: 0 }],
    [
      'a cart (lines without a status)',
      [pizza, tea, burger],
      { itemsTotal: 2850 + 750 + 1066, taxTotal: 143 + 133, payableTotal: 2993 + 750 + 1199 },
    ],
    [
      'stored lines, one cancelled',
      [
        { ...pizza, status: 'created' },
        { ...tea, status: 'cancelled' },
        { ...burger, status: 'delivered' },
      ],
      { itemsTotal: 2850 + 1066, taxTotal: 143 + 133, payableTotal: 2993 + 1199 },
    ],
    ['every line cancelled', [{ ...pizza, status: 'cancelled' }], { itemsTotal: 0, taxTotal: 0, payableTotal: 0 }],
    [
      'preparing and completed lines are charged',
      [
        { ...tea, status: 'preparing' },
        { ...tea, status: 'completed' },
      ],
      { itemsTotal: 1500, taxTotal: 0, payableTotal: 1500 },
    ],
    // Tax rounds per line, not on the sum: 3 lines of 10 at 5% are 3 × 1, not round(1.5) = 2.
    [
      'rounding once per line',
      [0, 1, 2].map(() => ({ unitPrice: m(10), quantity: 1, taxRateBasisPoints: bp(500), taxType: 'exclusive' })),
      { itemsTotal: 30, taxTotal: 3, payableTotal: 33 },
    ],
  ] satisfies [string, OrderLine[], object][])('%s', (_name, lines, expected) => {
    expect(orderTotals(lines)).toEqual(expected);
  });

  it('line amount is price times quantity, and only cancelled lines are uncharged', () => {
    expect(lineAmount(m(29), 3)).toBe(87);
    expect(['created', 'preparing', 'completed', 'delivered', undefined].map((status) => isChargedLine({ status }))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isChargedLine({ status: 'cancelled' })).toBe(false);
  });

  it("adds several orders' totals as they are, whatever their lines", () => {
    expect(addBills([])).toMatchObject({ itemsTotal: 0, taxTotal: 0, payableTotal: 0 });
    expect(
      addBills([
        storedBill({ itemsTotal: m(4666), taxTotal: m(276), payableTotal: m(4942) }),
        storedBill({ itemsTotal: m(750), taxTotal: m(0), payableTotal: m(250) }),
      ]),
    ).toMatchObject({ itemsTotal: 5416, taxTotal: 276, payableTotal: 5192 });
  });
});

describe('invariants', () => {
  const line = fc.record({
    unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 0, max: 500 }),
    taxRateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  });

  it('net + tax = payable and payable = amount for every inclusive line', () => {
    fc.assert(
      fc.property(line, (input) => {
        const totals = lineTotals({
          ...input,
          unitPrice: m(input.unitPrice),
          taxRateBasisPoints: bp(input.taxRateBasisPoints),
          taxType: 'inclusive',
        });
        expect(totals.net + totals.tax).toBe(totals.payable);
        expect(totals.payable).toBe(totals.amount);
        expect(totals.tax).toBeGreaterThanOrEqual(0);
        expect(totals.tax).toBeLessThanOrEqual(totals.amount);
      }),
    );
  });

  it('exclusive tax is within half a minor unit of rate × amount', () => {
    fc.assert(
      fc.property(line, (input) => {
        const totals = lineTotals({
          ...input,
          unitPrice: m(input.unitPrice),
          taxRateBasisPoints: bp(input.taxRateBasisPoints),
          taxType: 'exclusive',
        });
        expect(Math.abs(totals.tax - (totals.amount * input.taxRateBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(totals.net + totals.tax).toBe(totals.payable);
      }),
    );
  });
});
