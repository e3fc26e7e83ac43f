// Settings › Tables, floor plan: delete an empty area (409 while tables stand in it: they would lose their place).
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import { countTablesInArea, deleteFloorAreaRow } from '../db/repositories/floor.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';

export async function deleteFloorArea(ctx: ServiceContext, { areaId, actor }: { areaId: number; actor: UserRow }): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    if ((await countTablesInArea(trx, areaId)) > 0) throw conflict(FLOOR_MESSAGES.areaInUse);
    if (!(await deleteFloorAreaRow(trx, areaId))) throw notFound(FLOOR_MESSAGES.areaNotFound);
    await recordActivity(trx, ctx, {
      action: 'floor.area_changed',
      actor: actorOf(actor),
      subject: { type: 'floor_area', id: areaId },
      summary: `Deleted area #${areaId}`,
      details: { areaId, deleted: true },
    });
    emit({ type: 'floor.changed', tableIds: [] });
  });
}
