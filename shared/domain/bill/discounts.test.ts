// Discounts and tips (shared/domain/bill/discounts.ts), with spec 9's taxes on the discounted amount through
// the one totals engine: the worked examples of docs/reports.md, then properties (fast-check).
import * as fc from 'fast-check';
import { basisPoints as bp } from '../money/basisPoints';
import { describe, expect, it } from 'vitest';
import { discountOff, isAboveLimit, lineDiscounts, tipAmount } from './discounts';
import { minorUnits } from '../money/money';
import { lineTotals } from './totals';

const m = minorUnits;

describe('discountOff', () => {
  it('takes a percent rounded half away from zero, an amount at most the base, never less than nothing', () => {
    expect(discountOff(2499, { kind: 'percent', value: 1000 })).toBe(250);
    expect(discountOff(999, { kind: 'amount', value: 200 })).toBe(200);
    expect(discountOff(500, { kind: 'amount', value: 900 })).toBe(500);
    expect(discountOff(500, { kind: 'percent', value: 20_000 })).toBe(500);
    expect(discountOff(0, { kind: 'percent', value: 1000 })).toBe(0);
  });
});

describe('taxes on the discounted amount (spec 9; docs/reports.md worked examples)', () => {
  it('exclusive: 20.00 less 10 % = 18.00, tax 5 % = 0.90, payable 18.90', () => {
    expect(lineTotals({ unitPrice: m(1000), quantity: 2, taxRateBasisPoints: bp(500), taxType: 'exclusive', discount: m(200) })).toEqual({
      amount: 1800,
      net: 1800,
      tax: 90,
      payable: 1890,
    });
  });

  it('inclusive: 9.99 less 2.00 = 7.99, tax 7.99 × 12.5 / 112.5 = 0.89, net 7.10', () => {
    expect(lineTotals({ unitPrice: m(999), quantity: 1, taxRateBasisPoints: bp(1250), taxType: 'inclusive', discount: m(200) })).toEqual({
      amount: 799,
      net: 710,
      tax: 89,
      payable: 799,
    });
  });

  it('an order discount of 10 % over 5.00, 10.00 and 9.99 is 2.50: 0.50, 1.00 and 1.00', () => {
    const result = lineDiscounts(
      [
        { amount: 500, isCharged: true, discount: null },
        { amount: 1000, isCharged: true, discount: null },
        { amount: 999, isCharged: true, discount: null },
        { amount: 700, isCharged: false, discount: null },
      ],
      { kind: 'percent', value: 1000 },
    );
    expect(result).toEqual({ own: [0, 0, 0, 0], share: [50, 100, 100, 0], total: [50, 100, 100, 0], orderDiscount: 250 });
  });

  it("takes the line's own discount first, then shares the order's over what is left", () => {
    const result = lineDiscounts(
      [
        { amount: 1000, isCharged: true, discount: { kind: 'percent', value: 5000 } },
        { amount: 500, isCharged: true, discount: null },
      ],
      { kind: 'amount', value: 300 },
    );
    expect(result).toEqual({ own: [500, 0], share: [150, 150], total: [650, 150], orderDiscount: 300 });
  });
});

describe('the limit and tips', () => {
  it('is above the limit only beyond it (exactly 20 % is allowed)', () => {
    expect(isAboveLimit(200, 1000, 2000)).toBe(false);
    expect(isAboveLimit(201, 1000, 2000)).toBe(true);
    expect(isAboveLimit(200, 999, 2000)).toBe(true);
  });

  it('a tip is an amount, or a percent of the total rounded half away from zero', () => {
    expect(tipAmount(2294, { kind: 'percent', value: 1000 })).toBe(229);
    expect(tipAmount(2295, { kind: 'percent', value: 1000 })).toBe(230);
    expect(tipAmount(2294, { kind: 'amount', value: 300 })).toBe(300);
    expect(tipAmount(2294, null)).toBe(0);
  });
});

describe('properties', () => {
  const line = fc.record({
    amount: fc.integer({ min: 0, max: 5_000_000 }),
    isCharged: fc.boolean(),
    discount: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
        fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
      ),
      { nil: null },
    ),
  });
  const rule = fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 50_000_000 }) }),
    ),
    { nil: null },
  );

  it('a line never loses more than it costs; the shares add up to the order discount; nothing is negative', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), rule, (lines, orderRule) => {
        const result = lineDiscounts(lines, orderRule);
        expect(result.share.reduce((sum, share) => sum + share, 0)).toBe(result.orderDiscount);
        for (const [index, entry] of lines.entries()) {
          const total = result.total[index] ?? 0;
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(entry.isCharged ? entry.amount : 0);
        }
      }),
    );
  });
});
