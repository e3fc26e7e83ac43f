// All SQL about orders (spec 3 Order, Order item): placing one (the order, its items and their chosen
// addons, plus the menu reads the repricing needs, batched: one query per kind, never per line),
// and reading and changing placed ones (the orders, kitchen and display lists, status changes).
import { type Insertable, type Updateable, sql } from 'kysely';
import { type Db, isPostgres } from '../client';
import { type FirstCompletion, firstCompletion } from './lineCompletion';
import { listOrderItemModifierRows } from './modifiers.repository';
import { SETTINGS_ROW_ID, findStoreSettings } from './settings.repository';
import type {
  MenuItemAddonRow,
  MenuItemRow,
  MenuItemVariantRow,
  OrderItemAddonRow,
  OrderItemAddonsTable,
  OrderItemModifierRow,
  OrderItemRow,
  OrderItemStatus,
  OrderItemsTable,
  OrderRow,
  OrdersTable,
  TaxType,
} from '../schema';

/** A menu item with its tax as the repricing reads it (null without a tax). */
export interface PricingMenuItem extends MenuItemRow {
  tax_title: string | null;
  tax_rate_bp: number | null;
  tax_type: TaxType | null;
}

export interface PricingMenu {
  items: PricingMenuItem[];
  variants: MenuItemVariantRow[];
  addons: MenuItemAddonRow[];
}

const unique = (values: readonly number[]) => [...new Set(values)];

/** What a cart names: its items, and the variants and addons its lines chose. */
export interface PricingMenuIds {
  itemIds: readonly number[];
  variantIds: readonly number[];
  addonIds: readonly number[];
}

/**
 * The items, variants and addons with these ids (unknown ids are simply absent): one query per kind the cart
 * uses, so a cart of plain items costs one (create-order's reads are on every order's path).
 */
async function loadPricingMenu(db: Db, ids: PricingMenuIds): Promise<PricingMenu> {
  const [items, variants, addons] = await Promise.all([
    ids.itemIds.length === 0
      ? []
      : db
          .selectFrom('menu_items')
          .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
          .selectAll('menu_items')
          .select(['taxes.title as tax_title', 'taxes.rate_bp as tax_rate_bp', 'taxes.type as tax_type'])
          .where('menu_items.id', 'in', unique(ids.itemIds))
          .execute(),
    ids.variantIds.length === 0 ? [] : db.selectFrom('menu_item_variants').selectAll().where('id', 'in', unique(ids.variantIds)).execute(),
    ids.addonIds.length === 0 ? [] : db.selectFrom('menu_item_addons').selectAll().where('id', 'in', unique(ids.addonIds)).execute(),
  ]);
  return { items, variants, addons };
}

/** What an order is priced and dated from: its menu rows and the store's time zone (null without settings). */
export interface OrderReferences {
  menu: PricingMenu;
  timeZone: string | null;
}

/**
 * create-order's reads, on every order's path. PostgreSQL: one statement (each round trip costs both processes
 * CPU under load); SQLite: the same reads as statements, in-process.
 */
export async function loadOrderReferences(db: Db, ids: PricingMenuIds): Promise<OrderReferences> {
  if (!isPostgres(db)) {
    const [menu, store] = await Promise.all([loadPricingMenu(db, ids), findStoreSettings(db)]);
    return { menu, timeZone: store?.time_zone ?? null };
  }
  const { rows } = await sql<PricingMenu & { time_zone: string | null }>`select
      (select coalesce(json_agg(i), '[]') from (
        select m.*, t.title as tax_title, t.rate_bp as tax_rate_bp, t.type as tax_type
        from menu_items m left join taxes t on t.id = m.tax_id where m.id = any(${unique(ids.itemIds)}::integer[])) i) as items,
      (select coalesce(json_agg(v), '[]') from menu_item_variants v where v.id = any(${unique(ids.variantIds)}::integer[])) as variants,
      (select coalesce(json_agg(a), '[]') from menu_item_addons a where a.id = any(${unique(ids.addonIds)}::integer[])) as addons,
      (select time_zone from store_settings where id = ${SETTINGS_ROW_ID}) as time_zone`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('the order references query answered no row');
  return { menu: { items: row.items, variants: row.variants, addons: row.addons }, timeZone: row.time_zone };
}

export async function insertOrder(db: Db, row: Insertable<OrdersTable>): Promise<number> {
  const { id } = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Several order lines in one statement; their ids in the order of `rows`. Both databases insert VALUES rows
 * in order and RETURNING answers them in that order (Django's bulk_create relies on the same on both).
 */
export async function insertOrderItems(db: Db, rows: readonly Insertable<OrderItemsTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('order_items')
    .values([...rows])
    .returning('id')
    .execute();
  if (inserted.length !== rows.length) throw new Error(`inserted ${inserted.length} order lines of ${rows.length}`);
  return inserted.map((row) => row.id);
}

export async function insertOrderItemAddons(db: Db, rows: readonly Insertable<OrderItemAddonsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('order_item_addons')
    .values([...rows])
    .execute();
}

// --- Placed orders ---------------------------------------------------------------------

/** The only open order status: neither completed nor cancelled. */
const OPEN_ORDER_STATUS = 'created';

/** An open order with its table's current title and floor (null when it has no table, or it was deleted). */
export interface BoardOrderRow extends OrderRow {
  live_table_title: string | null;
  live_floor: string | null;
}

/** Orders with their lines: four queries whatever the number of orders or lines. */
export interface OrdersWithLines<O extends OrderRow = OrderRow> {
  orders: O[];
  items: OrderItemRow[];
  addons: OrderItemAddonRow[];
  /** The lines' chosen modifiers by value, each line's in its order. */
  modifiers: OrderItemModifierRow[];
}

/**
 * Every open order (however old), oldest first, with items and chosen addons: three queries in one
 * snapshot (REPEATABLE READ on PostgreSQL; SQLite's transaction is one connection), so an order never
 * shows without the items it had at that instant.
 */
export function loadOpenOrders(db: Db): Promise<OrdersWithLines<BoardOrderRow>> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const orders = await selectOpenOrders(trx);
      const items = await selectOpenOrderItems(trx);
      const addons = await selectOpenOrderAddons(trx);
      const modifiers = await listOrderItemModifierRows(
        trx,
        items.map((item) => item.id),
      );
      return { orders, items, addons, modifiers };
    });
}

