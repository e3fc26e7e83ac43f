// Move chosen lines of one open order to another open order (another table's, or another guest's order at the same
// table). In one transaction: both orders' tables, then both orders, locked → both open and unpaid, no paid check
// (409), no discount on either whole order (409: it would change the lines' prices) → the lines, and their own
// discounts, move → both bills built again with buildBill (storeOrderTotals: each order keeps its service charge
// rate) → Activity → order_update (the kitchen tickets show the lines under their new order) and floor_update.
// Every line stays on exactly one order; moving every line is moving the order (409 says so).
import type { TransferLinesBody } from '../../shared/contract/floor';
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import { moveLines } from '../db/repositories/floor.repository';
import { loadOrderLines, updateOrders } from '../db/repositories/orders.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { assertOrdersAllow, lockExistingOrders, storeOrderTotals } from '../orders/orderRules';
import { findOrderTables } from '../db/repositories/floor.repository';
import { assertNoOrderDiscount, lockTableStates } from './floorChanges';

export async function transferLines(
  ctx: ServiceContext,
  { transfer, actor }: { transfer: TransferLinesBody; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  if (transfer.fromOrderId === transfer.toOrderId) throw conflict(FLOOR_MESSAGES.sameOrder);
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    const tableIds = (await findOrderTables(trx, [transfer.fromOrderId, transfer.toOrderId])).filter((id) => id !== null);
    await lockTableStates(trx, now, tableIds);
    const orders = await lockExistingOrders(trx, [transfer.fromOrderId, transfer.toOrderId]);
    const from = orders.find((order) => order.id === transfer.fromOrderId);
    const to = orders.find((order) => order.id === transfer.toOrderId);
    if (!from || !to) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    assertOrdersAllow('pay', orders);
    await assertBillOpenForChanges(trx, orders);
    await assertNoOrderDiscount(trx, orders);

    const { items } = await loadOrderLines(trx, [from.id]);
    const chosen = new Set(transfer.itemIds);
    const moving = items.filter((item) => chosen.has(item.id));
    if (moving.length !== chosen.size) throw notFound(FLOOR_MESSAGES.lineNotOnOrder);
    if (moving.length === items.length) throw conflict(FLOOR_MESSAGES.everyLine);

    await moveLines(
      trx,
      moving.map((item) => item.id),
      to.id,
      false,
    );
    const stamp = now.toISOString();
    await updateOrders(trx, [from.id, to.id], { updated_at: stamp });
    await storeOrderTotals(trx, [from.id, to.id]);
    await recordActivity(trx, ctx, {
      action: 'order.lines_moved',
      actor: actorOf(actor),
      subject: { type: 'order', id: from.id },
      summary: `Moved ${moving.map((item) => `${item.quantity} × ${item.item_title}`).join(', ')} from order #${from.token_no} (${from.table_title ?? 'no table'}) to order #${to.token_no} (${to.table_title ?? 'no table'})`,
      details: { fromOrderId: from.id, toOrderId: to.id, itemIds: moving.map((item) => item.id) },
    });
    const touchedTables = [...new Set([from.table_id, to.table_id].filter((id) => id !== null))];
    emit({ type: 'floor.changed', tableIds: touchedTables });
    emit({ type: 'orders.updated', orderIds: [from.id, to.id] });
    return { message: FLOOR_MESSAGES.transferred(moving.length, to.token_no), tableIds: touchedTables };
  });
}
