// Percentages (tax rates, discount and tip percentages, the discount limit, a service charge) are integer basis
// points inside Brigade (12.5 % = 1250), a type of their own like MinorUnits, and a percent decimal only on the wire
// and on screen. This module is the one place that converts between the two (the lint forbids `* 100` / `/ 100`
// elsewhere), and the one place a share of an amount is taken at a rate.
import { decodeHundredths, divideRounded, minorUnits, type MinorUnits } from './money';

declare const basisPointsBrand: unique symbol;

/** Hundredths of a percent, an integer: 5 % → 500, 12.5 % → 1250, 100 % → 10,000. */
export type BasisPoints = number & { readonly [basisPointsBrand]: 'BasisPoints' };

/** The one constructor: a safe integer, else RangeError (a stored column, a computed rate). */
export function basisPoints(value: number): BasisPoints {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Unreadable percentage: ${String(value)}`);
  // The brand exists only in the types: this is the one place a number is declared to be basis points.
  return (value === 0 ? 0 : value) as BasisPoints;
}

export const ZERO_BASIS_POINTS: BasisPoints = basisPoints(0);

/** A percent Brigade itself sent or stored (a tax rate on the wire): RangeError when unreadable. */
export function decodePercent(value: unknown): BasisPoints {
  return basisPoints(decodeHundredths(value));
}

/** Basis points → the percent decimal the API sends (1250 → 12.5). */
export function toPercent(rate: BasisPoints): number {
  return rate / 100;
}

/** `rate` of `amount`, rounded half away from zero, exactly: a tax, a percentage discount, a tip, a service charge. */
export function shareAt(amount: number, rate: BasisPoints): MinorUnits {
  return minorUnits(divideRounded(BigInt(amount) * BigInt(rate), 10_000n));
}

/** The part of a tax-inclusive `amount` that is tax at `rate`: amount × rate / (100 % + rate), rounded. */
export function includedShareAt(amount: number, rate: BasisPoints): MinorUnits {
  return minorUnits(divideRounded(BigInt(amount) * BigInt(rate), 10_000n + BigInt(rate)));
}

/** Whether `part` is more than `rate` of `base` (a discount above the store's limit). Exact. */
export function exceedsShare(part: number, base: number, rate: BasisPoints): boolean {
  return BigInt(part) * 10_000n > BigInt(base) * BigInt(Math.max(0, rate));
}
