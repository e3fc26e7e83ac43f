// POST /kitchen/orders/{id}/recall: a ticket bumped off a screen in the last 30 minutes (server clock)
// comes back on it; bumping it again undoes the recall. Its lines stay completed (the food was made; an item never
// goes back, docs/decisions.md); an expo recall puts back the kitchen status its bump replaced with Ready, unless
// someone changed it since. A station's recall of a ticket expo has sent out brings it back on expo as well (an
// expo bump hides the ticket from every station, so otherwise nothing would come back). A ticket not bumped there
// is a no-op success. After commit, order_update everywhere.
import { type OrderActionResponse } from '../../shared/contract/orders';
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import { KITCHEN_RECALL_WINDOW_MINUTES } from '../../shared/domain/kitchen';
import { EXPO_STATION_ID, deleteBump, findBump, setOrderKitchenStatus } from '../db/repositories/kitchen.repository';
import { updateOrders } from '../db/repositories/orders.repository';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { findScreenStation } from './findScreenStation';
import { lockExistingOrders } from '../orders/orderRules';

export interface RecallTicketInput {
  orderId: number;
  /** The screen's station slug; null for the expo view. */
  station: string | null;
}

export function recallTicket(ctx: ServiceContext, input: RecallTicketInput): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [input.orderId]);
    if (!order) throw new Error('lockExistingOrders returned no order');
    const station = await findScreenStation(trx, input.station);
    const stationId = station?.id ?? EXPO_STATION_ID;
    const answer: OrderActionResponse = { message: KITCHEN_MESSAGES.recalled(order.token_no), orderIds: [order.id] };
    if (order.status !== 'created') throw conflict(KITCHEN_MESSAGES.closedOrderRecall(order.token_no, order.status));
    const bump = await findBump(trx, order.id, stationId);
    if (!bump) return answer;
    const now = ctx.now();
    if (Date.parse(bump.bumped_at) < now.getTime() - KITCHEN_RECALL_WINDOW_MINUTES * 60_000) {
      throw conflict(KITCHEN_MESSAGES.recallTooLate(order.token_no));
    }
    await deleteBump(trx, order.id, stationId);
    const expoBump = stationId === EXPO_STATION_ID ? bump : await findBump(trx, order.id, EXPO_STATION_ID);
    if (expoBump && expoBump !== bump) await deleteBump(trx, order.id, EXPO_STATION_ID);
    const restored = expoBump?.previous_status_kitchen;
    if (restored && order.status_kitchen === 'ready' && restored !== 'ready')
      await setOrderKitchenStatus(trx, order.id, restored, isoNow(ctx));
    else await updateOrders(trx, [order.id], { updated_at: isoNow(ctx) });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return answer;
  });
}
