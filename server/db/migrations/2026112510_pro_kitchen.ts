// The pro kitchen (docs/decisions.md "Pro kitchen"): prep stations and what is routed to them
// (a category or a single item goes to one station), the tickets bumped off each screen, the store's amber and red
// ticket ages, and when each order line left the kitchen's hands (the Reports kitchen tile times it). Additive only.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function proKitchenMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('prep_stations'), dialect)
          .addColumn('name', 'text', (col) => col.notNull())
          // The URL names the station (/dashboard/kitchen?station=grill).
          .addColumn('slug', 'text', (col) => col.notNull().unique()),
      ).execute();

      // The primary keys say it: a category, or a single item, goes to one station at most.
      await db.schema
        .createTable('prep_station_categories')
        .addColumn('category_id', 'integer', (col) => col.primaryKey().references('categories.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (col) => col.notNull().references('prep_stations.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('prep_station_categories_station_id_idx').on('prep_station_categories').column('station_id').execute();
      await db.schema
        .createTable('prep_station_items')
        .addColumn('item_id', 'integer', (col) => col.primaryKey().references('menu_items.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (col) => col.notNull().references('prep_stations.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('prep_station_items_station_id_idx').on('prep_station_items').column('station_id').execute();

      // A ticket bumped off a screen: station_id 0 is the expo view (all stations), so it is no foreign key; a
      // deleted station's rows go with it in the same transaction (deletePrepStation). A recall deletes the row.
      await db.schema
        .createTable('kitchen_bumps')
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (col) => col.notNull())
        .addColumn('bumped_at', 'text', (col) => col.notNull())
        .addColumn('bumped_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        // Expo sets the kitchen status to Ready; its recall puts back what was there.
        .addColumn('previous_status_kitchen', 'text')
        .addPrimaryKeyConstraint('kitchen_bumps_pkey', ['order_id', 'station_id'])
        .execute();
      // The recall list: one station's bumps of the last 30 minutes.
      await db.schema
        .createIndex('kitchen_bumps_station_id_bumped_at_idx')
        .on('kitchen_bumps')
        .columns(['station_id', 'bumped_at'])
        .execute();

      // One row (id 1), like print_settings.
      await db.schema
        .createTable('kitchen_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('warn_minutes', 'integer', (col) => col.notNull())
        .addColumn('late_minutes', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // The values every kitchen used before they became settings.
      await sql`insert into kitchen_settings (id, warn_minutes, late_minutes, updated_at) values (1, 10, 20, ${new Date().toISOString()})`.execute(
        db,
      );

      // When the line left created/preparing for completed or delivered (null for lines completed before this column existed: not timed).
      await db.schema.alterTable('order_items').addColumn('completed_at', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').dropColumn('completed_at').execute();
      for (const table of ['kitchen_settings', 'kitchen_bumps', 'prep_station_items', 'prep_station_categories', 'prep_stations']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
