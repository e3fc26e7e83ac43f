// Spec 9 totals, and what settling a bill adds to them: the one function that builds a bill from its lines and its
// order-level adjustments, and the one shape every reader takes (server, POS, Orders, receipt, invoice PDF, CSV,
// reports). Readers show the figures; they never add them up again. Integer minor units throughout; every share of
// an amount at a rate is rounded half away from zero once (basisPoints.ts shareAt). The names of the figures are the
// glossary's (docs/architecture.md "One bill"): `itemsTotal` is the spec's items net total (sub_total on the
// tables), `payableTotal` its payable total (total on the tables).
import { allocate } from './allocation';
import { ZERO_BASIS_POINTS, type BasisPoints, basisPoints, shareAt } from '../money/basisPoints';
import { discountOff, tipAmount, type DiscountRule } from './discounts';
import { divideRounded, minorUnits, type MinorUnits } from '../money/money';
import { isChargedLine, lineTotals, type LineTotals, type OrderLine } from './totals';

/** Every figure of a bill (an order, several orders paid together, an invoice, a split bill's check, a credit note). */
export interface BillTotals {
  /** The charged lines before any discount, without the tax the bill adds (exclusive) or takes out (inclusive). */
  itemsBeforeDiscountTotal: MinorUnits;
  /** Line discounts and the order's discount, taken off before tax. */
  discountTotal: MinorUnits;
  /** itemsBeforeDiscountTotal − discountTotal: the spec's items net total. */
  itemsTotal: MinorUnits;
  /** A percentage of itemsTotal; its tax, when taxed, is in taxTotal. */
  serviceChargeTotal: MinorUnits;
  /** Tax on the lines (after their discounts) and on a taxed service charge. */
  taxTotal: MinorUnits;
  /** What a tender's rounding step added (positive) or took off (negative); at most half a step per tender. */
  roundingTotal: MinorUnits;
  /** itemsTotal + serviceChargeTotal + taxTotal + roundingTotal: what the bill asks for. */
  payableTotal: MinorUnits;
  /** Never taxed, never part of payableTotal. */
  tipTotal: MinorUnits;
  /** payableTotal + tipTotal: what the customer handed over for it. */
  paidTotal: MinorUnits;
}

/** The tax of one rate and type: what a receipt or invoice lists per rate. */
interface TaxAtRate {
  taxType: 'exclusive' | 'inclusive';
  rate: BasisPoints;
  taxTotal: MinorUnits;
}

/** A bill built from lines: its figures, the tax per rate and each line's own figures (same order as given). */
export interface Bill extends BillTotals {
  taxByRate: TaxAtRate[];
  lines: LineTotals[];
}

/**
 * An order-level adjustment. Each kind has its place in the bill whatever its place in the list
 * (ADJUSTMENT_ORDER): a discount comes off the items before tax, a service charge is a share of the items after
 * discounts, rounding moves what a tender pays to its step, a tip comes on top, untaxed.
 */
export type BillAdjustment =
  /** Off what the charged lines still cost after their own discounts, shared over them in proportion (allocate). */
  | { kind: 'discount'; rule: DiscountRule }
  /** `rate` of itemsTotal; taxed exclusively at `taxRate` when the jurisdiction taxes it, else null. */
  | { kind: 'serviceCharge'; rate: BasisPoints; taxRate: BasisPoints | null }
  /**
   * A tender's rounding (cash to 0.05): what it pays, `tendered` (the whole payable when absent), goes to the nearest
   * multiple of `step`; the difference is the rounding. One per rounded tender.
   */
  | { kind: 'rounding'; step: MinorUnits; tendered?: MinorUnits }
  /** An amount, or a percentage of the payable total. */
  | { kind: 'tip'; rule: DiscountRule };

type AdjustmentKind = BillAdjustment['kind'];

/** Where each kind of adjustment applies: earlier kinds change what later ones apply to. */
const ADJUSTMENT_ORDER: Record<AdjustmentKind, number> = { discount: 0, serviceCharge: 1, rounding: 2, tip: 3 };

const ZERO = minorUnits(0);

/**
 * `amount` to the nearest multiple of `step` (half away from zero); a step below 2 minor units changes nothing.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function roundToStep(amount: MinorUnits, step: MinorUnits): MinorUnits {
  if (step < 2) return amount;
  return minorUnits(divideRounded(BigInt(amount), BigInt(step)) * step);
}

/** The order discount's share per line: off what each charged line still costs after its own discount. */
function orderDiscountShares(lines: readonly OrderLine[], rule: DiscountRule | null): MinorUnits[] {
  if (!rule) return lines.map(() => ZERO);
  const remaining = lines.map((line) =>
    isChargedLine(line) ? Math.max(0, line.unitPrice * line.quantity - Math.max(0, line.discount ?? 0)) : 0,
  );
  return allocate(
    discountOff(
      remaining.reduce((sum, amount) => sum + amount, 0),
      rule,
    ),
    remaining,
  );
}

