// Spec 7 POST /orders/cancel (issue 5): cancels open, unpaid orders and their items still in the kitchen
// (created or preparing; completed and delivered lines keep their status as a record). All or nothing:
// one unknown id is a 404, one refused order a 409 naming it, and then nothing changes.
import { OPEN_ITEM_STATUSES, ORDER_ACTION_MESSAGES, type OrderActionResponse } from '../../shared/contract/orders';
import { setOrderItemsStatus, updateOrders } from '../db/repositories/orders.repository';
import { type ServiceContext, inTransaction, isoNow } from './context';
import { assertOrdersAllow, lockExistingOrders } from './orderRules';

export function cancelOrders(ctx: ServiceContext, { orderIds }: { orderIds: readonly number[] }): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const orders = await lockExistingOrders(trx, orderIds);
    assertOrdersAllow('cancel', orders);
    const ids = orders.map((order) => order.id);
    const now = isoNow(ctx);
    await setOrderItemsStatus(trx, ids, OPEN_ITEM_STATUSES, 'cancelled', now);
    await updateOrders(trx, ids, { status: 'cancelled', updated_at: now });
    emit({ type: 'orders.updated', orderIds: ids });
    return { message: ORDER_ACTION_MESSAGES.ordersCancelled(ids.length), orderIds: ids };
  });
}
