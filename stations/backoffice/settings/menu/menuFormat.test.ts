import { describe, expect, it } from 'vitest';
import { countLabel, parseItemId, taxLabel } from './menuFormat';

describe('menu screen texts', () => {
  it("shows a tax as 'title - rate% (type)'", () => {
    expect(taxLabel({ title: 'VAT', rate: 5, type: 'inclusive' })).toBe('VAT - 5% (inclusive)');
    expect(taxLabel({ title: 'Service', rate: 7.5, type: 'exclusive' })).toBe('Service - 7.5% (exclusive)');
    expect(taxLabel({ title: 'City', rate: 8.25, type: 'exclusive' })).toBe('City - 8.25% (exclusive)');
  });

  it('counts variants in the singular and the plural', () => {
    expect(countLabel(0, 'variant', 'variants')).toBe('0 variants');
    expect(countLabel(1, 'variant', 'variants')).toBe('1 variant');
    expect(countLabel(2, 'variant', 'variants')).toBe('2 variants');
  });

  it('accepts only positive integer item ids from the route', () => {
    expect(parseItemId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '9'.repeat(16)]) {
      expect(parseItemId(raw)).toBeNull();
    }
  });
});
