// The prep station a kitchen screen names by its slug (`?station=grill`); null names the expo view
// (all stations). An unknown slug is a 404 with the message the screen shows.
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import type { Db } from '../db/client';
import { findPrepStationBySlug } from '../db/repositories/prepStations.repository';
import type { PrepStationRow } from '../db/schema';
import { notFound } from '../errors';

export async function findScreenStation(db: Db, slug: string | null): Promise<PrepStationRow | null> {
  if (slug === null) return null;
  const station = await findPrepStationBySlug(db, slug);
  if (!station) throw notFound(KITCHEN_MESSAGES.stationNotFound);
  return station;
}
