// Modifier groups beside spec 5.5's add-ons: a group (required or not, minimum and maximum choices, free choices)
// of choices (a kind: NO, EXTRA, ON SIDE or plain; a price change that may be negative; a default; a child group one
// level deep), shared by menu items in an order per item. An order line keeps its chosen modifiers by value (group
// name, name, kind, what it was charged), so a later menu edit never alters a placed order; the line's modifiers
// are written at placement, so brigade_place_order (PostgreSQL) is replaced with their column list.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { type PlaceOrderColumns, placeOrderFunctionSql } from './2026112520_place_order_function';
import { CASH_ROUNDING_PLACE_ORDER_COLUMNS } from './2026112711_cash_rounding';
import { withId, withTimestamps } from './helpers';

/** The function's lists from here on: the previous migration's, and each line's modifiers. */
export const MODIFIERS_PLACE_ORDER_COLUMNS: PlaceOrderColumns = {
  ...CASH_ROUNDING_PLACE_ORDER_COLUMNS,
  order_item_modifiers: ['choice_id', 'group_name', 'name', 'kind', 'price_change', 'position'],
};

export function modifiersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('modifier_groups'), dialect)
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('is_required', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('min_choices', 'integer', (col) => col.notNull().defaultTo(0))
          // Null: no maximum.
          .addColumn('max_choices', 'integer')
          .addColumn('free_choices', 'integer', (col) => col.notNull().defaultTo(0)),
      ).execute();
      await withTimestamps(
        withId(db.schema.createTable('modifier_choices'), dialect)
          .addColumn('group_id', 'integer', (col) => col.notNull().references('modifier_groups.id').onDelete('cascade'))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('kind', 'text', (col) => col.notNull().defaultTo('PLAIN'))
          .addColumn('price_change', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
          // A deleted child group closes the choice's door, not the choice.
          .addColumn('child_group_id', 'integer', (col) => col.references('modifier_groups.id').onDelete('set null'))
          .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('modifier_choices_group_id_idx').on('modifier_choices').column('group_id').execute();
      await db.schema
        .createTable('menu_item_modifier_groups')
        .addColumn('item_id', 'integer', (col) => col.notNull().references('menu_items.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (col) => col.notNull().references('modifier_groups.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('menu_item_modifier_groups_pkey', ['item_id', 'group_id'])
        .execute();
      await db.schema.createIndex('menu_item_modifier_groups_group_id_idx').on('menu_item_modifier_groups').column('group_id').execute();
      // By value: choice_id only says which choice it was (no foreign key, the choice may be deleted since).
      await withId(db.schema.createTable('order_item_modifiers'), dialect)
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('choice_id', 'integer', (col) => col.notNull())
        .addColumn('group_name', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('price_change', 'integer', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_item_modifiers_order_item_id_idx').on('order_item_modifiers').column('order_item_id').execute();
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(MODIFIERS_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql.raw(placeOrderFunctionSql(CASH_ROUNDING_PLACE_ORDER_COLUMNS, 'CREATE OR REPLACE')).execute(db);
      for (const table of ['order_item_modifiers', 'menu_item_modifier_groups', 'modifier_choices', 'modifier_groups'])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
