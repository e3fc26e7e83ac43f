// The store's default payment type: what an order paid without a paymentTypeId (spec 7's bodies send none) is
// recorded with. Null means "the first active payment type". A deleted type clears the choice (SET NULL), so a
// later type that gets its id back (SQLite may reuse the highest id) does not become the default by chance.
import type { Kysely, Migration } from 'kysely';

export function defaultPaymentTypeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('store_settings')
        .addColumn('default_payment_type_id', 'integer', (column) => column.references('payment_types.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('store_settings').dropColumn('default_payment_type_id').execute();
    },
  };
}
