// The audit trail. One append-only table of who did what when (sign-ins, user and scope changes,
// price changes, voids, discounts, overrides, refunds, reprints). The database itself refuses UPDATE and
// DELETE (a trigger on both dialects), so no code path, present or future, can rewrite history. The actor and
// approver are plain ids plus name snapshots, not foreign keys: deleting a user must not touch their entries.
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';
import { refuseChanges, withId } from './helpers';

export function auditTrailMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('audit_entries'), dialect)
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_username', 'text', (col) => col.notNull())
        .addColumn('actor_name', 'text', (col) => col.notNull())
        .addColumn('approver_id', 'integer')
        .addColumn('approver_name', 'text')
        .addColumn('subject_type', 'text')
        .addColumn('subject_id', 'text')
        .addColumn('summary', 'text', (col) => col.notNull())
        .addColumn('details', 'text')
        .execute();
      // The list is "a period, newest first" (created_at range, id order), optionally by person or action.
      await db.schema.createIndex('audit_entries_created_at_idx').on('audit_entries').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('audit_entries_actor_idx').on('audit_entries').columns(['actor_id', 'id']).execute();
      await db.schema.createIndex('audit_entries_approver_idx').on('audit_entries').columns(['approver_id', 'id']).execute();
      await db.schema.createIndex('audit_entries_action_idx').on('audit_entries').columns(['action', 'id']).execute();

      await refuseChanges(db, dialect, {
        table: 'audit_entries',
        functionName: 'audit_entries_append_only',
        message: 'audit_entries is append-only',
      });
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_entries').execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_entries_append_only()`.execute(db);
    },
  };
}
