// A void (the spec's cancel of an unpaid order or line) may carry the reason staff gave, kept on the
// lines it cancelled (an order's void gives its reason to each line it cancels; the audit trail has the order's).
// Nullable: the spec's cancel sends none, and lines voided before this change had none. A column of order_items,
// not orders, so the order row every station reads keeps its shape.
import type { Kysely, Migration } from 'kysely';

export function voidReasonsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').addColumn('void_reason', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').dropColumn('void_reason').execute();
    },
  };
}
