// The rules shared by the order and kitchen actions. Which placed orders an action may touch
// (409 naming their tokens otherwise), the locked load every action starts with, and the order's stored
// figures: written with shared/domain/bill/bill.ts buildBill when the order is placed and again whenever a line
// is cancelled; read by the presenters, the pay summary and the pay check. The item transition table itself is
// in shared/contract/orders.ts (the stations read it too).
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { basisPoints } from '../../shared/domain/money/basisPoints';
import { type BillAdjustment, type BillTotals, buildBill } from '../../shared/domain/bill/bill';
import { minorUnits } from '../../shared/domain/money/money';
import { serviceChargeFor } from '../../shared/domain/bill/serviceCharge';
import type { OrderLine } from '../../shared/domain/bill/totals';
import { billOfRow, totalsColumnsOf } from '../db/billColumns';
import type { Db } from '../db/client';
import { loadOrderLines, lockOrders, updateOrders } from '../db/repositories/orders.repository';
import type { OrderItemRow, OrderRow } from '../db/schema';
import { conflict, notFound } from '../errors';

/**
 * A stored line as the totals engine reads it: its price and tax snapshot, quantity and status.
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function orderLineOf(
  item: Pick<OrderItemRow, 'unit_price' | 'quantity' | 'tax_rate_bp' | 'tax_type' | 'status'> & { discount_amount?: number },
): OrderLine {
  return {
    unitPrice: minorUnits(item.unit_price),
    quantity: item.quantity,
    taxRateBasisPoints: basisPoints(item.tax_rate_bp ?? 0),
    taxType: item.tax_type,
    status: item.status,
    // The line's discount (its own and its share of the order's) comes off before tax.
    discount: minorUnits(item.discount_amount ?? 0),
  };
}

/**
 * What the customer owes for the order: its stored totals (the menu's prices then, whatever it says now; any
 * order-level figure stored with them), never a sum made again from today's rows.
 */
export function storedTotals(order: Pick<OrderRow, 'sub_total' | 'tax_total' | 'total'> & { service_charge_total?: number }): BillTotals {
  return billOfRow(order);
}

/** The service charge an order keeps: its rate and tax rate, 0 when it has none (or a manager removed it). */
export type KeptServiceCharge = Pick<OrderRow, 'service_charge_tax_bp'> & { service_charge_bp: number };

/**
 * The order-level adjustments an order keeps (its service charge): a void or a discount rebuilds the order's bill with
 * them, so a charge is never recomputed away.
 */
export function adjustmentsOfOrder(order: KeptServiceCharge): BillAdjustment[] {
  if (order.service_charge_bp <= 0) return [];
  return [
    {
      kind: 'serviceCharge',
      rate: basisPoints(order.service_charge_bp),
      taxRate: order.service_charge_tax_bp === null ? null : basisPoints(order.service_charge_tax_bp),
    },
  ];
}

/** The service charge a new order gets from the store's setting (shared/domain/bill/serviceCharge.ts), as the order keeps it. */
export function serviceChargeOf(
  settings: { service_charge_bp: number; service_charge_tax_bp: number | null; service_charge_min_guests: number },
  order: { deliveryType: string | null; guests: number | null },
): KeptServiceCharge {
  const setting = {
    rate: basisPoints(settings.service_charge_bp),
    taxRate: settings.service_charge_tax_bp === null ? null : basisPoints(settings.service_charge_tax_bp),
    minGuests: settings.service_charge_min_guests,
  };
  const [charge] = serviceChargeFor(setting, order);
  return charge
    ? { service_charge_bp: charge.rate, service_charge_tax_bp: charge.taxRate }
    : { service_charge_bp: 0, service_charge_tax_bp: null };
}

/** After lines were cancelled or discounted: each order's bill built again from its lines (inside the caller's transaction). */
export async function storeOrderTotals(trx: Db, orderIds: readonly number[]): Promise<void> {
  const { items } = await loadOrderLines(trx, orderIds);
  const orders = new Map((await lockOrders(trx, orderIds)).map((order) => [order.id, order]));
  for (const orderId of orderIds) {
    const order = orders.get(orderId);
    const kept = order ? adjustmentsOfOrder(order) : [];
    const bill = buildBill(items.filter((item) => item.order_id === orderId).map(orderLineOf), kept);
    await updateOrders(trx, [orderId], totalsColumnsOf(bill));
  }
}

/** Locks the orders (id order) inside the caller's transaction; any unknown id is a 404 and nothing is done. */
export async function lockExistingOrders(trx: Db, orderIds: readonly number[]): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const orders = await lockOrders(trx, ids);
  if (orders.length !== ids.length) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
  return orders;
}

export type OrderAction = 'cancel' | 'complete' | 'pay';

/**
 * All-or-nothing: every order must be open (not completed, not cancelled); cancel and pay also need it
 * unpaid. One 409 names every refused order by token, grouped by reason.
 */
export function assertOrdersAllow(action: OrderAction, orders: readonly OrderRow[]): void {
  const tokensWhere = (test: (order: OrderRow) => boolean) => orders.filter(test).map((order) => order.token_no);
  const cancelled = tokensWhere((order) => order.status === 'cancelled');
  const completed = tokensWhere((order) => order.status === 'completed');
  const paid = action === 'complete' ? [] : tokensWhere((order) => order.status === 'created' && order.payment_status === 'paid');
  const reasons = [
    cancelled.length > 0 ? ORDER_ACTION_MESSAGES.alreadyCancelled(cancelled) : null,
    completed.length > 0 ? ORDER_ACTION_MESSAGES.alreadyCompleted(completed) : null,
    paid.length > 0 && action === 'cancel' ? ORDER_ACTION_MESSAGES.paidCannotBeCancelled(paid) : null,
    paid.length > 0 && action === 'pay' ? ORDER_ACTION_MESSAGES.alreadyPaid(paid) : null,
  ].filter((reason) => reason !== null);
  if (reasons.length > 0) throw conflict(reasons.join(' '));
}
