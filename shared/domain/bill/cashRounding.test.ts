// Cash rounding (shared/domain/bill/cashRounding.ts): worked examples of a payment in cash, by card, and by card + cash,
// then properties (fast-check) over any bill and tenders: the rounding never exceeds half a step, the cash part lands
// on its step, the cards pay exactly what they say, and the bill's figures still add up.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedBill } from './bill';
import { type PaymentTender, paidWith, paidWithTenders, roundingStepOf } from './cashRounding';
import { minorUnits as m } from '../money/money';

// 3 burgers at 9.99 (12.5 % included): net 26.64, tax 3.33, total 29.97.
const burgers = storedBill({ itemsTotal: 2664, taxTotal: 333, payableTotal: 2997 });

describe('cash rounding: worked examples', () => {
  it('cash to 0.05 pays 29.97 as 29.95 (rounding −0.02, its own figure); 0.10 as 30.00; a card 29.97', () => {
    expect(paidWith(burgers, m(5))).toMatchObject({
      itemsTotal: 2664,
      taxTotal: 333,
      roundingTotal: -2,
      payableTotal: 2995,
      paidTotal: 2995,
    });
    expect(paidWith(burgers, m(10))).toMatchObject({ roundingTotal: 3, payableTotal: 3000 });
    expect(paidWith(burgers, m(0))).toEqual(burgers);
  });

  it('a tip paid in cash is in what the cash tender pays: 29.97 + 3.00 tip = 32.97 → 32.95', () => {
    expect(paidWith(storedBill({ ...burgers, itemsTotal: 2664, tipTotal: 300 }), m(5))).toMatchObject({
      payableTotal: 2995,
      tipTotal: 300,
      paidTotal: 3295,
    });
  });

  it('card 20.00 + cash: only the 9.97 the cash pays is rounded, to 9.95', () => {
    const paid = paidWithTenders(burgers, [
      { roundingStep: 0, amount: 2000 },
      { roundingStep: 5, amount: null },
    ]);
    expect(paid).toMatchObject({ roundingTotal: -2, payableTotal: 2995 });
  });

  it('reads the step of a payment type from the wire (0.05 → 5 minor units)', () => {
    expect(roundingStepOf({ rounding_step: 0.05 })).toBe(5);
    expect(roundingStepOf({ rounding_step: 0 })).toBe(0);
  });
});

const billArb = fc
  .record({
    itemsTotal: fc.integer({ min: 0, max: 1_000_000 }),
    taxTotal: fc.integer({ min: 0, max: 100_000 }),
    tipTotal: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ itemsTotal, taxTotal, tipTotal }) => storedBill({ itemsTotal, taxTotal, payableTotal: itemsTotal + taxTotal, tipTotal }));
const stepArb = fc.constantFrom(0, 1, 5, 10, 20, 25, 50, 100);
const tendersArb = fc.array(fc.record({ roundingStep: stepArb, amount: fc.integer({ min: 0, max: 200_000 }) }), {
  minLength: 1,
  maxLength: 4,
});
const rounds = (tender: PaymentTender) => tender.roundingStep >= 2;

describe('cash rounding: properties', () => {
  it('never exceeds half the largest step of the rounding tenders, and none without one', () => {
    fc.assert(
      fc.property(billArb, tendersArb, (bill, tenders) => {
        const { roundingTotal } = paidWithTenders(bill, tenders);
        const steps = tenders.filter(rounds).map((tender) => tender.roundingStep);
        // No rounding tender: a limit of 0.
        const limit = steps.length === 0 ? 0 : Math.max(...steps);
        expect(Math.abs(roundingTotal) * 2).toBeLessThanOrEqual(limit);
      }),
    );
  });

  it('the bill still adds up: items + tax + rounding = payable, payable + tip = paid; items, tax and tip unchanged', () => {
    fc.assert(
      fc.property(billArb, tendersArb, (bill, tenders) => {
        const paid = paidWithTenders(bill, tenders);
        expect(paid.itemsTotal + paid.serviceChargeTotal + paid.taxTotal + paid.roundingTotal).toBe(paid.payableTotal);
        expect(paid.payableTotal + paid.tipTotal).toBe(paid.paidTotal);
        expect([paid.itemsTotal, paid.taxTotal, paid.tipTotal]).toEqual([bill.itemsTotal, bill.taxTotal, bill.tipTotal]);
      }),
    );
  });

  it('what is left after the exact tenders lands on the step when the rounding tenders have something to pay', () => {
    const cashWithCards = fc.tuple(fc.integer({ min: 2, max: 100 }), fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 3 }));
    fc.assert(
      fc.property(billArb, cashWithCards, (bill, [step, cards]) => {
        const exact = cards.reduce((sum, amount) => sum + amount, 0);
        fc.pre(bill.paidTotal - exact > 0);
        const tenders = [...cards.map((amount) => ({ roundingStep: 0, amount })), { roundingStep: step }];
        expect((paidWithTenders(bill, tenders).paidTotal - exact) % step).toBe(0);
      }),
    );
  });
});
