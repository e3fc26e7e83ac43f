// All SQL of the pro kitchen: the board's snapshot (open orders, their lines with the station each goes
// to, bumps, stations, settings) in one repeatable read, the bump rows, completing a ticket's lines, the kitchen
// settings row, and the Reports kitchen tile's per-order, per-station completion times.
// A line's station is read live (docs/decisions.md): its item's own route, else its item's current category's,
// else none (it shows on every station); once completed, the report reads the station recorded on the line.
import { type Updateable, sql } from 'kysely';
import type { Db } from '../client';
import type {
  KitchenBumpRow,
  KitchenSettingsRow,
  KitchenSettingsTable,
  KitchenStatus,
  OrderItemAddonRow,
  OrderItemModifierRow,
  OrderItemRow,
  PrepStationRow,
} from '../schema';
import { firstCompletion } from './lineCompletion';
import { type BoardOrderRow, selectOpenOrderAddons, selectOpenOrders } from './orders.repository';
import { listOrderItemModifierRows } from './modifiers.repository';
import type { ReportPeriod } from './reports.repository';

/** The expo view's bump rows (all stations) use station 0: no station row has that id. */
export const EXPO_STATION_ID = 0;

const OPEN_ORDER_STATUS = 'created';
const SETTINGS_ROW_ID = 1;

export type RoutedLine = OrderItemRow & { station_id: number | null };

export interface KitchenSnapshot {
  orders: BoardOrderRow[];
  items: RoutedLine[];
  addons: OrderItemAddonRow[];
  modifiers: OrderItemModifierRow[];
  /** Bumps of the open orders, every screen. */
  bumps: KitchenBumpRow[];
  stations: PrepStationRow[];
  settings: KitchenSettingsRow | undefined;
}

/** Lines with their station: the three-way left join every routed read uses. */
function routedLines(db: Db) {
  return db
    .selectFrom('order_items')
    .leftJoin('menu_items', 'menu_items.id', 'order_items.item_id')
    .leftJoin('prep_station_items', 'prep_station_items.item_id', 'order_items.item_id')
    .leftJoin('prep_station_categories', 'prep_station_categories.category_id', 'menu_items.category_id');
}

const LINE_STATION = sql<number | null>`coalesce(prep_station_items.station_id, prep_station_categories.station_id)`;

/** Everything a kitchen screen shows, as one instant (REPEATABLE READ on PostgreSQL; SQLite's one connection). */
export function loadKitchenSnapshot(db: Db): Promise<KitchenSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const orders = await selectOpenOrders(trx);
      const items = await routedLines(trx)
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .selectAll('order_items')
        .select(LINE_STATION.as('station_id'))
        .where('orders.status', '=', OPEN_ORDER_STATUS)
        .orderBy('order_items.id')
        .execute();
      const addons = await selectOpenOrderAddons(trx);
      const modifiers = await listOrderItemModifierRows(
        trx,
        items.map((item) => item.id),
      );
      const bumps = await trx
        .selectFrom('kitchen_bumps')
        .innerJoin('orders', 'orders.id', 'kitchen_bumps.order_id')
        .selectAll('kitchen_bumps')
        .where('orders.status', '=', OPEN_ORDER_STATUS)
        .execute();
      const stations = await trx.selectFrom('prep_stations').selectAll().orderBy('name').orderBy('id').execute();
      const settings = await findKitchenSettings(trx);
      return { orders, items, addons, modifiers, bumps, stations, settings };
    });
}

/** One order's lines with their stations (the bump reads them inside its transaction). */
export function loadRoutedLines(db: Db, orderId: number): Promise<RoutedLine[]> {
  return routedLines(db)
    .selectAll('order_items')
    .select(LINE_STATION.as('station_id'))
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/** Created or preparing lines among `itemIds` become completed now (the others keep their status). */
export async function completeOpenLines(db: Db, itemIds: readonly number[], now: string): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .updateTable('order_items')
    .set({ status: 'completed', updated_at: now, ...firstCompletion(now) })
    .where('id', 'in', [...itemIds])
    .where('status', 'in', ['created', 'preparing'])
    .execute();
}

