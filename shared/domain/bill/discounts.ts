// Discounts (docs/reports.md "Discounts"): on a line or on a whole order, a percentage or an amount. A
// line's own discount comes off its amount (price × quantity); an order's discount comes off what its charged lines
// still cost after their own, and is shared over them by `allocate` (in proportion, to the cent). Each line's tax
// is then computed on its discounted amount by the one totals engine (spec 9: exclusive tax is the rate of the
// discounted amount, inclusive tax is taken out of the discounted price). Pure: the POS shows what the server stores.
import { allocate } from './allocation';
import { basisPoints, exceedsShare, shareAt, toPercent } from '../money/basisPoints';
import { minorUnits, toDecimalAmount, type MinorUnits } from '../money/money';

type DiscountKind = 'percent' | 'amount';

export interface DiscountRule {
  kind: DiscountKind;
  /** Basis points for a percent (10 % = 1000, at most 10,000), minor units for an amount. */
  value: number;
}

/** What a discount takes off `base`: a percent rounded half away from zero, an amount at most the base. Never negative. */
export function discountOff(base: number, rule: DiscountRule): MinorUnits {
  if (base <= 0) return minorUnits(0);
  if (rule.kind === 'percent') {
    return shareAt(base, basisPoints(Math.min(Math.max(0, Math.trunc(rule.value)), 10_000)));
  }
  return minorUnits(Math.min(Math.max(0, Math.trunc(rule.value)), base));
}

export interface DiscountableLine {
  /** Price × quantity, minor units. */
  amount: number;
  /** A cancelled line is not charged: no discount, no share. */
  isCharged: boolean;
  /** The line's own discount, if any. */
  discount: DiscountRule | null;
}

export interface LineDiscounts {
  /** Per line: its own discount. */
  own: MinorUnits[];
  /** Per line: its share of the order's discount. */
  share: MinorUnits[];
  /** Per line: own + share, what comes off its amount. */
  total: MinorUnits[];
  /** What the order's discount took off (the sum of the shares). */
  orderDiscount: MinorUnits;
}

export function lineDiscounts(lines: readonly DiscountableLine[], orderRule: DiscountRule | null): LineDiscounts {
  const own = lines.map((line) => (line.isCharged && line.discount ? discountOff(line.amount, line.discount) : minorUnits(0)));
  const remaining = lines.map((line, index) => (line.isCharged ? line.amount - (own[index] ?? 0) : 0));
  const base = remaining.reduce((sum, amount) => sum + amount, 0);
  const orderDiscount = orderRule ? discountOff(base, orderRule) : minorUnits(0);
  const share = allocate(orderDiscount, remaining);
  return {
    own,
    share,
    total: own.map((amount, index) => minorUnits(amount + (share[index] ?? 0))),
    orderDiscount,
  };
}

/** The base a discount applies to, and whether it is above the store's limit (`limitBasisPoints` of that base). */
export function isAboveLimit(discount: number, base: number, limitBasisPoints: number): boolean {
  return exceedsShare(discount, base, basisPoints(Math.max(0, Math.trunc(limitBasisPoints))));
}

/** A rule as the wire writes it: a percent decimal (12.5) for a percentage, a decimal amount (2.5) for an amount. */
export function ruleOnWire(rule: DiscountRule): { kind: DiscountKind; value: number } {
  return { kind: rule.kind, value: rule.kind === 'percent' ? toPercent(basisPoints(rule.value)) : toDecimalAmount(minorUnits(rule.value)) };
}

/** A tip: an amount, or a percentage of the check's total (rounded half away from zero). Never negative. */
export function tipAmount(total: number, rule: DiscountRule | null): MinorUnits {
  if (!rule) return minorUnits(0);
  if (rule.kind === 'percent') return shareAt(Math.max(0, total), basisPoints(Math.max(0, Math.trunc(rule.value))));
  return minorUnits(Math.max(0, Math.trunc(rule.value)));
}