/** Every open order, oldest first, with its table's current title and floor (the kitchen board reads it too). */
export function selectOpenOrders(db: Db): Promise<BoardOrderRow[]> {
  return db
    .selectFrom('orders')
    .leftJoin('store_tables', 'store_tables.id', 'orders.table_id')
    .selectAll('orders')
    .select(['store_tables.table_title as live_table_title', 'store_tables.floor as live_floor'])
    .where('orders.status', '=', OPEN_ORDER_STATUS)
    .orderBy('orders.created_at')
    .orderBy('orders.id')
    .execute();
}

/** Every open order's lines, by id. */
function selectOpenOrderItems(db: Db): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .selectAll('order_items')
    .where('orders.status', '=', OPEN_ORDER_STATUS)
    .orderBy('order_items.id')
    .execute();
}

/** The chosen addons with their lines, for the caller to narrow to some orders. */
function selectAddonsOfLines(db: Db) {
  return db
    .selectFrom('order_item_addons')
    .innerJoin('order_items', 'order_items.id', 'order_item_addons.order_item_id')
    .selectAll('order_item_addons')
    .orderBy('order_item_addons.id');
}

/** The chosen addons of every open order's lines. */
export function selectOpenOrderAddons(db: Db): Promise<OrderItemAddonRow[]> {
  return selectAddonsOfLines(db)
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.status', '=', OPEN_ORDER_STATUS)
    .execute();
}

/** The public board's columns only: no names, phones or lines ever leave this query. */
export function listOpenOrderTokens(db: Db): Promise<Pick<OrderRow, 'id' | 'token_no' | 'status_kitchen' | 'created_at'>[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'token_no', 'status_kitchen', 'created_at'])
    .where('status', '=', OPEN_ORDER_STATUS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The given orders, by id, locked until the caller's transaction ends (FOR UPDATE on PostgreSQL, in id
 * order so two writers never deadlock; SQLite's transaction already holds the only connection). Every
 * change to a placed order locks it first, so checks and writes see the same order.
 */
export function lockOrders(db: Db, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id');
  return (isPostgres(db) ? query.forUpdate() : query).execute();
}

/** The lines of the given orders (items by id, then their addons and modifiers): three queries. */
export async function loadOrderLines(db: Db, orderIds: readonly number[]): Promise<Omit<OrdersWithLines, 'orders'>> {
  if (orderIds.length === 0) return { items: [], addons: [], modifiers: [] };
  const ids = [...orderIds];
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute();
  const addons = await selectAddonsOfLines(db).where('order_items.order_id', 'in', ids).execute();
  const modifiers = await listOrderItemModifierRows(
    db,
    items.map((item) => item.id),
  );
  return { items, addons, modifiers };
}

export function findOrderItemRow(db: Db, id: number): Promise<OrderItemRow | undefined> {
  return db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setOrderItemStatus(db: Db, id: number, status: OrderItemStatus, updatedAt: string): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ status, updated_at: updatedAt, ...completedAtFor(status, updatedAt) })
    .where('id', '=', id)
    .execute();
}

/**
 * A line that becomes completed or delivered records when it left the kitchen's hands, and at which
 * station, once (delivered after completed keeps the first). The Reports kitchen tile times orders with it.
 */
function completedAtFor(status: OrderItemStatus, now: string): Partial<FirstCompletion> {
  return status === 'completed' || status === 'delivered' ? firstCompletion(now) : {};
}

/** Moves the orders' items that are in one of `from` to `to`; the others keep theirs. */
export async function setOrderItemsStatus(
  db: Db,
  orderIds: readonly number[],
  from: readonly OrderItemStatus[],
  to: OrderItemStatus,
  updatedAt: string,
): Promise<void> {
  if (orderIds.length === 0 || from.length === 0) return;
  await db
    .updateTable('order_items')
    .set({ status: to, updated_at: updatedAt, ...completedAtFor(to, updatedAt) })
    .where('order_id', 'in', [...orderIds])
    .where('status', 'in', [...from])
    .execute();
}

export async function updateOrders(db: Db, ids: readonly number[], values: Updateable<OrdersTable>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('orders')
    .set(values)
    .where('id', 'in', [...ids])
    .execute();
}

/** The invoice an order was paid with (null while unpaid). */
export async function invoiceIdOfOrder(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('orders').select('invoice_id').where('id', '=', id).executeTakeFirst();
  return row?.invoice_id ?? null;
}

/** An order's id and token, to name it in an entry (a reprinted receipt). */
export function findOrderToken(db: Db, id: number): Promise<Pick<OrderRow, 'id' | 'token_no'> | undefined> {
  return db.selectFrom('orders').select(['id', 'token_no']).where('id', '=', id).executeTakeFirst();
}

/** Order lines by id (unknown ids are absent), by id. */
export function findOrderItemRows(db: Db, ids: readonly number[]): Promise<OrderItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}
