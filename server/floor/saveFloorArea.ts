// Settings › Tables, floor plan: add or rename an area (Main, Terrace, Bar…). New areas go last.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { FloorAreaBody } from '../../shared/contract/floor';
import { insertFloorArea, listFloorAreas, updateFloorArea } from '../db/repositories/floor.repository';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';

export async function saveFloorArea(
  ctx: ServiceContext,
  { areaId, area, actor }: { areaId: number | null; area: FloorAreaBody; actor: UserRow },
): Promise<number> {
  return inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now().toISOString();
    let id = areaId;
    if (id === null) {
      const position = (await listFloorAreas(trx)).length;
      id = await insertFloorArea(trx, { name: area.name, position, created_at: now, updated_at: now });
    } else if (!(await updateFloorArea(trx, id, { name: area.name, updated_at: now }))) {
      throw notFound(FLOOR_MESSAGES.areaNotFound);
    }
    await recordActivity(trx, ctx, {
      action: 'floor.area_changed',
      actor: actorOf(actor),
      subject: { type: 'floor_area', id },
      summary: areaId === null ? `Added area ${area.name}` : `Renamed area #${id} to ${area.name}`,
      details: { areaId: id, name: area.name },
    });
    emit({ type: 'floor.changed', tableIds: [] });
    return id;
  });
}
