import { describe, expect, it } from 'vitest';
import { amountText, formatPrice, rateText } from './money';

describe('settings money display', () => {
  it('shows decimals from the API with 2 places and the store currency symbol', () => {
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(0.29, 'EUR')).toBe('€0.29');
    expect(formatPrice(1234.5, 'INR')).toBe('₹1,234.50');
    expect(formatPrice(0, 'GBP')).toBe('£0.00');
  });

  it('shows a dash when there is no amount and the code when the currency is unknown', () => {
    expect(formatPrice(null, 'USD')).toBe('—');
    expect(formatPrice(3, 'XYZ')).toBe('XYZ3.00');
  });

  it('fills amount and rate fields with text the shared schemas read back exactly', () => {
    expect(amountText(12.5)).toBe('12.50');
    expect(amountText(0.29)).toBe('0.29');
    expect(amountText(null)).toBe('');
    expect(rateText(7.5)).toBe('7.5');
    expect(rateText(undefined)).toBe('');
  });
});
