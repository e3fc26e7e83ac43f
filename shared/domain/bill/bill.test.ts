// The bill (shared/domain/bill/bill.ts): worked examples, then properties (fast-check) over lines and every kind of
// adjustment, the service charge and rounding included though no store can turn them on yet.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPoints as bp } from '../money/basisPoints';
import { type BillAdjustment, addBills, buildBill, roundToStep, shareBill, storedBill, subtractBills } from './bill';
import { minorUnits as m } from '../money/money';
import type { OrderLine } from './totals';

const pizza: OrderLine = { unitPrice: m(1000), quantity: 2, taxRateBasisPoints: bp(500), taxType: 'exclusive' };
const burger: OrderLine = { unitPrice: m(1125), quantity: 1, taxRateBasisPoints: bp(1250), taxType: 'inclusive' };
const tea: OrderLine = { unitPrice: m(250), quantity: 2, taxRateBasisPoints: bp(0), taxType: null };

describe('buildBill: worked examples', () => {
  it('without adjustments is the sum of the lines', () => {
    expect(buildBill([pizza, burger, tea])).toMatchObject({
      itemsBeforeDiscountTotal: 2000 + 1000 + 500,
      discountTotal: 0,
      itemsTotal: 3500,
      serviceChargeTotal: 0,
      taxTotal: 100 + 125,
      roundingTotal: 0,
      payableTotal: 2100 + 1125 + 500,
      tipTotal: 0,
      paidTotal: 3725,
      taxByRate: [
        { taxType: 'exclusive', rate: 500, taxTotal: 100 },
        { taxType: 'inclusive', rate: 1250, taxTotal: 125 },
      ],
    });
  });

  it('an order discount comes off before tax, shared over the lines in proportion', () => {
    // 10 % of 20.00 + 11.25 + 5.00 = 3.63, shared 2.00 / 1.13 / 0.50 (largest remainder).
    const bill = buildBill([pizza, burger, tea], [{ kind: 'discount', rule: { kind: 'percent', value: 1000 } }]);
    expect(bill.discountTotal).toBe(363);
    expect(bill.lines.map((line) => line.amount)).toEqual([1800, 1012, 450]);
    expect(bill.taxTotal).toBe(90 + 112);
    expect(bill.payableTotal).toBe(1890 + 1012 + 450);
  });

  it('a service charge is a share of the items after discounts, taxed when the jurisdiction says', () => {
    const untaxed = buildBill([pizza], [{ kind: 'serviceCharge', rate: bp(1000), taxRate: null }]);
    expect(untaxed).toMatchObject({ itemsTotal: 2000, serviceChargeTotal: 200, taxTotal: 100, payableTotal: 2300 });
    const taxed = buildBill([pizza], [{ kind: 'serviceCharge', rate: bp(1000), taxRate: bp(500) }]);
    expect(taxed).toMatchObject({ serviceChargeTotal: 200, taxTotal: 110, payableTotal: 2310 });
    expect(taxed.taxByRate).toEqual([{ taxType: 'exclusive', rate: 500, taxTotal: 110 }]);
  });

  it('rounding moves what the tender pays to its step; a tip comes on top, untaxed', () => {
    // 21.00 + 0.99 = 21.99 → cash to 0.05: 22.00.
    const lines = [pizza, { ...tea, unitPrice: m(99), quantity: 1 }];
    const bill = buildBill(lines, [
      { kind: 'tip', rule: { kind: 'amount', value: 300 } },
      { kind: 'rounding', step: m(5) },
    ]);
    expect(bill).toMatchObject({ payableTotal: 2200, roundingTotal: 1, tipTotal: 300, paidTotal: 2500, taxTotal: 100 });
    // Only the cash part of a split payment rounds: 12.02 in cash → 12.00.
    expect(buildBill(lines, [{ kind: 'rounding', step: m(5), tendered: m(1202) }]).roundingTotal).toBe(-2);
  });

  it('rounds to a step half away from zero', () => {
    expect([roundToStep(m(102), m(5)), roundToStep(m(103), m(5)), roundToStep(m(-103), m(5)), roundToStep(m(7), m(1))]).toEqual([
      100, 105, -105, 7,
    ]);
  });

  it('stored figures add up and come back off: a group of orders, an invoice less its credit notes', () => {
    const a = storedBill({ itemsTotal: 1000, taxTotal: 50, payableTotal: 1050, discountTotal: 100, tipTotal: 200 });
    const b = storedBill({ itemsTotal: 500, taxTotal: 0, payableTotal: 500 });
    const both = addBills([a, b]);
    expect(both).toMatchObject({ itemsBeforeDiscountTotal: 1600, itemsTotal: 1500, payableTotal: 1550, paidTotal: 1750 });
    expect(subtractBills(both, [b])).toEqual(a);
  });
});

