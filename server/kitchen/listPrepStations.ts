// GET /kitchen/prep-stations: the stations in name order with what is routed to each.
import { type PrepStationRouting, listPrepStationRows } from '../db/repositories/prepStations.repository';
import type { ServiceContext } from '../infrastructure/context';

export function listPrepStations(ctx: ServiceContext): Promise<PrepStationRouting[]> {
  return listPrepStationRows(ctx.db);
}
