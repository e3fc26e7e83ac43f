import { describe, expect, it } from 'vitest';
import {
  KITCHEN_AGE_THRESHOLDS,
  ageTone,
  floorLabel,
  kitchenOrderTitle,
  minutesSince,
  ordersOldestFirst,
  serverClockOffset,
  splitDisplayOrders,
} from './orders';

describe('kitchen age', () => {
  const placed = '2026-11-22T12:00:00.000Z';
  const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000;

  it('counts whole minutes since the order was placed, never negative', () => {
    expect(minutesSince(placed, at(0, 59))).toBe(0);
    expect(minutesSince(placed, at(1))).toBe(1);
    expect(minutesSince(placed, at(25, 30))).toBe(25);
    expect(minutesSince(placed, at(-3))).toBe(0);
    expect(minutesSince('not a date', at(5))).toBe(0);
  });

  it('turns amber at 10 minutes and red at 20 (the documented defaults)', () => {
    expect(KITCHEN_AGE_THRESHOLDS).toEqual({ warnMinutes: 10, lateMinutes: 20 });
    expect(ageTone(0)).toBe('fresh');
    expect(ageTone(9)).toBe('fresh');
    expect(ageTone(10)).toBe('warn');
    expect(ageTone(19)).toBe('warn');
    expect(ageTone(20)).toBe('late');
    expect(ageTone(240)).toBe('late');
    expect(ageTone(6, { warnMinutes: 5, lateMinutes: 8 })).toBe('warn');
  });

  it('reads the server clock offset from X-Server-Time', () => {
    const received = Date.parse('2026-11-22T12:00:00.000Z');
    // The TV's clock is 90 s behind the server.
    expect(serverClockOffset('2026-11-22T12:01:30.000Z', received)).toBe(90_000);
    expect(serverClockOffset(null, received)).toBeNull();
    expect(serverClockOffset('garbage', received)).toBeNull();
  });
});

describe('titles', () => {
  it('uses the table, or delivery type + customer type in upper case', () => {
    expect(kitchenOrderTitle({ table_title: 'Table 2', delivery_type: 'dinein', customer_type: 'WALKIN' })).toBe('Table 2');
    expect(kitchenOrderTitle({ table_title: null, delivery_type: 'takeaway', customer_type: 'WALKIN' })).toBe('TAKEAWAY WALKIN');
    expect(kitchenOrderTitle({ table_title: null, delivery_type: 'delivery', customer_type: 'CUSTOMER' })).toBe('DELIVERY CUSTOMER');
    expect(kitchenOrderTitle({ table_title: null, delivery_type: null, customer_type: 'WALKIN' })).toBe('WALKIN');
  });

  it("shows no floor for blank or '-'", () => {
    expect(floorLabel('Ground')).toBe('Ground');
    expect(floorLabel(' - ')).toBeNull();
    expect(floorLabel('')).toBeNull();
    expect(floorLabel(null)).toBeNull();
  });
});

describe('lists', () => {
  it('puts the kitchen orders of every group in one list, oldest first', () => {
    const groups = [
      {
        orders: [
          { id: 3, date: '2026-11-22T12:05:00Z' },
          { id: 1, date: '2026-11-22T12:00:00Z' },
        ],
      },
      {
        orders: [
          { id: 2, date: '2026-11-22T12:02:00Z' },
          { id: 4, date: '2026-11-22T12:05:00Z' },
        ],
      },
    ];
    expect(ordersOldestFirst(groups).map((order) => order.id)).toEqual([1, 2, 3, 4]);
  });

  it('splits the public board into Ready and the rest, each oldest first', () => {
    const orders = [
      { id: 1, token_no: 7, status_kitchen: 'ready', date: '2026-11-22T12:03:00Z' },
      { id: 2, token_no: 3, status_kitchen: 'inprogress', date: '2026-11-22T12:01:00Z' },
      { id: 3, token_no: 5, status_kitchen: 'ready', date: '2026-11-22T12:00:00Z' },
      { id: 4, token_no: 9, status_kitchen: 'notstarted', date: '2026-11-22T12:04:00Z' },
      { id: 5, token_no: 8, status_kitchen: 'almostready', date: '2026-11-22T12:02:00Z' },
    ] as const;
    const { ready, preparing } = splitDisplayOrders(orders);
    expect(ready.map((order) => order.token_no)).toEqual([5, 7]);
    expect(preparing.map((order) => order.token_no)).toEqual([3, 8, 9]);
  });
});
