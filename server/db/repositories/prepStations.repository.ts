// All SQL about prep stations and what is routed to them (a category, or a single item, goes to one
// station at most: the routing tables' primary keys). How an order line finds its station: kitchen.repository.ts.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { PrepStationRow, PrepStationsTable } from '../schema';

export interface PrepStationRouting extends PrepStationRow {
  categoryIds: number[];
  itemIds: number[];
}

/** Every station in name order with its categories and single items: three queries. */
export async function listPrepStationRows(db: Db): Promise<PrepStationRouting[]> {
  const stations = await db.selectFrom('prep_stations').selectAll().orderBy('name').orderBy('id').execute();
  const categories = await db.selectFrom('prep_station_categories').selectAll().orderBy('category_id').execute();
  const items = await db.selectFrom('prep_station_items').selectAll().orderBy('item_id').execute();
  return stations.map((station) => ({
    ...station,
    categoryIds: categories.filter((row) => row.station_id === station.id).map((row) => row.category_id),
    itemIds: items.filter((row) => row.station_id === station.id).map((row) => row.item_id),
  }));
}

export function findPrepStationBySlug(db: Db, slug: string): Promise<PrepStationRow | undefined> {
  return db.selectFrom('prep_stations').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function insertPrepStation(db: Db, row: Insertable<PrepStationsTable>): Promise<number> {
  const { id } = await db.insertInto('prep_stations').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updatePrepStationRow(db: Db, id: number, values: Updateable<PrepStationsTable>): Promise<boolean> {
  const result = await db.updateTable('prep_stations').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The station's routing rows and bumps go with it (routing by foreign key, bumps here: station 0 is no row). */
export async function deletePrepStationRow(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('kitchen_bumps').where('station_id', '=', id).execute();
  const result = await db.deleteFrom('prep_stations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The ids among `ids` that exist in `table` (to refuse an unknown category or item with its message). */
export async function existingIds(db: Db, table: 'categories' | 'menu_items', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Routes exactly these categories and items to the station: its other rows go, and these leave whichever station
 * had them (a category or an item goes to one station).
 */
export async function replaceStationRouting(
  db: Db,
  stationId: number,
  categoryIds: readonly number[],
  itemIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('prep_station_categories').where('station_id', '=', stationId).execute();
  await db.deleteFrom('prep_station_items').where('station_id', '=', stationId).execute();
  if (categoryIds.length > 0) {
    await db
      .deleteFrom('prep_station_categories')
      .where('category_id', 'in', [...categoryIds])
      .execute();
    await db
      .insertInto('prep_station_categories')
      .values(categoryIds.map((categoryId) => ({ category_id: categoryId, station_id: stationId })))
      .execute();
  }
  if (itemIds.length > 0) {
    await db
      .deleteFrom('prep_station_items')
      .where('item_id', 'in', [...itemIds])
      .execute();
    await db
      .insertInto('prep_station_items')
      .values(itemIds.map((itemId) => ({ item_id: itemId, station_id: stationId })))
      .execute();
  }
}
