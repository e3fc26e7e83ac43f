// Spec 7 POST /kitchen/{id}/kitchen-status: any kitchen status, in any order (spec 4), while
// the order is open; the current value again is a no-op success.
import { type KitchenStatus, ORDER_ACTION_MESSAGES, type OrderActionResponse } from '../../shared/contract/orders';
import { updateOrders } from '../db/repositories/orders.repository';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { lockExistingOrders } from '../orders/orderRules';

export interface ChangeKitchenStatusInput {
  orderId: number;
  status: KitchenStatus;
}

export function changeKitchenStatus(ctx: ServiceContext, { orderId, status }: ChangeKitchenStatusInput): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [orderId]);
    if (!order) throw new Error('lockExistingOrders returned no order');
    const answer: OrderActionResponse = { message: ORDER_ACTION_MESSAGES.kitchenStatusUpdated, orderIds: [order.id] };
    if (order.status_kitchen === status) return answer;
    if (order.status !== 'created') throw conflict(ORDER_ACTION_MESSAGES.closedOrderKitchenStatus(order.token_no, order.status));
    await updateOrders(trx, [order.id], { status_kitchen: status, updated_at: isoNow(ctx) });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return answer;
  });
}
