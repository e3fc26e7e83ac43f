// All SQL about placing orders (spec 3 Order, Order item): the order, its items and their chosen
// addons, plus the catalogue reads the repricing needs, batched (one query per kind, never per line).
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type {
  MenuItemAddonRow,
  MenuItemRow,
  MenuItemVariantRow,
  OrderItemAddonsTable,
  OrderItemsTable,
  OrdersTable,
  PaymentTypeRow,
  StoreTableRow,
  TaxType,
} from '../schema';

/** A menu item with its tax as the repricing reads it (null without a tax). */
export interface PricingMenuItem extends MenuItemRow {
  tax_title: string | null;
  tax_rate_bp: number | null;
  tax_type: TaxType | null;
}

export interface PricingCatalog {
  items: PricingMenuItem[];
  variants: MenuItemVariantRow[];
  addons: MenuItemAddonRow[];
}

/** The items with these ids (unknown ids are simply absent), with all their variants and addons: three queries. */
export async function loadPricingCatalog(db: Db, itemIds: readonly number[]): Promise<PricingCatalog> {
  if (itemIds.length === 0) return { items: [], variants: [], addons: [] };
  const ids = [...new Set(itemIds)];
  const items = await db
    .selectFrom('menu_items')
    .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
    .selectAll('menu_items')
    .select(['taxes.title as tax_title', 'taxes.rate_bp as tax_rate_bp', 'taxes.type as tax_type'])
    .where('menu_items.id', 'in', ids)
    .execute();
  const variants = await db.selectFrom('menu_item_variants').selectAll().where('item_id', 'in', ids).execute();
  const addons = await db.selectFrom('menu_item_addons').selectAll().where('item_id', 'in', ids).execute();
  return { items, variants, addons };
}

export function findStoreTableRow(db: Db, id: number): Promise<StoreTableRow | undefined> {
  return db.selectFrom('store_tables').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentTypeRow(db: Db, id: number): Promise<PaymentTypeRow | undefined> {
  return db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<OrdersTable>): Promise<number> {
  const { id } = await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOrderItem(db: Db, row: Insertable<OrderItemsTable>): Promise<number> {
  const { id } = await db.insertInto('order_items').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOrderItemAddons(db: Db, rows: readonly Insertable<OrderItemAddonsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('order_item_addons').values([...rows]).execute();
}
