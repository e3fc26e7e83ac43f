// The Activity page and its CSV read the trail newest first by (created_at, id), a page starting
// where the last one stopped (server/db/repositories/activity.repository.ts). With a person or an action chosen, the
// index of that filter must hold the same order, or every page sorts all of that person's or action's entries
// again (a year's CSV in batches of 1,000 took minutes). These replace the (x, id) indexes of the trail's migration.
import type { Kysely, Migration } from 'kysely';

const FILTERS = [
  ['audit_entries_actor_idx', 'audit_entries_actor_created_at_idx', 'actor_id'],
  ['audit_entries_approver_idx', 'audit_entries_approver_created_at_idx', 'approver_id'],
  ['audit_entries_action_idx', 'audit_entries_action_created_at_idx', 'action'],
] as const;

export function auditKeysetIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [old, index, column] of FILTERS) {
        await db.schema.createIndex(index).on('audit_entries').columns([column, 'created_at', 'id']).execute();
        await db.schema.dropIndex(old).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const [old, index, column] of FILTERS) {
        await db.schema.createIndex(old).on('audit_entries').columns([column, 'id']).execute();
        await db.schema.dropIndex(index).execute();
      }
    },
  };
}
