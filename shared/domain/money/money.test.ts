import { describe, expect, it } from 'vitest';
import {
  UnreadableAmountError,
  decodeDecimalAmount,
  formatMoney,
  minorUnits as m,
  parseDecimalAmount,
  roundHalfAwayFromZero,
  sumMinor,
  toDecimalAmount,
} from './money';
import { CURRENCIES, currencySymbol, findCurrency } from './currencies';

describe('parseDecimalAmount', () => {
  it.each([
    [12, 1200],
    [12.5, 1250],
    ['12.5', 1250],
    ['0.29', 29],
    [0.29, 29],
    ['  7.05 ', 705],
    ['0', 0],
    ['-3.10', -310],
  ])('reads %j as %i minor units', (input, expected) => {
    expect(parseDecimalAmount(input)).toBe(expected);
  });

  it.each([['12.345'], [0.1 + 0.2], [''], ['abc'], ['1e3'], [Number.NaN], [Infinity], [null], [{}], ['12.']])('refuses %j', (input) => {
    expect(parseDecimalAmount(input)).toBeUndefined();
  });
});

describe('MinorUnits: one constructor and one decoder, both refusing what they cannot read', () => {
  it.each([[0], [1], [-310], [1250], [Number.MAX_SAFE_INTEGER]])('takes the integer %i', (value) => {
    expect(m(value)).toBe(value);
  });

  it.each([[0.5], [12.345], [Number.NaN], [Infinity], [-Infinity], [Number.MAX_SAFE_INTEGER + 1]])('throws on %d', (value) => {
    expect(() => m(value)).toThrow(UnreadableAmountError);
  });

  it.each([
    [12.5, 1250],
    ['0.29', 29],
    [0.29, 29],
    [-3.1, -310],
    [0, 0],
  ])('decodes the wire decimal %j as %i', (input, expected) => {
    expect(decodeDecimalAmount(input)).toBe(expected);
  });

  it.each([[Number.NaN], [null], [undefined], [''], ['abc'], ['12.345'], [0.1 + 0.2], [{}], [[]], [Infinity]])(
    'throws on the wire value %j, never reads it as 0',
    (input) => {
      expect(() => decodeDecimalAmount(input)).toThrow(UnreadableAmountError);
    },
  );

  it('names the unreadable value in the error', () => {
    expect(() => decodeDecimalAmount('12,50')).toThrow('Unreadable amount: "12,50"');
  });

  it('adds amounts into an amount', () => {
    expect(sumMinor([m(1), m(29), m(-5)])).toBe(25);
    expect(sumMinor([])).toBe(0);
  });
});

describe('formatting at the edge', () => {
  it('shows 2 decimals with the symbol and groups thousands', () => {
    expect(formatMoney(m(1250), '$')).toBe('$12.50');
    expect(formatMoney(m(5), '€')).toBe('€0.05');
    expect(formatMoney(m(123456789), '₹')).toBe('₹1,234,567.89');
    expect(formatMoney(m(-310), '$')).toBe('-$3.10');
  });

  it('round-trips minor units through the wire decimal', () => {
    for (const minor of [0, 1, 29, 1999, 123456789]) {
      expect(parseDecimalAmount(toDecimalAmount(m(minor)))).toBe(minor);
    }
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero in both directions', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
  });
});

describe('currency list', () => {
  it('has about 160 unique codes with a symbol and a name', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CURRENCIES.map((currency) => currency.code)).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.name.length).toBeGreaterThan(0);
    }
  });

  it('looks up the store currency symbol, falling back to the code', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('inr')).toBe('₹');
    expect(findCurrency('EUR')?.name).toBe('Euro');
    expect(currencySymbol('ZZZ')).toBe('ZZZ');
  });
});
