// All SQL of table service: the floor plan (areas, where each store table stands), each table's visit, the orders
// that hold a table, and the moves of orders and lines between tables.
import type { Insertable, Updateable } from 'kysely';
import type { OrderItemStatus } from '../../../shared/domain/orders';
import { type Db, isPostgres } from '../client';
import type { FloorAreaRow, FloorAreasTable, FloorTablesTable, OrderRow } from '../schema';

/** A store table with its place on the plan and its visit (the layout columns null when it was never placed). */
export interface FloorTableJoined {
  id: number;
  table_title: string;
  floor: string;
  seating_capacity: number;
  area_id: number | null;
  grid_x: number | null;
  grid_y: number | null;
  shape: string | null;
  seated_at: string | null;
  guests: number | null;
  server_id: number | null;
  server_name: string | null;
  cleared_at: string | null;
}

function joinedTables(db: Db) {
  return db
    .selectFrom('store_tables')
    .leftJoin('floor_tables', 'floor_tables.table_id', 'store_tables.id')
    .select([
      'store_tables.id',
      'store_tables.table_title',
      'store_tables.floor',
      'store_tables.seating_capacity',
      'floor_tables.area_id',
      'floor_tables.grid_x',
      'floor_tables.grid_y',
      'floor_tables.shape',
      'floor_tables.seated_at',
      'floor_tables.guests',
      'floor_tables.server_id',
      'floor_tables.server_name',
      'floor_tables.cleared_at',
    ]);
}

export function listFloorTables(db: Db): Promise<FloorTableJoined[]> {
  return joinedTables(db).orderBy('store_tables.id').execute();
}

/**
 * One table, locked until the caller's transaction ends (its store_tables row FOR UPDATE on PostgreSQL; SQLite's write
 * transaction already holds the only connection): two tills seating one table are served one after the other.
 */
export async function lockFloorTable(db: Db, tableId: number): Promise<FloorTableJoined | undefined> {
  if (isPostgres(db)) await db.selectFrom('store_tables').select('id').where('id', '=', tableId).forUpdate().execute();
  return joinedTables(db).where('store_tables.id', '=', tableId).executeTakeFirst();
}

/** Writes the table's layout or visit columns, creating its row the first time. */
export async function saveFloorTable(
  db: Db,
  tableId: number,
  values: Omit<Updateable<FloorTablesTable>, 'table_id'> & { updated_at: string },
): Promise<void> {
  const row: Insertable<FloorTablesTable> = { table_id: tableId, ...values } as Insertable<FloorTablesTable>;
  await db
    .insertInto('floor_tables')
    .values(row)
    .onConflict((conflict) => conflict.column('table_id').doUpdateSet(values))
    .execute();
}

/** The table standing on a cell of an area, other than `exceptTableId`. */
export function findTableAt(db: Db, areaId: number | null, x: number, y: number, exceptTableId: number) {
  let query = db
    .selectFrom('floor_tables')
    .innerJoin('store_tables', 'store_tables.id', 'floor_tables.table_id')
    .select(['store_tables.id', 'store_tables.table_title'])
    .where('floor_tables.grid_x', '=', x)
    .where('floor_tables.grid_y', '=', y)
    .where('floor_tables.table_id', '!=', exceptTableId);
  query = areaId === null ? query.where('floor_tables.area_id', 'is', null) : query.where('floor_tables.area_id', '=', areaId);
  return query.executeTakeFirst();
}

// --- Areas --------------------------------------------------------------------------------------

export function listFloorAreas(db: Db): Promise<FloorAreaRow[]> {
  return db.selectFrom('floor_areas').selectAll().orderBy('position').orderBy('id').execute();
}

