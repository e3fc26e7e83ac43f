// What a table on the live floor says, line by line: what a server reads at a glance, and what the button's
// accessible name is made of.
import { describe, expect, it } from 'vitest';
import type { FloorTableView } from '../../../shared/api/floor';
import { minorUnits } from '../../../shared/domain/money/money';
import { tableText } from './tableFace';

const NOW = Date.parse('2026-11-27T20:30:00Z');

function table(overrides: Partial<FloorTableView> = {}): FloorTableView {
  return {
    id: 7,
    title: 'Window',
    floor: 'Main',
    seats: 4,
    areaId: null,
    x: null,
    y: null,
    shape: 'square',
    status: 'free',
    guests: null,
    seatedAt: null,
    lastOrderAt: null,
    serverId: null,
    serverName: null,
    joinedToTableId: null,
    total: minorUnits(0),
    orders: [],
    ...overrides,
  };
}

const context = { now: NOW, symbol: '$', titles: new Map([[3, 'Bar 1']]) };

describe('tableText', () => {
  it('a free table: its name, the word and its seats', () => {
    expect(tableText(table(), context)).toBe('Window\nFree\n4 seats');
  });

  it('a table with an order: the running total, guests of seats, minutes since seated and since the last order, its server', () => {
    const text = tableText(
      table({
        status: 'ordered',
        guests: 3,
        seatedAt: '2026-11-27T20:05:30Z',
        lastOrderAt: '2026-11-27T20:21:00Z',
        serverName: 'Casey Cashier',
        total: minorUnits(2450),
        orders: [{ id: 1, tokenNo: 12, total: minorUnits(2450), isPaid: false, lines: [] }],
      }),
      context,
    );
    expect(text.split('\n')).toEqual(['Window', 'Ordered', '$24.50', '3/4 guests', '24 min seated', '9 min since order', 'Casey Cashier']);
  });

  it('a table merged into another says which (its bill is on that table)', () => {
    expect(tableText(table({ status: 'seated', guests: 2, joinedToTableId: 3 }), context)).toBe('Window\nSeated\nWith Bar 1\n2/4 guests');
  });
});
