// The Orders screen's find: in the rush a cashier looks for one order among dozens, by its table, its token or its
// customer. One search box matches any of the three; one tap on a table's chip shows that table alone.
import type { OrderGroupView } from '../../../shared/domain/orderViews';

/** A chip's key: a table's id, or 'dine-out' for the group of orders without a table. */
export type GroupKey = number | 'dine-out';

export const groupKeyOf = (group: OrderGroupView): GroupKey => group.table_id ?? 'dine-out';

export interface OrdersFind {
  query: string;
  /** null: every group. */
  groupKey: GroupKey | null;
}

export const FIND_EVERYTHING: OrdersFind = { query: '', groupKey: null };

const normalized = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The groups and orders a find leaves. A query that names the group (its table title, 'table 6' or '6' for
 * 'Table 6') keeps the whole group; otherwise an order stays when its token ('12', '#12') or its customer's
 * name matches.
 */
export function findOrders(groups: readonly OrderGroupView[], find: OrdersFind): OrderGroupView[] {
  const picked = find.groupKey === null ? groups : groups.filter((group) => groupKeyOf(group) === find.groupKey);
  const query = normalized(find.query);
  if (query === '') return [...picked];
  const token = /^#?\s*(\d+)$/.exec(query)?.[1];
  // '#12' is a token only; '12' is a token or Table 12.
  const isTokenOnly = query.startsWith('#');
  return picked.flatMap((group) => {
    const title = normalized(group.table_title);
    // A number alone is a table's number or a token, never part of one ('6' is not Table 16).
    const isGroupMatch = token === undefined ? title.includes(query) : !isTokenOnly && title.replace(/^\D*/, '') === token;
    if (isGroupMatch) return [group];
    const orders = group.orders.filter(
      (order) => (token !== undefined && String(order.token_no) === token) || (order.customer_name ?? '').toLowerCase().includes(query),
    );
    return orders.length > 0 ? [{ ...group, orders }] : [];
  });
}