const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 0, max: 20 }),
  taxRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
  taxType: fc.constantFrom('exclusive', 'inclusive', null),
  discount: fc.integer({ min: 0, max: 200_000 }),
  status: fc.constantFrom('created', 'delivered', 'cancelled'),
});
const linesArb = fc.array(lineArb, { maxLength: 8 }).map((lines) =>
  lines.map((line): OrderLine => ({
    ...line,
    unitPrice: m(line.unitPrice),
    taxRateBasisPoints: bp(line.taxRateBasisPoints),
    discount: m(line.discount),
  })),
);
const ruleArb = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 500_000 }) }),
);
const adjustmentArb: fc.Arbitrary<BillAdjustment> = fc.oneof(
  ruleArb.map((rule): BillAdjustment => ({ kind: 'discount', rule })),
  fc
    .record({ rate: fc.integer({ min: 0, max: 2500 }), taxRate: fc.option(fc.integer({ min: 0, max: 2500 })) })
    .map(({ rate, taxRate }): BillAdjustment => ({
      kind: 'serviceCharge',
      rate: bp(rate),
      taxRate: taxRate === null ? null : bp(taxRate),
    })),
  fc.constantFrom(1, 5, 10, 25, 100).map((step): BillAdjustment => ({ kind: 'rounding', step: m(step) })),
  ruleArb.map((rule): BillAdjustment => ({ kind: 'tip', rule })),
);
// At most one of each kind: a bill has one discount, one service charge, one rounding per tender, one tip.
const adjustmentsArb = fc.uniqueArray(adjustmentArb, { maxLength: 4, selector: (adjustment) => adjustment.kind });

describe('buildBill: properties', () => {
  it('items − discounts + service charge + tax + rounding = payable, and payable + tip = paid', () => {
    fc.assert(
      fc.property(linesArb, adjustmentsArb, (lines, adjustments) => {
        const bill = buildBill(lines, adjustments);
        expect(bill.itemsBeforeDiscountTotal - bill.discountTotal).toBe(bill.itemsTotal);
        expect(bill.itemsTotal + bill.serviceChargeTotal + bill.taxTotal + bill.roundingTotal).toBe(bill.payableTotal);
        expect(bill.payableTotal + bill.tipTotal).toBe(bill.paidTotal);
        expect(bill.taxByRate.reduce((sum, entry) => sum + entry.taxTotal, 0)).toBe(bill.taxTotal);
        expect(bill.discountTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('no tax on tips: a tip changes neither the tax nor the payable', () => {
    fc.assert(
      fc.property(linesArb, adjustmentsArb, ruleArb, (lines, adjustments, rule) => {
        const withoutTip = adjustments.filter((adjustment) => adjustment.kind !== 'tip');
        const before = buildBill(lines, withoutTip);
        const after = buildBill(lines, [...withoutTip, { kind: 'tip', rule }]);
        expect(after.taxTotal).toBe(before.taxTotal);
        expect(after.payableTotal).toBe(before.payableTotal);
        expect(after.tipTotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rounding is never more than half a step, and lands what the tender pays on the step', () => {
    fc.assert(
      fc.property(linesArb, fc.constantFrom(2, 5, 10, 25, 100), (lines, step) => {
        const before = buildBill(lines);
        const bill = buildBill(lines, [{ kind: 'rounding', step: m(step) }]);
        expect(Math.abs(bill.roundingTotal)).toBeLessThanOrEqual(step / 2);
        expect(bill.payableTotal % step).toBe(0);
        expect(bill.payableTotal - bill.roundingTotal).toBe(before.payableTotal);
      }),
    );
  });

  it('the order of the list does not change the bill: each kind has its place', () => {
    fc.assert(
      fc.property(linesArb, adjustmentsArb, (lines, adjustments) => {
        expect(buildBill(lines, adjustments.toReversed())).toEqual(buildBill(lines, adjustments));
      }),
    );
  });

  it('the checks of a split add up to the bill, figure by figure', () => {
    fc.assert(
      fc.property(linesArb, adjustmentsArb, fc.integer({ min: 1, max: 12 }), (lines, adjustments, guests) => {
        const bill = buildBill(lines, adjustments);
        fc.pre(bill.payableTotal >= 0);
        const base = Math.floor(bill.payableTotal / guests);
        const payables = Array.from({ length: guests }, (_, index) => m(base + (index < bill.payableTotal % guests ? 1 : 0)));
        const checks = shareBill(bill, payables);
        const sum = addBills(checks);
        for (const figure of [
          'discountTotal',
          'serviceChargeTotal',
          'taxTotal',
          'roundingTotal',
          'payableTotal',
          'tipTotal',
          'itemsTotal',
        ] as const)
          expect(sum[figure]).toBe(bill[figure]);
        for (const check of checks)
          expect(check.itemsTotal + check.serviceChargeTotal + check.taxTotal + check.roundingTotal).toBe(check.payableTotal);
      }),
    );
  });
});
