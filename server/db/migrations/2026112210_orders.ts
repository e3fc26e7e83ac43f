// Spec 3 customer, order, order item, invoice: customers, orders with their items and chosen
// addons (snapshots), invoices and their orders, the daily token counter and idempotency keys.
// See docs/data-model.md for the why of each column.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function ordersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('customers'), dialect)
          .addColumn('phone', 'text', (col) => col.notNull().unique())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('email', 'text')
          .addColumn('gender', 'text')
          .addColumn('birth_date', 'text'),
      ).execute();
      await db.schema.createIndex('customers_created_at_idx').on('customers').column('created_at').execute();
      await db.schema.createIndex('customers_name_idx').on('customers').column('name').execute();

      await withId(db.schema.createTable('invoices'), dialect)
        .addColumn('sub_total', 'integer', (col) => col.notNull())
        .addColumn('tax_total', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('payment_type_id', 'integer', (col) => col.references('payment_types.id').onDelete('set null'))
        .addColumn('payment_type_title', 'text', (col) => col.notNull())
        .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
        .addColumn('customer_type', 'text', (col) => col.notNull())
        .addColumn('delivery_type', 'text')
        .addColumn('table_id', 'integer', (col) => col.references('store_tables.id').onDelete('set null'))
        .addColumn('table_title', 'text')
        .addColumn('floor', 'text')
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('invoices_created_at_idx').on('invoices').column('created_at').execute();

      await withTimestamps(
        withId(db.schema.createTable('orders'), dialect)
          .addColumn('token_no', 'integer', (col) => col.notNull())
          .addColumn('business_date', 'text', (col) => col.notNull())
          .addColumn('delivery_type', 'text')
          .addColumn('customer_type', 'text', (col) => col.notNull())
          .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
          .addColumn('customer_name', 'text')
          .addColumn('table_id', 'integer', (col) => col.references('store_tables.id').onDelete('set null'))
          .addColumn('table_title', 'text')
          .addColumn('floor', 'text')
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('payment_status', 'text', (col) => col.notNull())
          .addColumn('status_kitchen', 'text', (col) => col.notNull())
          .addColumn('sub_total', 'integer', (col) => col.notNull())
          .addColumn('tax_total', 'integer', (col) => col.notNull())
          .addColumn('total', 'integer', (col) => col.notNull())
          .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('created_by_name', 'text', (col) => col.notNull())
          .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id').onDelete('set null'))
          // Two POS stations can never hand out the same token on the same day, whatever the counter does.
          .addUniqueConstraint('orders_business_date_token_no_key', ['business_date', 'token_no']),
      ).execute();
      await db.schema.createIndex('orders_status_created_at_idx').on('orders').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('orders_invoice_id_idx').on('orders').column('invoice_id').execute();
      await db.schema.createIndex('orders_customer_id_idx').on('orders').column('customer_id').execute();

      await withTimestamps(
        withId(db.schema.createTable('order_items'), dialect)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('item_id', 'integer', (col) => col.references('menu_items.id').onDelete('set null'))
          .addColumn('item_title', 'text', (col) => col.notNull())
          .addColumn('item_price', 'integer', (col) => col.notNull())
          .addColumn('variant_id', 'integer')
          .addColumn('variant_title', 'text')
          .addColumn('variant_price', 'integer')
          .addColumn('unit_price', 'integer', (col) => col.notNull())
          .addColumn('quantity', 'integer', (col) => col.notNull())
          .addColumn('notes', 'text')
          .addColumn('tax_id', 'integer')
          .addColumn('tax_title', 'text')
          .addColumn('tax_rate_bp', 'integer')
          .addColumn('tax_type', 'text')
          .addColumn('net_amount', 'integer', (col) => col.notNull())
          .addColumn('tax_amount', 'integer', (col) => col.notNull())
          .addColumn('payable_amount', 'integer', (col) => col.notNull())
          .addColumn('status', 'text', (col) => col.notNull()),
      ).execute();
      await db.schema.createIndex('order_items_order_id_idx').on('order_items').column('order_id').execute();

      await withId(db.schema.createTable('order_item_addons'), dialect)
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('addon_id', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_item_addons_order_item_id_idx').on('order_item_addons').column('order_item_id').execute();

      await db.schema
        .createTable('invoice_orders')
        .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('invoice_orders_pkey', ['invoice_id', 'order_id'])
        // An order is invoiced (paid) once.
        .addUniqueConstraint('invoice_orders_order_id_key', ['order_id'])
        .execute();

      await db.schema
        .createTable('daily_token_counters')
        .addColumn('business_date', 'text', (col) => col.primaryKey())
        .addColumn('last_token', 'integer', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('route', 'text', (col) => col.notNull())
        .addColumn('request_hash', 'text', (col) => col.notNull())
        .addColumn('status_code', 'integer', (col) => col.notNull())
        .addColumn('response_body', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'idempotency_keys',
        'daily_token_counters',
        'invoice_orders',
        'order_item_addons',
        'order_items',
        'orders',
        'invoices',
        'customers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
