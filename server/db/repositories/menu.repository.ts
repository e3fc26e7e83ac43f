// All SQL about the menu: categories, menu items and their variants and addons (spec 3 Category, Menu item). Items
// are read with their category and tax joined in; variants and addons are read for a whole list of items in one
// query each (no query per item). Updates and deletes answer whether a row matched, so services can answer 404.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type {
  CategoriesTable,
  CategoryRow,
  MenuItemAddonRow,
  MenuItemAddonsTable,
  MenuItemRow,
  MenuItemsTable,
  MenuItemVariantRow,
  MenuItemVariantsTable,
  TaxType,
} from '../schema';

// --- Categories ---------------------------------------------------------------------------------

export async function insertCategory(db: Db, row: Insertable<CategoriesTable>): Promise<number> {
  const { id } = await db.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listCategoryRows(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('categories').selectAll().orderBy('id').execute();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function updateCategoryRow(db: Db, id: number, values: Updateable<CategoriesTable>): Promise<boolean> {
  const result = await db.updateTable('categories').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCategoryRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// --- Menu items, variants, addons -----------------------------------------------------------------

/** A menu item with its category's title and its tax (title, basis points, type); null without one. */
export interface MenuItemWithRefs extends MenuItemRow {
  category_title: string | null;
  tax_title: string | null;
  tax_rate_bp: number | null;
  tax_type: TaxType | null;
}

function selectMenuItems(db: Db) {
  return db
    .selectFrom('menu_items')
    .leftJoin('categories', 'categories.id', 'menu_items.category_id')
    .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
    .selectAll('menu_items')
    .select(['categories.title as category_title', 'taxes.title as tax_title', 'taxes.rate_bp as tax_rate_bp', 'taxes.type as tax_type']);
}

export function listMenuItemRows(db: Db): Promise<MenuItemWithRefs[]> {
  return selectMenuItems(db).orderBy('menu_items.id').execute();
}

export function findMenuItemRow(db: Db, id: number): Promise<MenuItemWithRefs | undefined> {
  return selectMenuItems(db).where('menu_items.id', '=', id).executeTakeFirst();
}

export async function menuItemExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('menu_items').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertMenuItem(db: Db, row: Insertable<MenuItemsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_items').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMenuItemRow(db: Db, id: number, values: Updateable<MenuItemsTable>): Promise<boolean> {
  const result = await db.updateTable('menu_items').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMenuItemRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('menu_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Items of a deleted category become uncategorised; answers how many items changed. */
export async function clearMenuItemsCategory(db: Db, categoryId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('menu_items')
    .set({ category_id: null, updated_at: now })
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countMenuItemsWithTax(db: Db, taxId: number): Promise<number> {
  const row = await db
    .selectFrom('menu_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tax_id', '=', taxId)
    .executeTakeFirstOrThrow();
  return row.count;
}

// --- Variants -----------------------------------------------------------------------------------

export async function insertMenuItemVariant(db: Db, row: Insertable<MenuItemVariantsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_item_variants').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The variants of these items, in item then id order. */
export async function listVariantsOfItems(db: Db, itemIds: readonly number[]): Promise<MenuItemVariantRow[]> {
  if (itemIds.length === 0) return [];
  return db.selectFrom('menu_item_variants').selectAll().where('item_id', 'in', itemIds).orderBy('item_id').orderBy('id').execute();
}

/** Updates a variant only if it belongs to the item; false when no such variant of that item. */
export async function updateVariantRow(
  db: Db,
  itemId: number,
  variantId: number,
  values: Updateable<MenuItemVariantsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('menu_item_variants')
    .set(values)
    .where('id', '=', variantId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteVariantRow(db: Db, itemId: number, variantId: number): Promise<boolean> {
  const result = await db.deleteFrom('menu_item_variants').where('id', '=', variantId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteVariantsOfItem(db: Db, itemId: number): Promise<void> {
  await db.deleteFrom('menu_item_variants').where('item_id', '=', itemId).execute();
}

// --- Addons -------------------------------------------------------------------------------------

export async function insertMenuItemAddon(db: Db, row: Insertable<MenuItemAddonsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_item_addons').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The addons of these items, in item then id order. */
export async function listAddonsOfItems(db: Db, itemIds: readonly number[]): Promise<MenuItemAddonRow[]> {
  if (itemIds.length === 0) return [];
  return db.selectFrom('menu_item_addons').selectAll().where('item_id', 'in', itemIds).orderBy('item_id').orderBy('id').execute();
}

/** Updates an addon only if it belongs to the item; false when no such addon of that item. */
export async function updateAddonRow(db: Db, itemId: number, addonId: number, values: Updateable<MenuItemAddonsTable>): Promise<boolean> {
  const result = await db
    .updateTable('menu_item_addons')
    .set(values)
    .where('id', '=', addonId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAddonRow(db: Db, itemId: number, addonId: number): Promise<boolean> {
  const result = await db.deleteFrom('menu_item_addons').where('id', '=', addonId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAddonsOfItem(db: Db, itemId: number): Promise<void> {
  await db.deleteFrom('menu_item_addons').where('item_id', '=', itemId).execute();
}

/** A variant's or addon's title and price before a change, read in the changing transaction (price-change entries). */
export function findOptionPrice(
  db: Db,
  table: 'menu_item_variants' | 'menu_item_addons',
  itemId: number,
  optionId: number,
): Promise<{ id: number; title: string; price: number } | undefined> {
  return db.selectFrom(table).select(['id', 'title', 'price']).where('id', '=', optionId).where('item_id', '=', itemId).executeTakeFirst();
}
