// Splitting minor units exactly (largest remainder). Table cases, then properties over any amounts and
// weights (fast-check): the parts always add up to the total, are never negative, and each is within a cent of
// its exact share.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, splitEvenly } from './allocation';

describe('allocate', () => {
  it('gives the leftover cents to the largest remainders, ties to the earlier part', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEvenly(2, 3)).toEqual([1, 1, 0]);
    expect(allocate(250, [500, 1000, 999])).toEqual([50, 100, 100]);
    expect(allocate(100, [1, 1])).toEqual([50, 50]);
    expect(allocate(7, [0, 0, 0])).toEqual([7, 0, 0]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(5, [])).toEqual([]);
  });

  it('refuses what is not money: a negative or fractional total, negative weights', () => {
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(10, [1, -1])).toThrow(RangeError);
    expect(() => splitEvenly(10, 0)).toThrow(RangeError);
  });

  it('always sums to the total, never goes negative, and stays within a cent of each exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          expect(parts.every((part) => Number.isSafeInteger(part) && part >= 0)).toBe(true);
          // Within a cent of the exact share (all weights 0: everything in the first part, checked above by the sum).
          const weightSum = Math.max(
            1,
            weights.reduce((sum, weight) => sum + weight, 0),
          );
          const isSpread = weights.some((weight) => weight > 0);
          const offBy = parts.map((part, index) => (isSpread ? Math.abs(part - (total * (weights[index] ?? 0)) / weightSum) : 0));
          expect(offBy.every((difference) => difference < 1 + 1e-6)).toBe(true);
        },
      ),
    );
  });

  it('splits evenly: parts differ by at most a cent, the larger ones first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 50 }), (total, count) => {
        const parts = splitEvenly(total, count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });
});
