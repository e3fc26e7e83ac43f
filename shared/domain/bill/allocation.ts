// Splitting an integer amount of minor units into parts that always add up to it exactly: an order's
// discount over its lines, a bill over its checks, a check's tax and discount over its share. The largest
// remainder method (Hamilton): each part is the floor of its exact share, and the cents left over go one each to
// the parts with the largest remainders (ties: the earlier part). Exact integer arithmetic (BigInt), so amounts
// and weights of any size never drift.
import { minorUnits, type MinorUnits } from '../money/money';

/**
 * `total` (≥ 0) in parts proportional to `weights` (each ≥ 0). The parts are never negative and sum to `total`;
 * each is within one cent of its exact share. All weights 0 → everything in the first part (none: []).
 */
export function allocate(total: number, weights: readonly number[]): MinorUnits[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a non-negative integer');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError('weights must be non-negative integers');
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (sum === 0n) return weights.map((_, index) => minorUnits(index === 0 ? total : 0));
  const big = BigInt(total);
  const floors = weights.map((weight) => (big * BigInt(weight)) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (big * BigInt(weight)) % sum }));
  let left = Number(big - floors.reduce((acc, part) => acc + part, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const parts = floors.map(Number);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map(minorUnits);
}

/** `total` in `count` parts as equal as can be: the first `total mod count` parts carry one cent more. */
export function splitEvenly(total: number, count: number): MinorUnits[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  return allocate(
    total,
    Array.from({ length: count }, () => 1),
  );
}
