// Move an open order to another table: the order's table (and its title and floor, which the Orders screen, the
// kitchen and the board read) change in one transaction, so its one kitchen ticket shows the new table; nothing is
// copied, so no ticket is duplicated. The till says which table it saw the order on: when another till moved it
// first, the second move is a 409 naming where it went. A paid check of a split bill holds the order (409,
// assertBillOpenForChanges). When the order was the table's last unpaid one, the party moves with it: the old table's
// seating (guests, server, since when) goes to the new one, and the old table is free.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { MoveOrderBody } from '../../shared/contract/floor';
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { saveFloorTable } from '../db/repositories/floor.repository';
import { updateOrders } from '../db/repositories/orders.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { assertOrdersAllow, lockExistingOrders } from '../orders/orderRules';
import { lockTableStates, stateOf } from './floorChanges';
import { isUnpaid } from './floorState';

export async function moveOrder(
  ctx: ServiceContext,
  { orderId, move, actor }: { orderId: number; move: MoveOrderBody; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    // Tables first, then the order (floorChanges.ts): a merge touching the same tables waits instead of deadlocking.
    const states = await lockTableStates(trx, now, [move.fromTableId, move.toTableId]);
    const [order] = await lockExistingOrders(trx, [orderId]);
    if (!order) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    if (order.table_id !== move.fromTableId) throw conflict(FLOOR_MESSAGES.movedMeanwhile(order.token_no, order.table_title));
    assertOrdersAllow('pay', [order]);
    const from = stateOf(states, move.fromTableId);
    const to = stateOf(states, move.toTableId);
    if (move.fromTableId === move.toTableId) throw conflict(FLOOR_MESSAGES.sameTable(to.table.table_title));
    await assertBillOpenForChanges(trx, [order]);

    const stamp = now.toISOString();
    await updateOrders(trx, [order.id], {
      table_id: to.table.id,
      table_title: to.table.table_title,
      floor: to.table.floor,
      updated_at: stamp,
    });
    const isPartyMoving = !from.orders.some((other) => other.id !== order.id && isUnpaid(other));
    if (isPartyMoving) {
      if (to.status === 'free' && from.table.seated_at !== null) {
        await saveFloorTable(trx, to.table.id, {
          seated_at: from.table.seated_at,
          guests: from.table.guests,
          server_id: from.table.server_id,
          server_name: from.table.server_name,
          updated_at: stamp,
        });
      }
      await saveFloorTable(trx, from.table.id, {
        seated_at: null,
        guests: null,
        server_id: null,
        server_name: null,
        cleared_at: stamp,
        updated_at: stamp,
      });
    }
    await recordActivity(trx, ctx, {
      action: 'order.moved',
      actor: actorOf(actor),
      subject: { type: 'order', id: order.id },
      summary: `Moved order #${order.token_no} from ${from.table.table_title} to ${to.table.table_title}`,
      details: { orderId: order.id, fromTableId: from.table.id, toTableId: to.table.id },
    });
    const tableIds = [from.table.id, to.table.id];
    emit({ type: 'floor.changed', tableIds });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return { message: FLOOR_MESSAGES.moved(order.token_no, to.table.table_title), tableIds };
  });
}
