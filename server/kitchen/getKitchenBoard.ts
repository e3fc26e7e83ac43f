// GET /kitchen/board?station=slug: one kitchen screen, from one snapshot of the database (so a screen
// that refetches after any gap shows exactly what the server holds), built by kitchenBoard.ts.
import { loadKitchenSnapshot } from '../db/repositories/kitchen.repository';
import type { ServiceContext } from '../infrastructure/context';
import { findScreenStation } from './findScreenStation';
import { type KitchenSettings, kitchenSettingsOf } from './getKitchenSettings';
import { type KitchenBoard, buildKitchenBoard } from './kitchenBoard';

export async function getKitchenBoard(
  ctx: ServiceContext,
  stationSlug: string | null,
): Promise<KitchenBoard & { settings: KitchenSettings }> {
  const station = await findScreenStation(ctx.db, stationSlug);
  const snapshot = await loadKitchenSnapshot(ctx.db);
  // The station may have been deleted between the two reads: the snapshot is the truth.
  const current = station && (snapshot.stations.find((row) => row.id === station.id) ?? null);
  if (station && !current) return getKitchenBoard(ctx, stationSlug);
  return { ...buildKitchenBoard(snapshot, current, ctx.now().getTime()), settings: kitchenSettingsOf(snapshot.settings) };
}
