// POST /kitchen/orders/{id}/bump: a ticket leaves one kitchen screen with one tap or one key. The
// screen's open lines (created or preparing) become completed; at expo (station "expo", read as null) that is every line, and the
// kitchen status becomes Ready (what was there is kept for a recall). Bumping again is a no-op success. One
// transaction with the order locked; after commit, order_update to every station (docs/decisions.md).
import { type OrderActionResponse } from '../../shared/contract/orders';
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import { updateOrders } from '../db/repositories/orders.repository';
import {
  EXPO_STATION_ID,
  completeOpenLines,
  findBump,
  insertBump,
  loadRoutedLines,
  setOrderKitchenStatus,
} from '../db/repositories/kitchen.repository';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { findScreenStation } from './findScreenStation';
import { isStationLine } from './kitchenBoard';
import { isHeldLine } from '../../shared/domain/tableService';
import { lockExistingOrders } from '../orders/orderRules';

export interface BumpTicketInput {
  orderId: number;
  /** The screen's station slug; null for the expo view. */
  station: string | null;
  userId: number;
}

export function bumpTicket(ctx: ServiceContext, input: BumpTicketInput): Promise<OrderActionResponse> {
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [input.orderId]);
    if (!order) throw new Error('lockExistingOrders returned no order');
    const station = await findScreenStation(trx, input.station);
    const stationId = station?.id ?? EXPO_STATION_ID;
    const answer: OrderActionResponse = { message: KITCHEN_MESSAGES.bumped(order.token_no), orderIds: [order.id] };
    if (order.status !== 'created') throw conflict(KITCHEN_MESSAGES.closedOrderBump(order.token_no, order.status));
    if (await findBump(trx, order.id, stationId)) return answer;

    // A held course stays held: the bump completes what the kitchen was given.
    const own = (await loadRoutedLines(trx, order.id)).filter((line) => isStationLine(line, station) && !isHeldLine(line));
    if (station && own.length === 0) throw conflict(KITCHEN_MESSAGES.nothingForStation(order.token_no, station.name));
    const now = isoNow(ctx);
    await completeOpenLines(
      trx,
      own.map((line) => line.id),
      now,
    );
    const isExpo = station === null;
    if (isExpo && order.status_kitchen !== 'ready') await setOrderKitchenStatus(trx, order.id, 'ready', now);
    else await updateOrders(trx, [order.id], { updated_at: now });
    await insertBump(trx, {
      order_id: order.id,
      station_id: stationId,
      bumped_at: now,
      bumped_by: input.userId,
      previous_status_kitchen: isExpo ? order.status_kitchen : null,
    });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return answer;
  });
}
