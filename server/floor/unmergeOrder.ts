// Take merged tables apart: every line merged into this order goes back to the order it came from, with its own
// discount; those orders are open again on their own tables; every bill is built again with buildBill. Refused (409)
// once a check of the merged bill is paid, or the order is paid: what was paid stays as it was paid.
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import { findOrderTables, linesMergedInto, returnMergedLines } from '../db/repositories/floor.repository';
import { updateOrders } from '../db/repositories/orders.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { assertOrdersAllow, lockExistingOrders, storeOrderTotals } from '../orders/orderRules';
import { lockTableStates } from './floorChanges';

export async function unmergeOrder(
  ctx: ServiceContext,
  { orderId, actor }: { orderId: number; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    const merged = await linesMergedInto(trx, orderId);
    const sourceIds = [...new Set(merged.map((line) => line.merged_from_order_id).filter((id) => id !== null))];
    const tableIds = [...new Set((await findOrderTables(trx, [orderId, ...sourceIds])).filter((id) => id !== null))];
    await lockTableStates(trx, now, tableIds);
    const orders = await lockExistingOrders(trx, [orderId, ...sourceIds]);
    const target = orders.find((order) => order.id === orderId);
    if (!target) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    assertOrdersAllow('pay', [target]);
    if (merged.length === 0) throw conflict(FLOOR_MESSAGES.notMerged);
    await assertBillOpenForChanges(trx, [target]);

    const stamp = now.toISOString();
    for (const sourceId of sourceIds) {
      await returnMergedLines(
        trx,
        merged.filter((line) => line.merged_from_order_id === sourceId).map((line) => line.id),
        sourceId,
      );
    }
    await updateOrders(trx, sourceIds, { status: 'created', merged_into_order_id: null, updated_at: stamp });
    await updateOrders(trx, [target.id], { updated_at: stamp });
    await storeOrderTotals(trx, [target.id, ...sourceIds]);
    const sources = orders.filter((order) => sourceIds.includes(order.id));
    await recordActivity(trx, ctx, {
      action: 'tables.unmerged',
      actor: actorOf(actor),
      subject: { type: 'order', id: target.id },
      summary: `Took order #${target.token_no} apart: ${merged.length} lines back to ${sources.map((order) => `#${order.token_no} (${order.table_title ?? 'no table'})`).join(', ')}`,
      details: { orderId: target.id, orderIds: sourceIds, itemIds: merged.map((line) => line.id) },
    });
    emit({ type: 'floor.changed', tableIds });
    emit({ type: 'orders.updated', orderIds: [target.id, ...sourceIds] });
    return { message: FLOOR_MESSAGES.unmerged, tableIds };
  });
}
