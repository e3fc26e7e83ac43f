// Split bills: a table's bill divided into checks (by items, evenly by guests, or by amount), each paid on
// its own (with one or more payment types) and given its own invoice; the orders complete when every check is
// paid. A bill is open until then; only one open bill per order (checked by the service under the order locks).
// Each invoice's tenders are rows of invoice_payments (a check paid by cash + card has two).
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId } from './helpers';

export function splitBillsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('bills'), dialect)
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('mode', 'text', (col) => col.notNull())
        .addColumn('sub_total', 'integer', (col) => col.notNull())
        .addColumn('tax_total', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('discount_total', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('settled_at', 'text')
        .execute();

      await db.schema
        .createTable('bill_orders')
        .addColumn('bill_id', 'integer', (col) => col.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('bill_orders_pkey', ['bill_id', 'order_id'])
        .execute();
      await db.schema.createIndex('bill_orders_order_id_idx').on('bill_orders').column('order_id').execute();

      await withId(db.schema.createTable('checks'), dialect)
        .addColumn('bill_id', 'integer', (col) => col.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('sub_total', 'integer', (col) => col.notNull())
        .addColumn('tax_total', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('discount_total', 'integer', (col) => col.notNull())
        .addColumn('invoice_id', 'integer', (col) => col.references('invoices.id'))
        .addColumn('paid_at', 'text')
        .addUniqueConstraint('checks_bill_id_position_key', ['bill_id', 'position'])
        .execute();
      await db.schema.createIndex('checks_invoice_id_idx').on('checks').column('invoice_id').execute();

      await db.schema
        .createTable('check_lines')
        .addColumn('check_id', 'integer', (col) => col.notNull().references('checks.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('check_lines_pkey', ['check_id', 'order_item_id'])
        .execute();
      await db.schema.createIndex('check_lines_order_item_id_idx').on('check_lines').column('order_item_id').execute();

      await withId(db.schema.createTable('invoice_payments'), dialect)
        .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
        .addColumn('payment_type_id', 'integer', (col) => col.references('payment_types.id').onDelete('set null'))
        .addColumn('payment_type_title', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('invoice_payments_invoice_id_idx').on('invoice_payments').column('invoice_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('invoice_payments').execute();
      await db.schema.dropTable('check_lines').execute();
      await db.schema.dropTable('checks').execute();
      await db.schema.dropTable('bill_orders').execute();
      await db.schema.dropTable('bills').execute();
    },
  };
}
