// Refunds: a paid invoice is never altered; a refund is a credit note of its own number series (its id,
// shown CN-<id>) against it, wholly or by lines, with the reason and the payment type the money went back by.
// Its lines name the order lines refunded, each at most once (unique), so no line is refunded twice even by two
// refunds at the same instant. Credit notes belong to the business day they were made on (reports net them out).
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId } from './helpers';

export function creditNotesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('credit_notes'), dialect)
        .addColumn('invoice_id', 'integer', (col) => col.notNull().references('invoices.id'))
        .addColumn('is_whole', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('payment_type_id', 'integer', (col) => col.references('payment_types.id').onDelete('set null'))
        .addColumn('payment_type_title', 'text', (col) => col.notNull())
        .addColumn('sub_total', 'integer', (col) => col.notNull())
        .addColumn('tax_total', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('business_date', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('credit_notes_business_date_idx').on('credit_notes').columns(['business_date', 'created_at']).execute();
      await db.schema.createIndex('credit_notes_invoice_id_idx').on('credit_notes').column('invoice_id').execute();

      await db.schema
        .createTable('credit_note_lines')
        .addColumn('credit_note_id', 'integer', (col) => col.notNull().references('credit_notes.id').onDelete('cascade'))
        .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id'))
        .addColumn('item_title', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('net_amount', 'integer', (col) => col.notNull())
        .addColumn('tax_amount', 'integer', (col) => col.notNull())
        .addColumn('payable_amount', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('credit_note_lines_pkey', ['credit_note_id', 'order_item_id'])
        // A line is refunded once.
        .addUniqueConstraint('credit_note_lines_order_item_id_key', ['order_item_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('credit_note_lines').execute();
      await db.schema.dropTable('credit_notes').execute();
    },
  };
}
