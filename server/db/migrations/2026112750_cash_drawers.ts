// Cash drawers: a drawer session per till (opened with a counted float, closed with a blind count), its movements
// (cash taken and refunded in payments, pay in and out, safe drops, tip-outs, no sale), the store's drawer settings,
// and which payment types are cash. Amounts are signed minor units (into the drawer positive), so the cash a drawer
// should hold is its float plus the sum of its movements. Additive only: a store that never turns drawers on works
// as before.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { withId } from './helpers';

export function cashDrawersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('payment_types')
        .addColumn('is_cash', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // The seeded and usual name: a store renames or adds types, and marks them in Settings.
      await sql`update payment_types set is_cash = 1 where lower(title) = 'cash'`.execute(db);

      await db.schema
        .createTable('drawer_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        // 0: no drawers, cash is taken as before.
        .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(0))
        // 'refuse' | 'flag': cash taken with no open drawer.
        .addColumn('cash_without_drawer', 'text', (col) => col.notNull().defaultTo('refuse'))
        // Minor units: a close over or short by more needs a manager's override.
        .addColumn('over_short_limit', 'integer', (col) => col.notNull().defaultTo(500))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into drawer_settings (id, updated_at) values (1, ${new Date().toISOString()})`.execute(db);

      await withId(db.schema.createTable('drawer_sessions'), dialect)
        .addColumn('till', 'text', (col) => col.notNull())
        // null: shared by everyone at the till; else the one user whose cash it holds.
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text')
        // The signed-in device that opened it: a shared drawer takes that device's cash.
        .addColumn('device_id', 'text')
        // 'open' | 'closed'
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('float_total', 'integer', (col) => col.notNull())
        // JSON [{ value, quantity }] in minor units.
        .addColumn('float_counts', 'text', (col) => col.notNull())
        .addColumn('opened_by', 'integer')
        .addColumn('opened_by_name', 'text', (col) => col.notNull())
        .addColumn('opened_at', 'text', (col) => col.notNull())
        .addColumn('expected_total', 'integer')
        .addColumn('counted_total', 'integer')
        .addColumn('counted_counts', 'text')
        // counted − expected: positive over, negative short.
        .addColumn('over_short', 'integer')
        .addColumn('close_note', 'text')
        .addColumn('closed_by', 'integer')
        .addColumn('closed_by_name', 'text')
        .addColumn('approved_by', 'integer')
        .addColumn('approved_by_name', 'text')
        .addColumn('closed_at', 'text')
        .execute();
      // One open drawer per till and per user: two tills opening the same drawer cannot both succeed.
      await sql`create unique index drawer_sessions_open_till on drawer_sessions (till) where status = 'open'`.execute(db);
      await sql`create unique index drawer_sessions_open_user on drawer_sessions (user_id) where status = 'open' and user_id is not null`.execute(
        db,
      );

      await withId(db.schema.createTable('drawer_movements'), dialect)
        // null: cash taken with no open drawer, allowed by the store and flagged.
        .addColumn('drawer_session_id', 'integer', (col) => col.references('drawer_sessions.id'))
        // 'sale' | 'refund' | 'pay_in' | 'pay_out' | 'safe_drop' | 'tip_out' | 'no_sale'
        .addColumn('kind', 'text', (col) => col.notNull())
        // Signed minor units: into the drawer positive.
        .addColumn('amount', 'integer', (col) => col.notNull())
        // The cash rounding in a sale or refund (already in amount), kept for the reports.
        .addColumn('rounding_amount', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('invoice_id', 'integer')
        .addColumn('credit_note_id', 'integer')
        .addColumn('reason', 'text')
        .addColumn('recipient', 'text')
        .addColumn('is_flagged', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_by', 'integer')
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('drawer_movements_session').on('drawer_movements').columns(['drawer_session_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('drawer_movements').execute();
      await db.schema.dropTable('drawer_sessions').execute();
      await db.schema.dropTable('drawer_settings').execute();
      await db.schema.alterTable('payment_types').dropColumn('is_cash').execute();
    },
  };
}
