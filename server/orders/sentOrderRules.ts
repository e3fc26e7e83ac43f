// What every change to a sent order's lines checks first, with the order locked: the order is open and unpaid
// (409 naming it by token), and the line named is one of its lines (404).
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { ROUND_MESSAGES } from '../../shared/domain/orderRounds';
import type { Db } from '../db/client';
import { findOrderItemRow } from '../db/repositories/orders.repository';
import type { OrderItemRow, OrderRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { lockExistingOrders } from './orderRules';

/** Locks the order; refuses a completed, cancelled or paid one, and one whose split bill has a paid check. */
export async function lockChangeableOrder(trx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await lockExistingOrders(trx, [orderId]);
  if (!order) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
  if (order.status !== 'created') throw conflict(ORDER_ACTION_MESSAGES.closedOrderItems(order.token_no, order.status));
  if (order.payment_status === 'paid') throw conflict(ROUND_MESSAGES.orderPaid(order.token_no));
  // A paid check must keep adding up to what the table owed; an unpaid split is only a plan and is dropped.
  await assertBillOpenForChanges(trx, [order]);
  return order;
}

/** The order's line `itemId` as it now stands (after the order's lock); a voided one is refused. */
export async function findLiveLine(trx: Db, order: Pick<OrderRow, 'id'>, itemId: number): Promise<OrderItemRow> {
  const item = await findOrderItemRow(trx, itemId);
  if (!item || item.order_id !== order.id) throw notFound(ORDER_ACTION_MESSAGES.orderItemNotFound);
  if (item.status === 'cancelled') throw conflict(ROUND_MESSAGES.lineVoidedAlready(item.item_title));
  return item;
}
