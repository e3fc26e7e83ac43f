import { describe, expect, it } from 'vitest';
import { formatMoney, parseDecimalAmount, roundHalfAwayFromZero, toDecimalAmount } from './money';
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

  it.each([['12.345'], [0.1 + 0.2], [''], ['abc'], ['1e3'], [Number.NaN], [Infinity], [null], [{}], ['12.']])(
    'refuses %j',
    (input) => {
      expect(parseDecimalAmount(input)).toBeUndefined();
    },
  );
});

describe('formatting at the edge', () => {
  it('shows 2 decimals with the symbol and groups thousands', () => {
    expect(formatMoney(1250, '$')).toBe('$12.50');
    expect(formatMoney(5, '€')).toBe('€0.05');
    expect(formatMoney(123456789, '₹')).toBe('₹1,234,567.89');
    expect(formatMoney(-310, '$')).toBe('-$3.10');
  });

  it('round-trips minor units through the wire decimal', () => {
    for (const minor of [0, 1, 29, 1999, 123456789]) {
      expect(parseDecimalAmount(toDecimalAmount(minor))).toBe(minor);
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