export function findBump(db: Db, orderId: number, stationId: number): Promise<KitchenBumpRow | undefined> {
  return db.selectFrom('kitchen_bumps').selectAll().where('order_id', '=', orderId).where('station_id', '=', stationId).executeTakeFirst();
}

export async function insertBump(db: Db, row: KitchenBumpRow): Promise<void> {
  await db.insertInto('kitchen_bumps').values(row).execute();
}

export async function deleteBump(db: Db, orderId: number, stationId: number): Promise<void> {
  await db.deleteFrom('kitchen_bumps').where('order_id', '=', orderId).where('station_id', '=', stationId).execute();
}

export async function setOrderKitchenStatus(db: Db, orderId: number, status: KitchenStatus, now: string): Promise<void> {
  await db.updateTable('orders').set({ status_kitchen: status, updated_at: now }).where('id', '=', orderId).execute();
}

// --- Settings ------------------------------------------------------------------------------------------

export function findKitchenSettings(db: Db): Promise<KitchenSettingsRow | undefined> {
  return db.selectFrom('kitchen_settings').selectAll().where('id', '=', SETTINGS_ROW_ID).executeTakeFirst();
}

/** Writes the one settings row (inserted if a database somehow lacks it). */
export async function saveKitchenSettings(db: Db, values: Required<Omit<Updateable<KitchenSettingsTable>, 'id'>>): Promise<void> {
  await db
    .insertInto('kitchen_settings')
    .values({ id: SETTINGS_ROW_ID, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

// --- Reports: the kitchen tile ---------------------------------------------------------------------------

export interface StationCompletionRow {
  order_id: number;
  /** When the order was placed (ISO). */
  placed_at: string;
  /** Completed lines: the station recorded at completion; the others: today's routing. */
  station_id: number | null;
  /** The station's name when its lines were completed (null: none completed yet); a deleted station keeps it. */
  station_name: string | null;
  /** The order's lines at this station that were not cancelled, and how many of them have a completion time. */
  lines: number;
  timed_lines: number;
  /** The last of those completion times (ISO text sorts as time). */
  completed_at: string | null;
}

/** A completed line's station is the one recorded when it was completed, so past times stay where they were made. */
const REPORT_STATION = sql<
  number | null
>`case when order_items.completed_at is not null then order_items.completed_station_id else ${LINE_STATION} end`;

const PLACED_OR_FIRED = sql<string>`coalesce(order_items.course_fired_at, orders.created_at)`;

/**
 * Per order placed in the period (not cancelled) and per station its lines go to (null: not routed): the lines,
 * how many were timed, and the last completion. One GROUP BY over the period's orders (orders(business_date, …)
 * index, then order_items(order_id)); the averages and percentiles are the service's.
 */
export async function stationCompletions(db: Db, period: ReportPeriod): Promise<StationCompletionRow[]> {
  const rows = await routedLines(db)
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => [
      'orders.id as order_id',
      // A course fired later is timed from its fire, as a ticket of its own.
      PLACED_OR_FIRED.as('placed_at'),
      REPORT_STATION.as('station_id'),
      eb.fn
        .max(sql<string | null>`case when order_items.completed_at is not null then order_items.completed_station_name end`)
        .as('station_name'),
      eb.fn.countAll<number>().as('lines'),
      eb.fn.count<number>('order_items.completed_at').as('timed_lines'),
      eb.fn.max('order_items.completed_at').as('completed_at'),
    ])
    .where('orders.business_date', '>=', period.from)
    .where('orders.business_date', '<=', period.to)
    .where('orders.status', '<>', 'cancelled')
    .where('order_items.status', '<>', 'cancelled')
    // A held course has not reached the kitchen: nothing to time yet.
    .where((eb) => eb.or([eb('order_items.course', 'is', null), eb('order_items.course_fired_at', 'is not', null)]))
    .groupBy(['orders.id', PLACED_OR_FIRED, REPORT_STATION])
    .execute();
  // Counts are numbers on both databases (server/db/client.ts parses PostgreSQL's bigint).
  return rows;
}
