import { describe, expect, it } from 'vitest';
import { addItemsPath, roundOrderIdOf } from './addItems';

describe('the register opened on a sent order', () => {
  it('reads the order id its address names, and nothing else as one', () => {
    expect(roundOrderIdOf(new URL(addItemsPath(12), 'http://till').search)).toBe(12);
    expect(roundOrderIdOf('?order=7&x=1')).toBe(7);
    for (const search of ['', '?order=', '?order=abc', '?order=-3', '?order=0', '?order=1.5', '?order=99999999999999999999']) {
      expect(roundOrderIdOf(search)).toBeNull();
    }
  });
});
