import { describe, expect, it } from 'vitest';
import { storedBill } from './bill';
import { billLines } from './billLines';

describe('billLines', () => {
  it('shows items, tax and the payable always; a discount, service charge, rounding and tip only when not zero', () => {
    expect(billLines(storedBill({ itemsTotal: 1000, taxTotal: 50, payableTotal: 1050 }))).toEqual([
      { figure: 'itemsTotal', amount: 1000, isGrand: false },
      { figure: 'taxTotal', amount: 50, isGrand: false },
      { figure: 'payableTotal', amount: 1050, isGrand: true },
    ]);
    const everything = storedBill({
      itemsTotal: 900,
      taxTotal: 55,
      payableTotal: 1045,
      discountTotal: 100,
      serviceChargeTotal: 90,
      roundingTotal: 0,
      tipTotal: 200,
    });
    expect(billLines(everything).map((line) => [line.figure, line.amount])).toEqual([
      ['discountTotal', -100],
      ['itemsTotal', 900],
      ['serviceChargeTotal', 90],
      ['taxTotal', 55],
      ['payableTotal', 1045],
      ['tipTotal', 200],
      ['paidTotal', 1245],
    ]);
    expect(billLines(storedBill({ itemsTotal: 1999, taxTotal: 0, payableTotal: 2000, roundingTotal: 1 }))[2]).toEqual({
      figure: 'roundingTotal',
      amount: 1,
      isGrand: false,
    });
  });
});
