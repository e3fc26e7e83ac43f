// Clear a table once its guests left: free again. Refused (409) while it has unpaid orders, so a table is never
// freed under a bill. Orders paid before the clearing no longer hold it.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import { saveFloorTable } from '../db/repositories/floor.repository';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { lockTableState } from './floorChanges';
import { isUnpaid } from './floorState';

export async function clearTable(
  ctx: ServiceContext,
  { tableId, actor }: { tableId: number; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now().toISOString();
    const state = await lockTableState(trx, ctx.now(), tableId);
    if (state.orders.some(isUnpaid)) throw conflict(FLOOR_MESSAGES.tableHasOrders(state.table.table_title));
    await saveFloorTable(trx, tableId, {
      seated_at: null,
      guests: null,
      server_id: null,
      server_name: null,
      cleared_at: now,
      updated_at: now,
    });
    await recordActivity(trx, ctx, {
      action: 'table.cleared',
      actor: actorOf(actor),
      subject: { type: 'table', id: tableId },
      summary: `Cleared ${state.table.table_title} (was ${state.status})`,
      details: { tableId, status: state.status, orderIds: state.orders.map((order) => order.id) },
    });
    emit({ type: 'floor.changed', tableIds: [tableId] });
    return { message: FLOOR_MESSAGES.cleared, tableIds: [tableId] };
  });
}
