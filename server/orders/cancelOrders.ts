// Spec 7 POST /orders/cancel: cancels open, unpaid orders and their items still in the kitchen
// (created or preparing; completed and delivered lines keep their status as a record). All or nothing:
// one unknown id is a 404, one refused order a 409 naming it, and then nothing changes. A cancel is a
// void: the optional reason is kept on the lines it cancels, and each order voided is an audit-trail entry (same transaction).
import { OPEN_ITEM_STATUSES, ORDER_ACTION_MESSAGES, type OrderActionResponse } from '../../shared/contract/orders';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import { setVoidReasonOfOpenItems } from '../db/repositories/billing.repository';
import { setOrderItemsStatus, updateOrders } from '../db/repositories/orders.repository';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { assertOrdersAllow, lockExistingOrders, storeOrderTotals } from './orderRules';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { queueKitchenTickets } from '../printers/queueKitchenTickets';

export interface CancelOrdersInput {
  orderIds: readonly number[];
  /** Why (optional, as the spec's cancel sends none). */
  reason?: string | null;
  actor: ActingUser;
}

export function cancelOrders(ctx: ServiceContext, { orderIds, reason = null, actor }: CancelOrdersInput): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const orders = await lockExistingOrders(trx, orderIds);
    assertOrdersAllow('cancel', orders);
    await assertBillOpenForChanges(trx, orders);
    const ids = orders.map((order) => order.id);
    const now = isoNow(ctx);
    // The lines this void cancels keep its reason (lines cancelled earlier keep theirs).
    if (reason !== null) await setVoidReasonOfOpenItems(trx, ids, reason);
    // Each order's VOID ticket lists the lines this cancel takes out of the kitchen (read before they change).
    let queued = 0;
    for (const id of ids) {
      queued += await queueKitchenTickets(trx, {
        orderId: id,
        change: 'void',
        jobKey: `order:${id}:void`,
        pick: (line) => (OPEN_ITEM_STATUSES as readonly string[]).includes(line.status),
        at: now,
      });
    }
    await setOrderItemsStatus(trx, ids, OPEN_ITEM_STATUSES, 'cancelled', now);
    // The cancelled lines leave the orders' totals (completed and delivered ones stay charged).
    await storeOrderTotals(trx, ids);
    await updateOrders(trx, ids, { status: 'cancelled', updated_at: now });
    for (const order of orders) {
      await recordActivity(trx, ctx, {
        action: 'order.voided',
        actor: actorOf(actor),
        subject: { type: 'order', id: order.id },
        summary: `Voided order #${order.id} (token ${order.token_no}, ${formatAmount(minorUnits(order.total))})${reason ? `: ${reason}` : ''}`,
        details: { reason, total: order.total, tokenNo: order.token_no },
      });
    }
    emit({ type: 'orders.updated', orderIds: ids });
    if (queued > 0) emit({ type: 'printers.queued' });
    return { message: ORDER_ACTION_MESSAGES.ordersCancelled(ids.length), orderIds: ids };
  });
}
