import { describe, expect, it } from 'vitest';
import type { OrderGroupView, OrderView } from '../../../shared/domain/orderViews';
import { findOrders, FIND_EVERYTHING } from './findOrders';

const order = (id: number, tokenNo: number, customerName: string | null = null) =>
  ({ id, token_no: tokenNo, customer_name: customerName }) as OrderView;
const group = (tableId: number | null, title: string, orders: OrderView[]) =>
  ({ table_id: tableId, table_title: title, floor: null, orders }) as OrderGroupView;

const groups = [
  group(6, 'Table 6', [order(1, 12), order(2, 13, 'Ana Silva')]),
  group(16, 'Table 16', [order(3, 6)]),
  group(26, 'Table 26', [order(6, 26)]),
  group(null, 'Dine Out / Delivery', [order(4, 14, 'Bob Stone'), order(5, 15)]),
];
const ids = (found: OrderGroupView[]) => found.flatMap((one) => one.orders.map((kept) => kept.id));

describe('findOrders', () => {
  it('keeps everything without a query or a chip', () => {
    expect(ids(findOrders(groups, FIND_EVERYTHING))).toEqual([1, 2, 3, 6, 4, 5]);
  });

  it('finds a table by its title or its number, the whole group', () => {
    expect(ids(findOrders(groups, { query: 'table 6', groupKey: null }))).toEqual([1, 2]);
    expect(ids(findOrders(groups, { query: 'Table 16', groupKey: null }))).toEqual([3]);
  });

  it('finds by token, with or without #, and by table number in the same search', () => {
    // '6' is Table 6 and token 6 (at Table 16).
    expect(ids(findOrders(groups, { query: '6', groupKey: null }))).toEqual([1, 2, 3]);
    expect(ids(findOrders(groups, { query: '#14', groupKey: null }))).toEqual([4]);
    // With '#' it is a token only: token 6, not Table 6.
    expect(ids(findOrders(groups, { query: '#6', groupKey: null }))).toEqual([3]);
  });

  it('finds by customer name, any case', () => {
    expect(ids(findOrders(groups, { query: 'silva', groupKey: null }))).toEqual([2]);
    expect(ids(findOrders(groups, { query: 'BOB', groupKey: null }))).toEqual([4]);
  });

  it('shows one group for a chip, and searches within it', () => {
    expect(ids(findOrders(groups, { query: '', groupKey: 'dine-out' }))).toEqual([4, 5]);
    expect(ids(findOrders(groups, { query: '15', groupKey: 'dine-out' }))).toEqual([5]);
    expect(ids(findOrders(groups, { query: 'ana', groupKey: 16 }))).toEqual([]);
  });
});
