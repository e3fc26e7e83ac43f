import { describe, expect, it } from 'vitest';
import { canChangeItemStatus } from '../../shared/contract/orders';
import { ORDER_ITEM_STATUSES } from '../../shared/domain/orders';
import type { OrderRow } from '../db/schema';
import { AppError } from '../errors';
import { buildBill } from '../../shared/domain/bill/bill';
import { assertOrdersAllow, orderLineOf, storedTotals } from './orderRules';

const order = (overrides: Partial<OrderRow>): OrderRow => ({
  id: 1,
  token_no: 1,
  business_date: '2026-11-22',
  delivery_type: null,
  customer_type: 'WALKIN',
  customer_id: null,
  customer_name: null,
  table_id: null,
  table_title: null,
  floor: null,
  status: 'created',
  payment_status: 'unpaid',
  status_kitchen: 'notstarted',
  sub_total: 0,
  tax_total: 0,
  total: 0,
  service_charge_total: 0,
  service_charge_bp: 0,
  service_charge_tax_bp: null,
  guests: null,
  merged_into_order_id: null,
  created_by: null,
  created_by_name: 'x',
  invoice_id: null,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/** A stored line of one unit at `net`, with 5% exclusive tax when `tax` is set (net 1000 → tax 50). */
const line = (status: 'created' | 'cancelled' | 'delivered', net: number, tax: number) => ({
  status,
  unit_price: net,
  quantity: 1,
  tax_rate_bp: tax === 0 ? null : 500,
  tax_type: tax === 0 ? null : ('exclusive' as const),
});

function refusal(work: () => void): { status: number; message: string } | null {
  try {
    work();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

describe('stored lines through buildBill', () => {
  it('adds the net, tax and payable amounts of every stored line but the cancelled ones', () => {
    const sum = (lines: ReturnType<typeof line>[]) => buildBill(lines.map(orderLineOf));
    expect(sum([line('created', 1000, 50), line('cancelled', 700, 35), line('delivered', 250, 0)])).toMatchObject({
      itemsTotal: 1250,
      taxTotal: 50,
      payableTotal: 1300,
    });
    expect(sum([])).toMatchObject({ itemsTotal: 0, taxTotal: 0, payableTotal: 0 });
  });

  it("reads an order's stored totals, not its lines", () => {
    expect(storedTotals(order({ sub_total: 1000, tax_total: 50, total: 900 }))).toMatchObject({
      itemsTotal: 1000,
      taxTotal: 50,
      payableTotal: 900,
    });
  });
});

describe('assertOrdersAllow', () => {
  const open = order({ id: 1, token_no: 11 });
  const paid = order({ id: 2, token_no: 12, payment_status: 'paid' });
  const cancelled = order({ id: 3, token_no: 13, status: 'cancelled' });
  const completed = order({ id: 4, token_no: 14, status: 'completed', payment_status: 'paid' });
  const completed2 = order({ id: 5, token_no: 15, status: 'completed' });

  it('lets open orders through; paid ones only for complete', () => {
    expect(refusal(() => assertOrdersAllow('cancel', [open]))).toBeNull();
    expect(refusal(() => assertOrdersAllow('complete', [open, paid]))).toBeNull();
    expect(refusal(() => assertOrdersAllow('pay', [open]))).toBeNull();
  });

  it('names every refused order by token, grouped by reason, in one 409', () => {
    expect(refusal(() => assertOrdersAllow('cancel', [open, paid]))).toEqual({
      status: 409,
      message: 'Order #12 is already paid and cannot be cancelled!',
    });
    expect(refusal(() => assertOrdersAllow('pay', [paid, cancelled, completed, completed2]))).toEqual({
      status: 409,
      message: 'Order #13 is already cancelled! Orders #14, #15 are already completed! Order #12 is already paid!',
    });
    expect(refusal(() => assertOrdersAllow('complete', [completed, open]))).toEqual({
      status: 409,
      message: 'Order #14 is already completed!',
    });
  });
});

describe('canChangeItemStatus', () => {
  it('goes forward only, keeps delivered and cancelled final, and always accepts the current status', () => {
    const allowed = ORDER_ITEM_STATUSES.flatMap((from) =>
      ORDER_ITEM_STATUSES.filter((to) => from !== to && canChangeItemStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'created→preparing',
      'created→completed',
      'created→delivered',
      'created→cancelled',
      'preparing→completed',
      'preparing→delivered',
      'preparing→cancelled',
      'completed→delivered',
    ]);
    expect(ORDER_ITEM_STATUSES.every((status) => canChangeItemStatus(status, status))).toBe(true);
  });
});
