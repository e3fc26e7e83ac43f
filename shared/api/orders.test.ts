// Answers with money are decoded once, here, into minor units; an unreadable amount fails loudly.
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../contract/orders';
import { UnreadableAmountError } from '../domain/money/money';
import { ordersTotals } from '../domain/receipt/ordersReceipt';
import { decodeOrder, decodeTotals } from './orders';

const wireOrder = (overrides: Partial<OrderDto> = {}): OrderDto => ({
  id: 41,
  date: '2026-11-22T12:00:00.000Z',
  delivery_type: 'dinein',
  customer_type: 'WALKIN',
  customer_id: null,
  customer_name: null,
  table_id: 2,
  table_title: 'Table 2',
  floor: 'Ground',
  status: 'created',
  payment_status: 'unpaid',
  token_no: 7,
  status_kitchen: 'notstarted',
  created_by: 3,
  created_by_name: 'Casey Cashier',
  sub_total: 10.48,
  tax_total: 0.52,
  total: 11,
  service_charge_total: 0,
  items: [
    {
      id: 1,
      order_id: 41,
      item_id: 5,
      item_title: 'Margherita Pizza',
      variant_id: 2,
      variant_title: 'Large',
      variant_price: 9.5,
      price: 10.48,
      quantity: 1,
      status: 'created',
      date: '2026-11-22T12:00:00.000Z',
      addons: [],
      modifiers: [],
      notes: null,
      seat: null,
      course: null,
      course_fired_at: null,
    },
  ],
  ...overrides,
});

describe('decoding answers with money', () => {
  it('reads the stored totals as minor units without float error', () => {
    expect(decodeTotals(22.38, 1.12, 23.5)).toEqual({ itemsTotal: 2238, taxTotal: 112, payableTotal: 2350, serviceChargeTotal: 0 });
    expect(decodeTotals(0.29, 0, 0.29, 0.03)).toEqual({ itemsTotal: 29, taxTotal: 0, payableTotal: 29, serviceChargeTotal: 3 });
  });

  it("decodes an order's totals and line prices, and the orders add up in minor units (no float drift)", () => {
    const order = decodeOrder(wireOrder());
    expect(order.totals).toEqual({ itemsTotal: 1048, taxTotal: 52, payableTotal: 1100, serviceChargeTotal: 0 });
    expect(order.items[0]).toMatchObject({ price: 1048, variant_price: 950, item_title: 'Margherita Pizza' });
    expect(order).not.toHaveProperty('sub_total');
    const drifting = [wireOrder({ sub_total: 0.1, tax_total: 0.2, total: 0.3 }), wireOrder({ sub_total: 0.2, tax_total: 0.1, total: 0.3 })];
    expect(ordersTotals(drifting.map(decodeOrder))).toMatchObject({ itemsTotal: 30, taxTotal: 30, payableTotal: 60 });
  });

  it('refuses an order whose amount it cannot read, instead of showing 0', () => {
    expect(() => decodeOrder(wireOrder({ total: Number.NaN }))).toThrow(UnreadableAmountError);
    expect(() => decodeTotals(1.005, 0, 1)).toThrow(UnreadableAmountError);
  });
});
