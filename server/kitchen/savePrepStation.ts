// POST /kitchen/prep-stations/add and /{id}/update: a prep station, its unique slug, and exactly the
// categories and single items routed to it (taken from any other station: each goes to one). Unknown categories or
// items are a 400 with their message, a slug in use a 409, an unknown station a 404. One transaction; after commit
// every kitchen screen refetches (order_update with no order ids): open tickets follow the new routing at once.
import type { PrepStationBody } from '../../shared/contract/kitchen';
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  existingIds,
  findPrepStationBySlug,
  insertPrepStation,
  replaceStationRouting,
  updatePrepStationRow,
} from '../db/repositories/prepStations.repository';
import { conflict, notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

/** Adds the station when `id` is null, else updates it; answers its id. */
export function savePrepStation(ctx: ServiceContext, id: number | null, body: PrepStationBody): Promise<number> {
  return inTransaction(ctx, async (trx, emit) => {
    await assertRoutable(trx, body);
    const sameSlug = await findPrepStationBySlug(trx, body.slug);
    if (sameSlug && sameSlug.id !== id) throw conflict(KITCHEN_MESSAGES.stationSlugTaken);
    const stationId = await writeStation(trx, id, body, isoNow(ctx));
    await replaceStationRouting(trx, stationId, body.categoryIds, body.itemIds);
    emit({ type: 'orders.updated', orderIds: [] });
    return stationId;
  });
}

async function writeStation(db: Db, id: number | null, body: PrepStationBody, now: string): Promise<number> {
  try {
    if (id === null) return await insertPrepStation(db, { name: body.name, slug: body.slug, created_at: now, updated_at: now });
    if (!(await updatePrepStationRow(db, id, { name: body.name, slug: body.slug, updated_at: now })))
      throw notFound(KITCHEN_MESSAGES.stationNotFound);
    return id;
  } catch (error) {
    // Another station took the slug between the check and the write.
    if (isUniqueViolation(error)) throw conflict(KITCHEN_MESSAGES.stationSlugTaken);
    throw error;
  }
}

async function assertRoutable(db: Db, body: PrepStationBody): Promise<void> {
  const categories = await existingIds(db, 'categories', body.categoryIds);
  if (body.categoryIds.some((categoryId) => !categories.has(categoryId))) throw validationFailed(KITCHEN_MESSAGES.categoryNotFound);
  const items = await existingIds(db, 'menu_items', body.itemIds);
  if (body.itemIds.some((itemId) => !items.has(itemId))) throw validationFailed(KITCHEN_MESSAGES.menuItemNotFound);
}
