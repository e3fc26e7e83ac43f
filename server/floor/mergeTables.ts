// Merge two tables into one order: every unpaid order of the table merged (and any other unpaid order of the table
// merged into) gives its lines to the oldest unpaid order of the table merged into, so the kitchen has one ticket and
// the table one bill. In one transaction: both tables, then the orders, locked → open and unpaid, no paid check (409),
// no discount on a whole order (409) → the lines move, each remembering its order; each emptied order is closed
// (cancelled, with no lines and a zero bill) and says which order took its lines → the bills built again with
// buildBill (the order merged into keeps its service charge rate) → Activity → order_update and floor_update.
// The table merged shows the merged order's status until the bill is paid or the tables are taken apart (unmerge).
import type { MergeTablesBody } from '../../shared/contract/floor';
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import { moveLines } from '../db/repositories/floor.repository';
import { loadOrderLines, updateOrders } from '../db/repositories/orders.repository';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { assertOrdersAllow, lockExistingOrders, storeOrderTotals } from '../orders/orderRules';
import { assertNoOrderDiscount, lockTableStates, stateOf } from './floorChanges';
import { isUnpaid } from './floorState';

export async function mergeTables(
  ctx: ServiceContext,
  { merge, actor }: { merge: MergeTablesBody; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    const states = await lockTableStates(trx, now, [merge.intoTableId, merge.fromTableId]);
    const into = stateOf(states, merge.intoTableId);
    const from = stateOf(states, merge.fromTableId);
    if (into.table.id === from.table.id) throw conflict(FLOOR_MESSAGES.sameTable(into.table.table_title));
    const intoIds = into.orders.filter(isUnpaid).map((order) => order.id);
    const fromIds = from.orders.filter(isUnpaid).map((order) => order.id);
    if (fromIds.length === 0) throw conflict(FLOOR_MESSAGES.nothingToMerge(from.table.table_title));
    if (intoIds.length === 0) throw conflict(FLOOR_MESSAGES.nothingToMergeInto(into.table.table_title));

    const orders = await lockExistingOrders(trx, [...intoIds, ...fromIds]);
    assertOrdersAllow('pay', orders);
    await assertBillOpenForChanges(trx, orders);
    await assertNoOrderDiscount(trx, orders);
    const [targetId, ...sourceIds] = [...intoIds, ...fromIds];
    const target = orders.find((order) => order.id === targetId);
    if (!target) throw conflict(FLOOR_MESSAGES.nothingToMergeInto(into.table.table_title));
    const sources = orders.filter((order) => sourceIds.includes(order.id));

    const { items } = await loadOrderLines(trx, sourceIds);
    await moveLines(
      trx,
      items.map((item) => item.id),
      target.id,
      true,
    );
    const stamp = now.toISOString();
    await updateOrders(trx, sourceIds, { status: 'cancelled', merged_into_order_id: target.id, updated_at: stamp });
    await updateOrders(trx, [target.id], { updated_at: stamp });
    await storeOrderTotals(trx, [target.id, ...sourceIds]);
    await recordActivity(trx, ctx, {
      action: 'tables.merged',
      actor: actorOf(actor),
      subject: { type: 'order', id: target.id },
      summary: `Merged ${from.table.table_title} into ${into.table.table_title}: orders ${sources.map((order) => `#${order.token_no}`).join(', ')} into order #${target.token_no} (${items.length} lines)`,
      details: {
        intoTableId: into.table.id,
        fromTableId: from.table.id,
        intoOrderId: target.id,
        orderIds: sourceIds,
        itemIds: items.map((item) => item.id),
      },
    });
    const tableIds = [into.table.id, from.table.id];
    emit({ type: 'floor.changed', tableIds });
    emit({ type: 'orders.updated', orderIds: [target.id, ...sourceIds] });
    return { message: FLOOR_MESSAGES.merged(from.table.table_title, into.table.table_title), tableIds };
  });
}
