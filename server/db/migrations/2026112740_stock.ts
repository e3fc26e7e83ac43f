// 86 and stock: an item or a modifier choice can be marked out (86), or given a count that drops with each order and
// turns to 86 at 0, with a store-set low level that warns. The count drops in the order's own write (on PostgreSQL
// inside brigade_place_order, replaced here to take each line's stock entries), so two tills selling the last
// portion at once cannot both succeed.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { type PlaceOrderColumns, placeOrderFunctionSql } from './2026112520_place_order_function';
import { MODIFIERS_PLACE_ORDER_COLUMNS } from './2026112740_modifiers';

/** The function's lists from here on: the same columns, and the lines' stock entries are taken first. */
export const STOCK_PLACE_ORDER_COLUMNS: PlaceOrderColumns = { ...MODIFIERS_PLACE_ORDER_COLUMNS, takesStock: true };

const TABLES = ['menu_items', 'modifier_choices'] as const;

export function stockMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('is_out', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        // Null: not counted.
        await db.schema.alterTable(table).addColumn('stock_count', 'integer').execute();
        await db.schema.alterTable(table).addColumn('stock_low', 'integer').execute();
      }
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(STOCK_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(MODIFIERS_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
      for (const table of TABLES)
        for (const column of ['stock_low', 'stock_count', 'is_out']) await db.schema.alterTable(table).dropColumn(column).execute();
    },
  };
}
