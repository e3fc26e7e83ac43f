// Settings › Tables, floor plan: put a table in an area, on a grid cell, with a shape. One table per cell (409 naming
// the one already there). The spec's table fields (title, floor, seats) are not touched here.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { FloorPlacementBody } from '../../shared/contract/floor';
import { findTableAt, listFloorAreas, lockFloorTable, saveFloorTable } from '../db/repositories/floor.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';

export async function placeTable(
  ctx: ServiceContext,
  { tableId, placement, actor }: { tableId: number; placement: FloorPlacementBody; actor: UserRow },
): Promise<{ message: string; tableIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const table = await lockFloorTable(trx, tableId);
    if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
    const areas = await listFloorAreas(trx);
    const area = placement.areaId === null ? null : areas.find((candidate) => candidate.id === placement.areaId);
    if (area === undefined) throw notFound(FLOOR_MESSAGES.areaNotFound);
    const there = await findTableAt(trx, placement.areaId, placement.x, placement.y, tableId);
    if (there) throw conflict(FLOOR_MESSAGES.cellTaken(there.table_title));
    await saveFloorTable(trx, tableId, {
      area_id: placement.areaId,
      grid_x: placement.x,
      grid_y: placement.y,
      shape: placement.shape,
      updated_at: ctx.now().toISOString(),
    });
    await recordActivity(trx, ctx, {
      action: 'floor.table_placed',
      actor: actorOf(actor),
      subject: { type: 'table', id: tableId },
      summary: `Placed ${table.table_title} at ${placement.x + 1},${placement.y + 1}${area ? ` in ${area.name}` : ''} (${placement.shape})`,
      details: {
        before: { areaId: table.area_id, x: table.grid_x, y: table.grid_y, shape: table.shape },
        after: placement,
      },
    });
    emit({ type: 'floor.changed', tableIds: [tableId] });
    return { message: FLOOR_MESSAGES.placed, tableIds: [tableId] };
  });
}
