// Spec 3 reservation: reservations, with the customer's name kept as a snapshot so a deleted
// customer's reservations stay readable. See docs/data-model.md for the why of each column.
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../client';
import { withId, withTimestamps } from './helpers';

export function reservationsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withTimestamps(
        withId(db.schema.createTable('reservations'), dialect)
          .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
          .addColumn('customer_name', 'text', (col) => col.notNull())
          // Store-local wall time `YYYY-MM-DDTHH:mm`: sorts as text, and its first 10 characters are the business date.
          .addColumn('date', 'text', (col) => col.notNull())
          .addColumn('table_id', 'integer', (col) => col.references('store_tables.id').onDelete('set null'))
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('notes', 'text')
          .addColumn('people_count', 'integer', (col) => col.notNull())
          .addColumn('unique_code', 'text', (col) => col.notNull().unique())
          .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
      ).execute();
      await db.schema.createIndex('reservations_date_idx').on('reservations').column('date').execute();
      await db.schema.createIndex('reservations_customer_id_idx').on('reservations').column('customer_id').execute();
      await db.schema.createIndex('reservations_table_id_idx').on('reservations').column('table_id').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reservations').ifExists().execute();
    },
  };
}
