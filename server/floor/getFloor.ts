// GET /floor: the areas and every table's state (floorState.ts), read at the server's clock.
import type { FloorAreaRow } from '../db/schema';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { listFloorAreas, listFloorTables } from '../db/repositories/floor.repository';
import type { ServiceContext } from '../infrastructure/context';
import { type FloorTableState, floorStates } from './floorState';

export interface Floor {
  areas: FloorAreaRow[];
  tables: FloorTableState[];
  now: Date;
  currency: string;
}

export async function getFloor(ctx: ServiceContext): Promise<Floor> {
  const now = ctx.now();
  const [areas, tables, settings] = await Promise.all([listFloorAreas(ctx.db), listFloorTables(ctx.db), findStoreSettings(ctx.db)]);
  return { areas, tables: await floorStates(ctx.db, now, tables), now, currency: settings?.currency ?? 'USD' };
}
