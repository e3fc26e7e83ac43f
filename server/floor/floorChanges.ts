// What floor changes share: tables locked (always before orders, and in id order, so two changes never deadlock) with
// their state read in the same transaction, and the rule that a move never changes what a line costs.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { Db } from '../db/client';
import { discountsOfOrders } from '../db/repositories/billing.repository';
import { lockFloorTable } from '../db/repositories/floor.repository';
import type { OrderRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type FloorTableState, floorStates } from './floorState';

export async function lockTableState(trx: Db, now: Date, tableId: number): Promise<FloorTableState> {
  const table = await lockFloorTable(trx, tableId);
  if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
  const [state] = await floorStates(trx, now, [table]);
  if (!state) throw notFound(FLOOR_MESSAGES.tableNotFound);
  return state;
}

/** Several tables locked in id order; their states by id (read once every lock is held). */
export async function lockTableStates(trx: Db, now: Date, tableIds: readonly number[]): Promise<Map<number, FloorTableState>> {
  const ids = [...new Set(tableIds)].sort((a, b) => a - b);
  const tables = [];
  for (const id of ids) {
    const table = await lockFloorTable(trx, id);
    if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
    tables.push(table);
  }
  const states = await floorStates(trx, now, tables);
  return new Map(states.map((state) => [state.table.id, state]));
}

/**
 * A discount on a whole order is shared over its lines: moving lines in or out would change every line's share, so
 * what a line costs. Such moves are refused (409) until the discount is removed; a line's own discount moves with it.
 */
export async function assertNoOrderDiscount(trx: Db, orders: readonly Pick<OrderRow, 'id' | 'token_no'>[]): Promise<void> {
  const discounts = await discountsOfOrders(
    trx,
    orders.map((order) => order.id),
  );
  const held = orders.find((order) => discounts.some((discount) => discount.order_id === order.id && discount.order_item_id === null));
  if (held) throw conflict(FLOOR_MESSAGES.orderDiscount(held.token_no));
}

/** The state of a table locked by lockTableStates. */
export function stateOf(states: ReadonlyMap<number, FloorTableState>, tableId: number): FloorTableState {
  const state = states.get(tableId);
  if (!state) throw notFound(FLOOR_MESSAGES.tableNotFound);
  return state;
}
