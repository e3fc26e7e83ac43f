// Cash rounding: a payment type may pay to a step (cash to 0.05 in Switzerland, 0.10 in Sweden; 0 for cards). The
// rounding applies to what that tender pays, never to the others: on a check paid by card and cash, the card pays its
// exact amount and the cash tender pays the rest, rounded. Its figure is the bill's roundingTotal (buildBill's
// `rounding` adjustment), stored with the payment (invoice) and shown as its own line.
import { type BillAdjustment, type BillTotals, buildBill, storedBill } from './bill';
import { type MinorUnits, decodeDecimalAmount, minorUnits } from '../money/money';

/** A tender of a payment: its payment type's step (minor units; below 2: exact) and, for an exact tender, what it pays. */
export interface PaymentTender {
  roundingStep: number;
  /** What an exact tender pays; a rounding tender pays what is left, so its own amount is not read. */
  amount?: number | null;
}

/** Whether a payment type's tenders are rounded. */
export function isRoundingStep(step: number): boolean {
  return step >= 2;
}

/**
 * The rounding adjustment of a payment of `due` (the payable, and a tip paid with it) by `tenders`: the exact tenders
 * pay their amounts, the rounding ones the rest, to the largest step among them (null when no tender rounds or
 * nothing is left for them).
 */
function roundingOfPayment(due: MinorUnits, tenders: readonly PaymentTender[]): BillAdjustment | null {
  const rounding = tenders.filter((tender) => isRoundingStep(tender.roundingStep));
  if (rounding.length === 0) return null;
  const exactPaid = tenders
    .filter((tender) => !isRoundingStep(tender.roundingStep))
    .reduce((sum, tender) => sum + Math.max(0, tender.amount ?? 0), 0);
  const tendered = due - exactPaid;
  if (tendered <= 0) return null;
  const step = minorUnits(Math.max(...rounding.map((tender) => tender.roundingStep)));
  return { kind: 'rounding', step, tendered: minorUnits(tendered) };
}

/** What `adjustment` rounds on its own: the bill's roundingTotal for it (buildBill, the one place that rounds). */
function roundingAmount(adjustment: BillAdjustment | null): MinorUnits {
  return adjustment ? buildBill([], [adjustment]).roundingTotal : minorUnits(0);
}

/**
 * `bill` paid by `tenders`: its rounding figure and payable moved by what the rounding tenders round (a tip is paid on
 * top and counted in what they pay, never rounded apart).
 */
export function paidWithTenders(bill: BillTotals, tenders: readonly PaymentTender[]): BillTotals {
  const rounding = roundingAmount(roundingOfPayment(bill.paidTotal, tenders));
  if (rounding === 0) return bill;
  return storedBill({
    itemsTotal: bill.itemsTotal,
    taxTotal: bill.taxTotal,
    payableTotal: bill.payableTotal + rounding,
    discountTotal: bill.discountTotal,
    serviceChargeTotal: bill.serviceChargeTotal,
    roundingTotal: bill.roundingTotal + rounding,
    tipTotal: bill.tipTotal,
  });
}

/** `bill` paid whole by one payment type with `roundingStep`. */
export function paidWith(bill: BillTotals, roundingStep: number): BillTotals {
  return paidWithTenders(bill, [{ roundingStep }]);
}

/** A payment type's step as the wire carries it (decimal `rounding_step`, 0.05) in minor units: what the POS rounds to. */
export function roundingStepOf(paymentType: { rounding_step: number }): MinorUnits {
  return decodeDecimalAmount(paymentType.rounding_step);
}
