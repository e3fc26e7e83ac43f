// Deleting a tax counts the menu items that still use it (and PostgreSQL does not index
// foreign keys by itself), so menu_items.tax_id gets the index category_id already has.
import type { Kysely, Migration } from 'kysely';

export function menuItemsTaxIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('menu_items_tax_id_idx').on('menu_items').column('tax_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('menu_items_tax_id_idx').ifExists().execute();
    },
  };
}
