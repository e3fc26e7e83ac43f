// Spec 7 GET /orders and GET /kitchen: every open order (neither completed nor cancelled,
// however old) with its items and chosen addons, in three queries whatever the number of orders.
import { type BoardOrderRow, type OrdersWithLines, listOpenOrderTokens, loadOpenOrders } from '../db/repositories/orders.repository';
import type { OrderRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listOpenOrders(ctx: ServiceContext): Promise<OrdersWithLines<BoardOrderRow>> {
  return loadOpenOrders(ctx.db);
}

/** Spec 2.14 public display: the open orders' tokens and kitchen statuses only (no names, no phones). */
export function listPublicDisplayOrders(
  ctx: ServiceContext,
): Promise<Pick<OrderRow, 'id' | 'token_no' | 'status_kitchen' | 'created_at'>[]> {
  return listOpenOrderTokens(ctx.db);
}
