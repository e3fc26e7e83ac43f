// The lines a bill shows, in order, for every view of one (the POS pay sheet, and in time the cart, the receipt and
// the invoice PDF): a figure that is zero for every bill of a store that does not use it (discounts, service charge,
// rounding, tip) is shown only when it is not zero, so a new figure of the bill appears in every view that lists
// these lines without touching it. Each view gives the words (and test ids) of its own lines.
import type { BillTotals } from './bill';
import { minorUnits, type MinorUnits } from '../money/money';

/** The figures a view can list: BillTotals' shown ones. */
export type BillLineFigure =
  | 'discountTotal'
  | 'itemsTotal'
  | 'serviceChargeTotal'
  | 'taxTotal'
  | 'roundingTotal'
  | 'payableTotal'
  | 'tipTotal'
  | 'paidTotal';

export interface BillLine {
  figure: BillLineFigure;
  /** As shown: a discount is shown taken off (negative). */
  amount: MinorUnits;
  /** The total a customer reads first: the payable, and what was paid with a tip. */
  isGrand: boolean;
}

/** The bill's lines to show, in order. */
export function billLines(bill: BillTotals): BillLine[] {
  const line = (figure: BillLineFigure, amount: number = bill[figure], isGrand = false): BillLine => ({
    figure,
    amount: minorUnits(amount),
    isGrand,
  });
  const hasTip = bill.tipTotal !== 0;
  return [
    ...(bill.discountTotal !== 0 ? [line('discountTotal', -bill.discountTotal)] : []),
    line('itemsTotal'),
    ...(bill.serviceChargeTotal !== 0 ? [line('serviceChargeTotal')] : []),
    line('taxTotal'),
    ...(bill.roundingTotal !== 0 ? [line('roundingTotal')] : []),
    line('payableTotal', bill.payableTotal, true),
    ...(hasTip ? [line('tipTotal'), line('paidTotal', bill.paidTotal, true)] : []),
  ];
}
