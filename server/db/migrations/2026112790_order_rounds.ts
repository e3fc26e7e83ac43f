// Lines added to an order after it was sent, and quantities changed since: the kitchen marks a later round's lines
// NEW and shows a changed quantity as old → new. Existing lines are the first round; no line has a previous quantity.
import type { Kysely, Migration } from 'kysely';

export function orderRoundsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('order_items')
        .addColumn('round_no', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('order_items').addColumn('previous_quantity', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').dropColumn('previous_quantity').execute();
      await db.schema.alterTable('order_items').dropColumn('round_no').execute();
    },
  };
}