export async function insertFloorArea(db: Db, row: Insertable<FloorAreasTable>): Promise<number> {
  const { id } = await db.insertInto('floor_areas').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateFloorArea(db: Db, id: number, values: Updateable<FloorAreasTable>): Promise<boolean> {
  const result = await db.updateTable('floor_areas').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFloorAreaRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('floor_areas').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countTablesInArea(db: Db, areaId: number): Promise<number> {
  const row = await db
    .selectFrom('floor_tables')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('area_id', '=', areaId)
    .executeTakeFirstOrThrow();
  return row.count;
}

// --- Orders that hold tables -----------------------------------------------------------------------

export type TableOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'token_no'
  | 'table_id'
  | 'status'
  | 'payment_status'
  | 'guests'
  | 'created_by'
  | 'created_by_name'
  | 'created_at'
  | 'updated_at'
  | 'sub_total'
  | 'tax_total'
  | 'total'
  | 'service_charge_total'
>;

/**
 * The orders that may hold a table: open ones, and those paid on `businessDate` (a table stays
 * "paid, to clear" until cleared).
 */
export function listTableOrders(db: Db, businessDate: string): Promise<TableOrderRow[]> {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'token_no',
      'table_id',
      'status',
      'payment_status',
      'guests',
      'created_by',
      'created_by_name',
      'created_at',
      'updated_at',
      'sub_total',
      'tax_total',
      'total',
      'service_charge_total',
    ])
    .where('table_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'created'),
        eb.and([eb('status', '=', 'completed'), eb('payment_status', '=', 'paid'), eb('business_date', '=', businessDate)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

export interface FloorLineRow {
  id: number;
  order_id: number;
  item_title: string;
  variant_title: string | null;
  quantity: number;
  status: OrderItemStatus;
  seat: number | null;
  course: string | null;
  course_fired_at: string | null;
}

/** The lines of these orders (the floor's unpaid ones): their status, and what to show when moving them. */
export async function linesOfOrders(db: Db, orderIds: readonly number[]): Promise<FloorLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'item_title', 'variant_title', 'quantity', 'status', 'seat', 'course', 'course_fired_at'])
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** The orders among these that an open bill (checks drawn up) covers. */
export async function ordersWithOpenBill(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('bill_orders')
    .innerJoin('bills', 'bills.id', 'bill_orders.bill_id')
    .select('bill_orders.order_id')
    .where('bills.status', '=', 'open')
    .where('bill_orders.order_id', 'in', [...orderIds])
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

// --- Moves and merges ---------------------------------------------------------------------------

/**
 * Moves lines to another order, with their own discounts (a line's discount goes where the line goes). `isMerge`: each
 * line remembers the order it came from (kept if it already came from another), so an unmerge puts it back.
 */
export async function moveLines(db: Db, itemIds: readonly number[], toOrderId: number, isMerge: boolean): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable('order_items')
    .set((eb) => ({
      order_id: toOrderId,
      merged_from_order_id: isMerge ? eb.fn.coalesce('merged_from_order_id', 'order_id') : null,
    }))
    .where('id', 'in', [...itemIds])
    .execute();
  await moveLineDiscounts(db, itemIds, toOrderId);
}

/** A line's discount belongs to the line's order: it follows the line. */
async function moveLineDiscounts(db: Db, itemIds: readonly number[], toOrderId: number): Promise<void> {
  await db
    .updateTable('discounts')
    .set({ order_id: toOrderId })
    .where('order_item_id', 'in', [...itemIds])
    .execute();
}

/** The lines merged into this order, with the order each came from. */
export function linesMergedInto(db: Db, orderId: number): Promise<Array<{ id: number; merged_from_order_id: number | null }>> {
  return db
    .selectFrom('order_items')
    .select(['id', 'merged_from_order_id'])
    .where('order_id', '=', orderId)
    .where('merged_from_order_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Puts merged lines back in the order they came from (and their discounts), forgetting the merge. */
export async function returnMergedLines(db: Db, itemIds: readonly number[], toOrderId: number): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable('order_items')
    .set({ order_id: toOrderId, merged_from_order_id: null })
    .where('id', 'in', [...itemIds])
    .execute();
  await moveLineDiscounts(db, itemIds, toOrderId);
}

/**
 * Tables whose orders are merged into an open, unpaid order of another table: the joined table, the order its lines
 * went to and that order's table.
 */
export function listJoinedTables(db: Db): Promise<Array<{ table_id: number | null; into_order_id: number; into_table_id: number | null }>> {
  return db
    .selectFrom('orders as source')
    .innerJoin('orders as target', 'target.id', 'source.merged_into_order_id')
    .select(['source.table_id', 'target.id as into_order_id', 'target.table_id as into_table_id'])
    .where('source.status', '=', 'cancelled')
    .where('source.table_id', 'is not', null)
    .where('target.status', '=', 'created')
    .where('target.payment_status', '=', 'unpaid')
    .execute();
}

/** The tables of these orders (null for an order without one), before they are locked: tables are locked first. */
export async function findOrderTables(db: Db, orderIds: readonly number[]): Promise<Array<number | null>> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .select('table_id')
    .where('id', 'in', [...orderIds])
    .execute();
  return rows.map((row) => row.table_id);
}
