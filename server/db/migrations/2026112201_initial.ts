// Users, sessions, store settings, tables, taxes, payment types and the menu (spec 3). Later issues add their own migrations.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function initialMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('users'), dialect)
          .addColumn('username', 'text', (col) => col.notNull().unique())
          .addColumn('password_hash', 'text', (col) => col.notNull())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('role', 'text', (col) => col.notNull())
          .addColumn('scope', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('designation', 'text')
          .addColumn('phone', 'text')
          .addColumn('email', 'text')
          .addColumn('photo', 'text'),
      ).execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_ip', 'text')
        .addColumn('device_name', 'text', (col) => col.notNull())
        .addColumn('device_location', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('devices_user_id_idx').on('devices').columns(['user_id', 'created_at']).execute();

      await withId(db.schema.createTable('refresh_tokens'), dialect)
        .addColumn('device_id', 'text', (col) => col.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('rotated_at', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_device_id_idx').on('refresh_tokens').column('device_id').execute();

      await db.schema
        .createTable('server_kv')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('store_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('store_name', 'text', (col) => col.notNull())
        .addColumn('address', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('image', 'text')
        .addColumn('time_zone', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('print_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('page_format', 'integer', (col) => col.notNull())
        .addColumn('header', 'text')
        .addColumn('footer', 'text')
        .addColumn('show_notes', 'integer', (col) => col.notNull())
        .addColumn('is_enable_print', 'integer', (col) => col.notNull())
        .addColumn('show_store_details', 'integer', (col) => col.notNull())
        .addColumn('show_customer_details', 'integer', (col) => col.notNull())
        .addColumn('print_token', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withTimestamps(
        withId(db.schema.createTable('store_tables'), dialect)
          .addColumn('table_title', 'text', (col) => col.notNull())
          .addColumn('floor', 'text', (col) => col.notNull())
          .addColumn('seating_capacity', 'integer', (col) => col.notNull()),
      ).execute();

      await withTimestamps(
        withId(db.schema.createTable('categories'), dialect).addColumn('title', 'text', (col) => col.notNull()),
      ).execute();

      await withTimestamps(
        withId(db.schema.createTable('taxes'), dialect)
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('rate_bp', 'integer', (col) => col.notNull())
          .addColumn('type', 'text', (col) => col.notNull()),
      ).execute();

      await withTimestamps(
        withId(db.schema.createTable('payment_types'), dialect)
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('is_active', 'integer', (col) => col.notNull()),
      ).execute();

      await withTimestamps(
        withId(db.schema.createTable('menu_items'), dialect)
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('price', 'integer', (col) => col.notNull())
          .addColumn('net_price', 'integer')
          .addColumn('image', 'text')
          .addColumn('category_id', 'integer', (col) => col.references('categories.id').onDelete('set null'))
          .addColumn('tax_id', 'integer', (col) => col.references('taxes.id').onDelete('set null')),
      ).execute();
      await db.schema.createIndex('menu_items_category_id_idx').on('menu_items').column('category_id').execute();

      await withTimestamps(
        withId(db.schema.createTable('menu_item_variants'), dialect)
          .addColumn('item_id', 'integer', (col) => col.notNull().references('menu_items.id').onDelete('cascade'))
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('price', 'integer', (col) => col.notNull()),
      ).execute();
      await db.schema.createIndex('menu_item_variants_item_id_idx').on('menu_item_variants').column('item_id').execute();

      await withTimestamps(
        withId(db.schema.createTable('menu_item_addons'), dialect)
          .addColumn('item_id', 'integer', (col) => col.notNull().references('menu_items.id').onDelete('cascade'))
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('price', 'integer', (col) => col.notNull()),
      ).execute();
      await db.schema.createIndex('menu_item_addons_item_id_idx').on('menu_item_addons').column('item_id').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'menu_item_addons',
        'menu_item_variants',
        'menu_items',
        'payment_types',
        'taxes',
        'categories',
        'store_tables',
        'print_settings',
        'store_settings',
        'server_kv',
        'refresh_tokens',
        'devices',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
