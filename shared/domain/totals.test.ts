import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotals, orderTotals, unitPrice } from './totals';

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
    expect(lineTotals({ unitPrice: price, quantity, taxRateBasisPoints: rate, taxType: type })).toEqual(expected);
  });

  it('uses the variant price instead of the base price and adds every addon', () => {
    expect(unitPrice(900, null, [])).toBe(900);
    expect(unitPrice(900, 1200, [])).toBe(1200);
    expect(unitPrice(900, 1200, [150, 75])).toBe(1425);
    expect(unitPrice(900, 0, [50])).toBe(50);
  });

  it('stays exact on large orders', () => {
    const totals = lineTotals({ unitPrice: 999_999_999_99, quantity: 9_000, taxRateBasisPoints: 1_875, taxType: 'exclusive' });
    expect(totals.amount).toBe(899_999_999_991_000);
    expect(totals.tax).toBe(168_749_999_998_313);
  });

  it('sums lines into order totals', () => {
    expect(
      orderTotals([
        { unitPrice: 1000, quantity: 2, taxRateBasisPoints: 1000, taxType: 'exclusive' },
        { unitPrice: 1050, quantity: 1, taxRateBasisPoints: 500, taxType: 'inclusive' },
        { unitPrice: 300, quantity: 1, taxRateBasisPoints: 0, taxType: null },
      ]),
    ).toEqual({ itemsTotal: 2000 + 1000 + 300, taxTotal: 200 + 50, payableTotal: 2200 + 1050 + 300 });
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
        const totals = lineTotals({ ...input, taxType: 'inclusive' });
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
        const totals = lineTotals({ ...input, taxType: 'exclusive' });
        expect(Math.abs(totals.tax - (totals.amount * input.taxRateBasisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(totals.net + totals.tax).toBe(totals.payable);
      }),
    );
  });
});
