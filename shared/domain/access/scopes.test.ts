import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasAnyScope, parseScope } from './scopes';

const admin = { role: 'admin', scope: '' };
const cashier = { role: 'user', scope: 'POS,ORDERS' };
const nobody = { role: 'user', scope: '' };

describe('permission names', () => {
  it('has the 22 names of spec 3, once each', () => {
    expect(PERMISSIONS).toHaveLength(22);
    expect(new Set(PERMISSIONS).size).toBe(22);
  });

  it('parses the comma-separated scope, trimming blanks and dropping unknown names', () => {
    expect(parseScope(' POS, ORDERS ,,BOGUS')).toEqual(['POS', 'ORDERS']);
    expect(parseScope(null)).toEqual([]);
  });
});

describe('hasAnyScope (spec 6)', () => {
  it('lets admin through every requirement', () => {
    expect(hasAnyScope(admin, ['SETTINGS'])).toBe(true);
  });
  it('needs at least one of the listed scopes', () => {
    expect(hasAnyScope(cashier, ['ORDERS', 'KITCHEN'])).toBe(true);
    expect(hasAnyScope(cashier, ['KITCHEN', 'KITCHEN_DISPLAY'])).toBe(false);
  });
  it('opens scope-less pages to any signed-in user but never to nobody signed in', () => {
    expect(hasAnyScope(nobody, [])).toBe(true);
    expect(hasAnyScope(null, [])).toBe(false);
  });
  it('does not match a scope by substring', () => {
    expect(hasAnyScope({ role: 'user', scope: 'VIEW_CUSTOMERS' }, ['CUSTOMERS'])).toBe(false);
  });
});
