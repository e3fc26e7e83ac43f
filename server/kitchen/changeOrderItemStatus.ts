// Spec 7 POST /orders/update-status/{id} and POST /kitchen/{id}: one order item's status.
// Rules (docs/decisions.md): the current status again is a no-op success; otherwise the order must be
// open, the move allowed by ORDER_ITEM_TRANSITIONS, and a paid order's items cannot be cancelled. 409 with
// the reason otherwise. After commit, order_update goes to every station showing the order.
import { ORDER_ACTION_MESSAGES, type OrderActionResponse, type OrderItemStatus, canChangeItemStatus } from '../../shared/contract/orders';
import { findOrderItemRow, lockOrders, setOrderItemStatus, updateOrders } from '../db/repositories/orders.repository';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import type { ActingUser } from '../activity/recordActivity';
import { voidOrderLine } from '../orders/voidOrderLine';

export interface ChangeOrderItemStatusInput {
  itemId: number;
  status: OrderItemStatus;
  /** With status cancelled (a void), why; optional as the spec sends none. */
  reason?: string | null;
  actor: ActingUser;
}

export function changeOrderItemStatus(
  ctx: ServiceContext,
  { itemId, status, reason = null, actor }: ChangeOrderItemStatusInput,
): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const unlocked = await findOrderItemRow(trx, itemId);
    if (!unlocked) throw notFound(ORDER_ACTION_MESSAGES.orderItemNotFound);
    // Lock the order first (every order action does), then read the item as it now stands.
    const [order] = await lockOrders(trx, [unlocked.order_id]);
    const item = order ? await findOrderItemRow(trx, itemId) : undefined;
    if (!order || !item) throw notFound(ORDER_ACTION_MESSAGES.orderItemNotFound);

    const answer: OrderActionResponse = { message: ORDER_ACTION_MESSAGES.itemStatusUpdated, orderIds: [order.id] };
    if (item.status === status) return answer;
    if (order.status !== 'created') throw conflict(ORDER_ACTION_MESSAGES.closedOrderItems(order.token_no, order.status));
    if (!canChangeItemStatus(item.status, status)) {
      throw conflict(ORDER_ACTION_MESSAGES.itemTransitionRefused(item.item_title, item.status, status));
    }
    if (status === 'cancelled' && order.payment_status === 'paid')
      throw conflict(ORDER_ACTION_MESSAGES.paidOrderItemCancel(order.token_no));
    // A void changes what the order costs: not while a split bill of it is being paid.
    if (status === 'cancelled') await assertBillOpenForChanges(trx, [order]);

    const now = isoNow(ctx);
    // A cancelled line is a void: no longer charged, so the order's stored totals (what Pay & Complete charges) follow.
    let isPrinting = false;
    if (status === 'cancelled') isPrinting = await voidOrderLine(trx, ctx, { order, item, reason, actor, now });
    else await setOrderItemStatus(trx, item.id, status, now);
    await updateOrders(trx, [order.id], { updated_at: now });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    if (isPrinting) emit({ type: 'printers.queued' });
    return answer;
  });
}
