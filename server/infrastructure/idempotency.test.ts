import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency';

describe('canonicalJson / requestHash', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2] })).toBe('{"a":[{"c":"x","d":null},2],"b":1}');
    expect(requestHash({ b: 1, a: { y: 2, x: 1 } })).toBe(requestHash({ a: { x: 1, y: 2 }, b: 1 }));
  });

  it('tells different bodies apart (values, array order, nesting)', () => {
    const hashes = new Set([
      requestHash({ cart: [1, 2] }),
      requestHash({ cart: [2, 1] }),
      requestHash({ cart: [1, 2], tableId: null }),
      requestHash({ cart: ['1', 2] }),
      requestHash({ cart: [[1, 2]] }),
    ]);
    expect(hashes.size).toBe(5);
  });

  it('drops undefined members like JSON does, and reads a missing body as {}', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(requestHash(undefined)).toBe(requestHash({}));
  });
});
