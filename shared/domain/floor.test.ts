import { describe, expect, it } from 'vitest';
import { minutesSince, tableStatusOf } from './floor';

const visit = (overrides: Partial<Parameters<typeof tableStatusOf>[0]> = {}) => ({
  isSeated: false,
  unpaidOrders: [],
  paidOrderCount: 0,
  ...overrides,
});

describe('tableStatusOf', () => {
  it.each([
    ['free', visit()],
    ['seated', visit({ isSeated: true })],
    ['ordered', visit({ unpaidOrders: [{ lineStatuses: ['created', 'completed'], hasBill: false }] })],
    ['ordered', visit({ unpaidOrders: [{ lineStatuses: ['cancelled'], hasBill: false }] })],
    ['food_out', visit({ unpaidOrders: [{ lineStatuses: ['completed', 'delivered', 'cancelled'], hasBill: false }] })],
    ['check_printed', visit({ unpaidOrders: [{ lineStatuses: ['created'], hasBill: true }] })],
    ['paid', visit({ isSeated: true, paidOrderCount: 1 })],
    // An unpaid order outranks a paid one at the same table: the table still owes.
    ['ordered', visit({ paidOrderCount: 2, unpaidOrders: [{ lineStatuses: ['preparing'], hasBill: false }] })],
  ] as const)('%s', (status, input) => {
    expect(tableStatusOf(input)).toBe(status);
  });
});

describe('minutesSince', () => {
  it('counts whole minutes, never below zero', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(minutesSince('2026-11-27T09:48:30Z', now)).toBe(11);
    expect(minutesSince('2026-11-27T10:05:00Z', now)).toBe(0);
    expect(minutesSince(null, now)).toBeNull();
  });
});
