// Seat guests at a free table (tap a free table → guests on the POS floor view). The one who seats them becomes the
// table's server ("My tables"). One transaction: lock the table → free (409 otherwise: another till seated it first)
// → its visit starts → audit trail → floor_update after commit.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { SeatTableBody } from '../../shared/contract/floor';
import { saveFloorTable } from '../db/repositories/floor.repository';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { lockTableState } from './floorChanges';

export async function seatTable(
  ctx: ServiceContext,
  { tableId, seating, actor }: { tableId: number; seating: SeatTableBody; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    const state = await lockTableState(trx, now, tableId);
    if (state.status !== 'free') throw conflict(FLOOR_MESSAGES.tableTaken(state.table.table_title));
    await saveFloorTable(trx, tableId, {
      seated_at: now.toISOString(),
      guests: seating.guests,
      server_id: actor.id,
      server_name: actor.name,
      updated_at: now.toISOString(),
    });
    await recordActivity(trx, ctx, {
      action: 'table.seated',
      actor: actorOf(actor),
      subject: { type: 'table', id: tableId },
      summary: `Seated ${seating.guests} at ${state.table.table_title}`,
      details: { tableId, guests: seating.guests },
    });
    emit({ type: 'floor.changed', tableIds: [tableId] });
    return { message: FLOOR_MESSAGES.seated, tableIds: [tableId] };
  });
}
