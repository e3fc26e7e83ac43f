// Issue 5: the rules shared by the order and kitchen actions. Which placed orders an action may touch
// (409 naming their tokens otherwise), the locked load every action starts with, and the totals of
// stored lines. The item transition table itself is in shared/contract/orders.ts (the stations read it too).
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import type { MinorUnits } from '../../shared/domain/money';
import type { Db } from '../db/client';
import { lockOrders } from '../db/repositories/orders.repository';
import type { OrderItemRow, OrderRow } from '../db/schema';
import { conflict, notFound } from '../errors';

export interface LineSums {
  net: MinorUnits;
  tax: MinorUnits;
  payable: MinorUnits;
}

/**
 * Sums of the lines' stored net, tax and payable amounts (computed with shared/domain/totals.ts when
 * the order was placed): what the customer owes is what was ordered then, whatever the menu says now.
 * Cancelled lines are not charged.
 */
export function sumLines(items: readonly Pick<OrderItemRow, 'status' | 'net_amount' | 'tax_amount' | 'payable_amount'>[]): LineSums {
  const sums: LineSums = { net: 0, tax: 0, payable: 0 };
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    sums.net += item.net_amount;
    sums.tax += item.tax_amount;
    sums.payable += item.payable_amount;
  }
  return sums;
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
