// Counts reset at the business day's start: one settings row says whether the day's start clears the counts and
// lifts the 86es (both off), and which business day was last reset. Whichever node first moves last_reset_date
// forward with a conditional UPDATE applies the reset; every other node's UPDATE finds the day already taken.
import { type Kysely, type Migration, sql } from 'kysely';

export function stockDayResetMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stock_settings')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        // 1: the day's start clears every count (and the 86 a count of 0 made).
        .addColumn('reset_counts', 'integer', (col) => col.notNull().defaultTo(0))
        // 1: the day's start lifts every 86.
        .addColumn('lift_outs', 'integer', (col) => col.notNull().defaultTo(0))
        // YYYY-MM-DD: the business day last reset (null: never).
        .addColumn('last_reset_date', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await sql`insert into stock_settings (id, updated_at) values (1, ${new Date().toISOString()})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('stock_settings').execute();
    },
  };
}
