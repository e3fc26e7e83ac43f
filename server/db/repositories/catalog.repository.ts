// All SQL about the settings catalogue: store tables, categories, taxes and payment types
// (menu items, variants and addons live in menuItems.repository.ts). Lists are in id order;
// updates and deletes answer whether a row matched, so services can answer 404.
import type { DeleteResult, Insertable, UpdateResult, Updateable } from 'kysely';
import type { Db } from '../client';
import type {
  CategoriesTable,
  CategoryRow,
  Database,
  PaymentTypeRow,
  PaymentTypesTable,
  StoreTableRow,
  StoreTablesTable,
  TaxesTable,
  TaxRow,
} from '../schema';

const isUpdated = (result: UpdateResult) => Number(result.numUpdatedRows) > 0;
const isDeleted = (result: DeleteResult) => Number(result.numDeletedRows) > 0;

// --- Store tables -------------------------------------------------------------------------------

export function findStoreTableRow(db: Db, id: number): Promise<StoreTableRow | undefined> {
  return db.selectFrom('store_tables').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPaymentTypeRow(db: Db, id: number): Promise<PaymentTypeRow | undefined> {
  return db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStoreTable(db: Db, row: Insertable<StoreTablesTable>): Promise<number> {
  const { id } = await db.insertInto('store_tables').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listStoreTableRows(db: Db): Promise<StoreTableRow[]> {
  return db.selectFrom('store_tables').selectAll().orderBy('id').execute();
}

export async function updateStoreTableRow(db: Db, id: number, values: Updateable<StoreTablesTable>): Promise<boolean> {
  return isUpdated(await db.updateTable('store_tables').set(values).where('id', '=', id).executeTakeFirst());
}

export async function deleteStoreTableRow(db: Db, id: number): Promise<boolean> {
  return isDeleted(await db.deleteFrom('store_tables').where('id', '=', id).executeTakeFirst());
}

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
  return isUpdated(await db.updateTable('categories').set(values).where('id', '=', id).executeTakeFirst());
}

export async function deleteCategoryRow(db: Db, id: number): Promise<boolean> {
  return isDeleted(await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst());
}

// --- Taxes --------------------------------------------------------------------------------------

export async function insertTax(db: Db, row: Insertable<TaxesTable>): Promise<number> {
  const { id } = await db.insertInto('taxes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listTaxRows(db: Db): Promise<TaxRow[]> {
  return db.selectFrom('taxes').selectAll().orderBy('id').execute();
}

export async function taxExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('taxes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function updateTaxRow(db: Db, id: number, values: Updateable<TaxesTable>): Promise<boolean> {
  return isUpdated(await db.updateTable('taxes').set(values).where('id', '=', id).executeTakeFirst());
}

export async function deleteTaxRow(db: Db, id: number): Promise<boolean> {
  return isDeleted(await db.deleteFrom('taxes').where('id', '=', id).executeTakeFirst());
}

// --- Payment types ------------------------------------------------------------------------------

export async function insertPaymentType(db: Db, row: Insertable<PaymentTypesTable>): Promise<number> {
  const { id } = await db.insertInto('payment_types').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function listPaymentTypeRows(db: Db): Promise<PaymentTypeRow[]> {
  return db.selectFrom('payment_types').selectAll().orderBy('id').execute();
}

export async function updatePaymentTypeRow(db: Db, id: number, values: Updateable<PaymentTypesTable>): Promise<boolean> {
  return isUpdated(await db.updateTable('payment_types').set(values).where('id', '=', id).executeTakeFirst());
}

export async function deletePaymentTypeRow(db: Db, id: number): Promise<boolean> {
  return isDeleted(await db.deleteFrom('payment_types').where('id', '=', id).executeTakeFirst());
}

// --- Counts (boot report and tests) -------------------------------------------------------------

interface CatalogCounts {
  storeTables: number;
  categories: number;
  taxes: number;
  paymentTypes: number;
  menuItems: number;
  variants: number;
  addons: number;
}

/** @internal Exported for tests: the boot tests count the seeded catalog with it. */
export async function countCatalog(db: Db): Promise<CatalogCounts> {
  const count = async (table: keyof Database) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
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
