// Spec 7 POST /orders/complete: completes open orders, paid or not, and their items still in
// the kitchen (created or preparing → completed; delivered and cancelled lines stay). All or nothing.
import { OPEN_ITEM_STATUSES, ORDER_ACTION_MESSAGES, type OrderActionResponse } from '../../shared/contract/orders';
import { setOrderItemsStatus, updateOrders } from '../db/repositories/orders.repository';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { assertOrdersAllow, lockExistingOrders } from './orderRules';

export function completeOrders(ctx: ServiceContext, { orderIds }: { orderIds: readonly number[] }): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const orders = await lockExistingOrders(trx, orderIds);
    assertOrdersAllow('complete', orders);
    // A table being paid by a split bill completes with its last check (its paid checks would be
    // stranded otherwise); a split only planned is dropped.
    await assertBillOpenForChanges(trx, orders);
    const ids = orders.map((order) => order.id);
    const now = isoNow(ctx);
    await setOrderItemsStatus(trx, ids, OPEN_ITEM_STATUSES, 'completed', now);
    await updateOrders(trx, ids, { status: 'completed', updated_at: now });
    emit({ type: 'orders.updated', orderIds: ids });
    return { message: ORDER_ACTION_MESSAGES.ordersCompleted(ids.length), orderIds: ids };
  });
}
