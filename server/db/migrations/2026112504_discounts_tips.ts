// Discounts and tips. Discounts: the store's list of reasons, the limit above which a manager approves,
// the discounts given (a line's or a whole order's, percent or amount, with its reason and who gave and approved
// it), and each line's share of them (`order_items.discount_amount`: its own discount plus its part of the
// order's), from which the line's stored net, tax and payable are computed again (taxes on the discounted
// amount, spec 9). Invoices keep the discount they carried and the tip paid with them (never taxed).
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

/** 20 %: a discount above a fifth of what it applies to needs a manager until the store says otherwise. */
const DEFAULT_DISCOUNT_LIMIT_BP = 2000;

export function discountsTipsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('discount_reasons'), dialect)
          .addColumn('title', 'text', (col) => col.notNull())
          .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1)),
      ).execute();

      await db.schema
        .createTable('billing_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('discount_limit_bp', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into billing_settings (id, discount_limit_bp, updated_at) values (1, ${DEFAULT_DISCOUNT_LIMIT_BP}, ${new Date().toISOString()})`.execute(
        db,
      );

      await withId(db.schema.createTable('discounts'), dialect)
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        // Null: the whole order.
        .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        // Basis points for a percent (12.5 % = 1250), minor units for an amount.
        .addColumn('value', 'integer', (col) => col.notNull())
        .addColumn('reason_id', 'integer', (col) => col.references('discount_reasons.id').onDelete('set null'))
        .addColumn('reason_title', 'text', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('approved_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('approved_by_name', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('discounts_order_id_idx').on('discounts').column('order_id').execute();

      await db.schema
        .alterTable('order_items')
        .addColumn('discount_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('invoices')
        .addColumn('discount_total', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('invoices')
        .addColumn('tip_total', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('invoices').dropColumn('tip_total').execute();
      await db.schema.alterTable('invoices').dropColumn('discount_total').execute();
      await db.schema.alterTable('order_items').dropColumn('discount_amount').execute();
      await db.schema.dropTable('discounts').execute();
      await db.schema.dropTable('billing_settings').execute();
      await db.schema.dropTable('discount_reasons').execute();
    },
  };
}
