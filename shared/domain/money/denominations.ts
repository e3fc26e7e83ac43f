// The notes and coins a drawer is counted in, per currency, in minor units, largest first. A currency not listed
// counts in the default set (common 1-2-5 notes and coins), so a store in any currency can open and close a drawer.
import { type MinorUnits, minorUnits } from './money';

const DENOMINATIONS: Readonly<Record<string, readonly number[]>> = {
  USD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1],
  EUR: [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  GBP: [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  INR: [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100],
  CHF: [100000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5],
  SEK: [100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100],
};

const DEFAULT_DENOMINATIONS: readonly number[] = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1];

/** The store currency's notes and coins, largest first (the default set for a currency not listed). */
export function denominationsOf(currency: string | null | undefined): readonly MinorUnits[] {
  return (DENOMINATIONS[(currency ?? '').toUpperCase()] ?? DEFAULT_DENOMINATIONS).map(minorUnits);
}

export interface DenominationCount {
  /** The note or coin, minor units. */
  value: MinorUnits;
  quantity: number;
}

/**
 * The total of a count, or the first value that is not one of the currency's notes and coins (a typo on a till must
 * not become money in the drawer). The same value twice adds up.
 */
export function countTotal(
  currency: string | null | undefined,
  counts: readonly DenominationCount[],
): { total: MinorUnits } | { unknownValue: MinorUnits } {
  const known = new Set<number>(denominationsOf(currency));
  let total = 0;
  for (const count of counts) {
    if (!known.has(count.value)) return { unknownValue: count.value };
    total += count.value * count.quantity;
  }
  return { total: minorUnits(total) };
}