function addTax(byRate: Map<string, TaxAtRate>, taxType: TaxAtRate['taxType'], rate: BasisPoints, tax: number): void {
  if (tax === 0) return;
  const key = `${taxType}:${rate}`;
  const entry = byRate.get(key) ?? { taxType, rate, taxTotal: ZERO };
  byRate.set(key, { ...entry, taxTotal: minorUnits(entry.taxTotal + tax) });
}

const UNCHARGED: LineTotals = { amount: ZERO, net: ZERO, tax: ZERO, payable: ZERO };

/**
 * The bill of `lines` (cancelled ones stay out) with `adjustments`. Each line's tax is rounded once on its amount after
 * its discounts (spec 9); a taxed service charge is taxed once on the charge.
 */
export function buildBill(lines: readonly OrderLine[], adjustments: readonly BillAdjustment[] = []): Bill {
  const ordered = [...adjustments].sort((a, b) => ADJUSTMENT_ORDER[a.kind] - ADJUSTMENT_ORDER[b.kind]);

  // The discount is the one adjustment that changes the lines: shared over them before their tax is computed.
  const orderRule = ordered.reduce<DiscountRule | null>(
    (rule, adjustment) => (adjustment.kind === 'discount' ? adjustment.rule : rule),
    null,
  );
  const shares = orderDiscountShares(lines, orderRule);
  const discounted = lines.map((line, index) => ({
    ...line,
    discount: minorUnits(Math.max(0, line.discount ?? 0) + (shares[index] ?? 0)),
  }));
  const lineFigures = discounted.map((line) => (isChargedLine(line) ? lineTotals(line) : UNCHARGED));
  let discountTotal = 0;
  let itemsTotal = 0;
  let lineTax = 0;
  const byRate = new Map<string, TaxAtRate>();
  for (const [index, line] of discounted.entries()) {
    const figures = lineFigures[index] ?? UNCHARGED;
    if (!isChargedLine(line)) continue;
    discountTotal += line.unitPrice * line.quantity - figures.amount;
    itemsTotal += figures.net;
    lineTax += figures.tax;
    if (line.taxType === 'exclusive' || line.taxType === 'inclusive')
      addTax(byRate, line.taxType, basisPoints(Math.trunc(line.taxRateBasisPoints)), figures.tax);
  }

  let serviceChargeTotal = 0;
  let serviceChargeTax = 0;
  let roundingTotal = 0;
  let tipTotal = 0;
  for (const adjustment of ordered) {
    switch (adjustment.kind) {
      case 'discount':
        // Already on the lines.
        break;
      case 'serviceCharge': {
        const charge = shareAt(Math.max(0, itemsTotal), adjustment.rate);
        serviceChargeTotal += charge;
        if (adjustment.taxRate !== null && adjustment.taxRate !== ZERO_BASIS_POINTS) {
          const tax = shareAt(charge, adjustment.taxRate);
          serviceChargeTax += tax;
          addTax(byRate, 'exclusive', adjustment.taxRate, tax);
        }
        break;
      }
      case 'rounding': {
        const beforeRounding = minorUnits(itemsTotal + serviceChargeTotal + lineTax + serviceChargeTax + roundingTotal);
        const tendered = adjustment.tendered ?? beforeRounding;
        roundingTotal += roundToStep(tendered, adjustment.step) - tendered;
        break;
      }
      case 'tip':
        tipTotal += tipAmount(itemsTotal + serviceChargeTotal + lineTax + serviceChargeTax + roundingTotal, adjustment.rule);
        break;
    }
  }

  const taxTotal = lineTax + serviceChargeTax;
  const payableTotal = itemsTotal + serviceChargeTotal + taxTotal + roundingTotal;
  return {
    itemsBeforeDiscountTotal: minorUnits(itemsTotal + discountTotal),
    discountTotal: minorUnits(discountTotal),
    itemsTotal: minorUnits(itemsTotal),
    serviceChargeTotal: minorUnits(serviceChargeTotal),
    taxTotal: minorUnits(taxTotal),
    roundingTotal: minorUnits(roundingTotal),
    payableTotal: minorUnits(payableTotal),
    tipTotal: minorUnits(tipTotal),
    paidTotal: minorUnits(payableTotal + tipTotal),
    taxByRate: [...byRate.values()],
    lines: lineFigures,
  };
}

/** The figures a table row keeps (the column group of server/db/billColumns.ts); the rest follow from them. */
export interface StoredBillFigures {
  itemsTotal: number;
  taxTotal: number;
  payableTotal: number;
  discountTotal?: number;
  serviceChargeTotal?: number;
  roundingTotal?: number;
  tipTotal?: number;
}

