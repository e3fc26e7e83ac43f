// Where each table stands, derived from its orders at read time (nothing stored can drift from the orders): the
// orders of its visit (unpaid ones, and those paid since it was last cleared), its seating, and from them its status
// (shared/domain/floor.ts tableStatusOf), guests, running total (the unpaid orders' stored bills, added with addBills),
// times and server. Read by the floor view and by every floor change that needs to know whether a table is taken.
import { type BillTotals, addBills } from '../../shared/domain/bill/bill';
import { type TableShape, type TableStatus, TABLE_SHAPES, tableStatusOf } from '../../shared/domain/floor';
import { billOfRow } from '../db/billColumns';
import type { Db } from '../db/client';
import {
  type FloorTableJoined,
  type TableOrderRow,
  type FloorLineRow,
  linesOfOrders,
  listJoinedTables,
  listTableOrders,
  ordersWithOpenBill,
} from '../db/repositories/floor.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { businessDate } from '../infrastructure/businessDay';

export interface FloorTableState {
  table: FloorTableJoined;
  shape: TableShape;
  status: TableStatus;
  guests: number | null;
  /** What the unpaid orders owe. */
  unpaid: BillTotals;
  seatedAt: string | null;
  lastOrderAt: string | null;
  serverId: number | null;
  serverName: string | null;
  /** The orders of the visit, oldest first. */
  orders: TableOrderRow[];
  /** The lines of its unpaid orders, by order. */
  lines: ReadonlyMap<number, FloorLineRow[]>;
  /** Merged into another table's order: that table (this one shows its status, and holds no order of its own). */
  joinedToTableId: number | null;
}

export const isUnpaid = (order: TableOrderRow) => order.status === 'created' && order.payment_status === 'unpaid';

function shapeOf(value: string | null): TableShape {
  return TABLE_SHAPES.find((shape) => shape === value) ?? 'square';
}

/**
 * The states of these tables (all of them for the floor view), read inside the caller's transaction or not. Every
 * table's orders are read, even for one table: a table merged into another shows the other's status.
 */
export async function floorStates(db: Db, now: Date, tables: readonly FloorTableJoined[]): Promise<FloorTableState[]> {
  const day = businessDate(now, (await findStoreSettings(db))?.time_zone ?? 'UTC');
  const [orders, joins] = await Promise.all([listTableOrders(db, day), listJoinedTables(db)]);
  const openIds = orders.filter(isUnpaid).map((order) => order.id);
  const [lines, billed] = await Promise.all([linesOfOrders(db, openIds), ordersWithOpenBill(db, openIds)]);
  const linesByOrder = new Map<number, FloorLineRow[]>();
  for (const line of lines) linesByOrder.set(line.order_id, [...(linesByOrder.get(line.order_id) ?? []), line]);

  const statusOf = (unpaid: readonly TableOrderRow[]) =>
    unpaid.map((order) => ({
      lineStatuses: (linesByOrder.get(order.id) ?? []).map((line) => line.status),
      hasBill: billed.has(order.id),
    }));

  return tables.map((table) => {
    const visit = orders.filter(
      (order) => order.table_id === table.id && (isUnpaid(order) || table.cleared_at === null || order.updated_at > table.cleared_at),
    );
    const unpaidOrders = visit.filter(isUnpaid);
    const join =
      unpaidOrders.length === 0
        ? joins.find((candidate) => candidate.table_id === table.id && candidate.into_table_id !== table.id)
        : undefined;
    const joinedOrder = join ? orders.find((order) => order.id === join.into_order_id) : undefined;
    const status = tableStatusOf({
      isSeated: table.seated_at !== null || joinedOrder !== undefined,
      unpaidOrders: statusOf(joinedOrder ? [joinedOrder] : unpaidOrders),
      paidOrderCount: visit.length - unpaidOrders.length,
    });
    const orderGuests = visit.reduce((sum, order) => sum + (order.guests ?? 0), 0);
    const first = visit[0];
    const last = visit.at(-1);
    return {
      table,
      shape: shapeOf(table.shape),
      status,
      guests: table.guests ?? (orderGuests > 0 ? orderGuests : null),
      unpaid: addBills(unpaidOrders.map(billOfRow)),
      seatedAt: table.seated_at ?? first?.created_at ?? null,
      lastOrderAt: last?.created_at ?? null,
      serverId: table.server_id ?? first?.created_by ?? null,
      serverName: table.server_name ?? first?.created_by_name ?? null,
      orders: visit,
      lines: new Map(unpaidOrders.map((order) => [order.id, linesByOrder.get(order.id) ?? []])),
      joinedToTableId: joinedOrder?.table_id ?? null,
    };
  });
}
