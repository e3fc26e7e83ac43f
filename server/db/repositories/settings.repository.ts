// All SQL about the single-row store and print settings, the store's default payment type, and the count of what
// the settings area holds (the boot report and tests).
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../client';
import type { Database, PaymentTypeRow, PrintSettingsRow, PrintSettingsTable, StoreSettingsRow, StoreSettingsTable } from '../schema';

/** The one row of store_settings (and print_settings). */
export const SETTINGS_ROW_ID = 1;

export async function findStoreSettings(db: Db): Promise<StoreSettingsRow | undefined> {
  return db.selectFrom('store_settings').selectAll().where('id', '=', SETTINGS_ROW_ID).executeTakeFirst();
}

export async function insertStoreSettings(db: Db, settings: Omit<Insertable<StoreSettingsTable>, 'id'>): Promise<void> {
  await db
    .insertInto('store_settings')
    .values({ ...settings, id: SETTINGS_ROW_ID })
    .execute();
}

export async function findPrintSettings(db: Db): Promise<PrintSettingsRow | undefined> {
  return db.selectFrom('print_settings').selectAll().where('id', '=', SETTINGS_ROW_ID).executeTakeFirst();
}

export async function insertPrintSettings(db: Db, settings: Omit<Insertable<PrintSettingsTable>, 'id'>): Promise<void> {
  await db
    .insertInto('print_settings')
    .values({ ...settings, id: SETTINGS_ROW_ID })
    .execute();
}

export async function updateStoreSettingsRow(db: Db, values: Updateable<StoreSettingsTable>): Promise<boolean> {
  const result = await db.updateTable('store_settings').set(values).where('id', '=', SETTINGS_ROW_ID).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updatePrintSettingsRow(db: Db, values: Updateable<PrintSettingsTable>): Promise<boolean> {
  const result = await db.updateTable('print_settings').set(values).where('id', '=', SETTINGS_ROW_ID).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The payment type an order paid without one is recorded with: the store's chosen default while it is active,
 * else the first active type (by id); undefined when no type is active.
 */
export async function findDefaultPaymentType(db: Db): Promise<PaymentTypeRow | undefined> {
  const chosen = await db
    .selectFrom('store_settings')
    .innerJoin('payment_types', 'payment_types.id', 'store_settings.default_payment_type_id')
    .selectAll('payment_types')
    .where('store_settings.id', '=', SETTINGS_ROW_ID)
    .where('payment_types.is_active', '=', 1)
    .executeTakeFirst();
  return chosen ?? db.selectFrom('payment_types').selectAll().where('is_active', '=', 1).orderBy('id').limit(1).executeTakeFirst();
}

/** How many rows each list of the settings area holds: tables, categories, taxes, payment types and the menu. */
interface SettingsRowCounts {
  storeTables: number;
  categories: number;
  taxes: number;
  paymentTypes: number;
  menuItems: number;
  variants: number;
  addons: number;
}

/** @internal Exported for tests: the boot tests count the seeded settings rows with it. */
export async function countSettingsRows(db: Db): Promise<SettingsRowCounts> {
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