/** A stored bill's figures, whole: the derived ones (before discount, paid) computed the one way. */
export function storedBill(stored: StoredBillFigures): BillTotals {
  const discountTotal = stored.discountTotal ?? 0;
  const tipTotal = stored.tipTotal ?? 0;
  return {
    itemsBeforeDiscountTotal: minorUnits(stored.itemsTotal + discountTotal),
    discountTotal: minorUnits(discountTotal),
    itemsTotal: minorUnits(stored.itemsTotal),
    serviceChargeTotal: minorUnits(stored.serviceChargeTotal ?? 0),
    taxTotal: minorUnits(stored.taxTotal),
    roundingTotal: minorUnits(stored.roundingTotal ?? 0),
    payableTotal: minorUnits(stored.payableTotal),
    tipTotal: minorUnits(tipTotal),
    paidTotal: minorUnits(stored.payableTotal + tipTotal),
  };
}

/** A line's stored figures (order_items, credit_note_lines): what it cost after its discount, and the discount. */
export interface StoredLineFigures {
  net: number;
  tax: number;
  payable: number;
  discount: number;
}

/** The bill of lines whose figures are stored (a refund's lines, a check's lines): their sums, nothing recomputed. */
export function billOfLines(lines: readonly StoredLineFigures[]): BillTotals {
  let itemsTotal = 0;
  let taxTotal = 0;
  let payableTotal = 0;
  let discountTotal = 0;
  for (const line of lines) {
    itemsTotal += line.net;
    taxTotal += line.tax;
    payableTotal += line.payable;
    discountTotal += line.discount;
  }
  return storedBill({ itemsTotal, taxTotal, payableTotal, discountTotal });
}

const FIGURES = [
  'itemsBeforeDiscountTotal',
  'discountTotal',
  'itemsTotal',
  'serviceChargeTotal',
  'taxTotal',
  'roundingTotal',
  'payableTotal',
  'tipTotal',
  'paidTotal',
] as const satisfies readonly (keyof BillTotals)[];

/** @internal Exported for tests: the receipt tests start from it. */
export const EMPTY_BILL: BillTotals = storedBill({ itemsTotal: 0, taxTotal: 0, payableTotal: 0 });

/** Several bills as one (orders paid together, a group's receipt), figure by figure. */
export function addBills(bills: readonly BillTotals[]): BillTotals {
  const sum = { ...EMPTY_BILL };
  for (const bill of bills) for (const figure of FIGURES) sum[figure] = minorUnits(sum[figure] + bill[figure]);
  return sum;
}

/** `later` taken off `bill`, figure by figure: what an invoice has left once its credit notes are out. */
export function subtractBills(bill: BillTotals, later: readonly BillTotals[]): BillTotals {
  const rest = { ...bill };
  for (const taken of later) for (const figure of FIGURES) rest[figure] = minorUnits(rest[figure] - taken[figure]);
  return rest;
}

/** Signed `total` in parts proportional to `weights` (allocate works on non-negative totals). */
function allocateSigned(total: number, weights: readonly number[]): MinorUnits[] {
  const parts = allocate(Math.abs(total), weights);
  return total < 0 ? parts.map((part) => minorUnits(-part)) : parts;
}

/**
 * The bill in shares whose payable totals are `payables` (adding up to its payable, each ≥ 0): every figure shared in
 * proportion (largest remainder), items the rest, so each figure of the shares adds up to the bill's exactly.
 */
export function shareBill(bill: BillTotals, payables: readonly MinorUnits[]): BillTotals[] {
  const share = (figure: number) => allocateSigned(figure, payables);
  const discounts = share(bill.discountTotal);
  const serviceCharges = share(bill.serviceChargeTotal);
  const taxes = share(bill.taxTotal);
  const roundings = share(bill.roundingTotal);
  const tips = share(bill.tipTotal);
  return payables.map((payableTotal, index) => {
    const serviceChargeTotal = serviceCharges[index] ?? ZERO;
    const taxTotal = taxes[index] ?? ZERO;
    const roundingTotal = roundings[index] ?? ZERO;
    return storedBill({
      itemsTotal: payableTotal - serviceChargeTotal - taxTotal - roundingTotal,
      taxTotal,
      payableTotal,
      discountTotal: discounts[index] ?? ZERO,
      serviceChargeTotal,
      roundingTotal,
      tipTotal: tips[index] ?? ZERO,
    });
  });
}

/** The order-level figures `orderTotals` gave before the bill: kept for the readers of the spec's three totals. */
export type OrderTotals = Pick<BillTotals, 'itemsTotal' | 'taxTotal' | 'payableTotal'>;
