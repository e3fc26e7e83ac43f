// All SQL about the catalogue: tables, categories, taxes, payment types, menu items, variants, addons.
// This issue only inserts (demo seed); the settings and menu issues add reads and updates here.
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type {
  CategoriesTable,
  MenuItemAddonsTable,
  MenuItemsTable,
  MenuItemVariantsTable,
  PaymentTypesTable,
  StoreTablesTable,
  TaxesTable,
} from '../schema';

export async function insertStoreTable(db: Db, row: Insertable<StoreTablesTable>): Promise<number> {
  const { id } = await db.insertInto('store_tables').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertCategory(db: Db, row: Insertable<CategoriesTable>): Promise<number> {
  const { id } = await db.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTax(db: Db, row: Insertable<TaxesTable>): Promise<number> {
  const { id } = await db.insertInto('taxes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertPaymentType(db: Db, row: Insertable<PaymentTypesTable>): Promise<number> {
  const { id } = await db.insertInto('payment_types').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertMenuItem(db: Db, row: Insertable<MenuItemsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_items').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertMenuItemVariant(db: Db, row: Insertable<MenuItemVariantsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_item_variants').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertMenuItemAddon(db: Db, row: Insertable<MenuItemAddonsTable>): Promise<number> {
  const { id } = await db.insertInto('menu_item_addons').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface CatalogCounts {
  storeTables: number;
  categories: number;
  taxes: number;
  paymentTypes: number;
  menuItems: number;
  variants: number;
  addons: number;
}

export async function countCatalog(db: Db): Promise<CatalogCounts> {
  const count = async (table: keyof import('../schema').Database) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    storeTables: await count('store_tables'),
    categories: await count('categories'),
    taxes: await count('taxes'),
    paymentTypes: await count('payment_types'),
    menuItems: await count('menu_items'),
    variants: await count('menu_item_variants'),
    addons: await count('menu_item_addons'),
  };
}
