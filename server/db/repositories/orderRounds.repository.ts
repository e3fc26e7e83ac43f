// SQL of the changes to a sent order (server/orders addOrderItems, changeLineQuantity): the next round's number,
// a line's quantity with the one before it, and a ticket put back on the kitchen screens that bumped it.
import type { Db } from '../client';

/** The round the next lines added to the order belong to: one past its latest (the lines sent with it are round 1). */
export async function nextRoundOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.max('round_no').as('latest'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return (row?.latest ?? 0) + 1;
}

export async function setLineQuantity(
  db: Db,
  itemId: number,
  values: { quantity: number; previous_quantity: number; updated_at: string },
): Promise<void> {
  await db.updateTable('order_items').set(values).where('id', '=', itemId).execute();
}

/** Takes back the order's bumps at these screens (station ids, EXPO_STATION_ID for expo; null: every screen). */
export async function deleteBumpsOf(db: Db, orderId: number, stationIds: readonly number[] | null): Promise<void> {
  if (stationIds !== null && stationIds.length === 0) return;
  let query = db.deleteFrom('kitchen_bumps').where('order_id', '=', orderId);
  if (stationIds !== null) query = query.where('station_id', 'in', [...stationIds]);
  await query.execute();
}
