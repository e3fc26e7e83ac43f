// The floor plan and table service. Areas (Main, Terrace, Bar…) and where each of the spec's tables stands on the grid,
// with its shape; the table's visit (seated at, guests, its server, when it was last cleared), from which with its
// orders the server derives its status. The spec's store_tables stay the source of names and seat counts: a layout
// row is created on demand and goes with its table. Merging
// tables moves lines into one order: each line keeps the order it came from, and the emptied order says where its lines
// went, so an unmerge puts every line back. None of these columns is written when an order is placed
// (brigade_place_order stays as it is).
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function floorPlanMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('floor_areas'), dialect)
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)),
      ).execute();
      await db.schema
        .createTable('floor_tables')
        .addColumn('table_id', 'integer', (col) => col.primaryKey().references('store_tables.id').onDelete('cascade'))
        .addColumn('area_id', 'integer', (col) => col.references('floor_areas.id').onDelete('set null'))
        // Null until placed: a table seated before the plan is drawn gets a row, not a place.
        .addColumn('grid_x', 'integer')
        .addColumn('grid_y', 'integer')
        .addColumn('shape', 'text', (col) => col.notNull().defaultTo('square'))
        .addColumn('seated_at', 'text')
        .addColumn('guests', 'integer')
        .addColumn('server_id', 'integer')
        .addColumn('server_name', 'text')
        .addColumn('cleared_at', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('order_items').addColumn('merged_from_order_id', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('merged_into_order_id', 'integer').execute();
      await db.schema.createIndex('orders_table_id_status_idx').on('orders').columns(['table_id', 'status']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_table_id_status_idx').execute();
      await db.schema.alterTable('orders').dropColumn('merged_into_order_id').execute();
      await db.schema.alterTable('order_items').dropColumn('merged_from_order_id').execute();
      await db.schema.dropTable('floor_tables').execute();
      await db.schema.dropTable('floor_areas').execute();
    },
  };
}
