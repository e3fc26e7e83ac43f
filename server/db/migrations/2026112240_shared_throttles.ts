// Sign-in throttling and request rate limits kept in the database, so several server
// nodes on one PostgreSQL count together (one node alone keeps them in memory). Created on both
// dialects so the schema is one; SQLite's single process does not use them.
import { type Kysely, type Migration, sql } from 'kysely';

export function sharedThrottlesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per username ('u|<username>') and per username + IP pair ('p|<ip>|<username>').
      await db.schema
        .createTable('sign_in_guard')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('last_failure_at', 'bigint', (col) => col.notNull())
        .addColumn('refuse_until', 'bigint', (col) => col.notNull())
        .addColumn('forget_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sign_in_guard_username_idx').on('sign_in_guard').column('username').execute();
      await db.schema.createIndex('sign_in_guard_forget_at_idx').on('sign_in_guard').column('forget_at').execute();

      // @fastify/rate-limit's fixed windows: hits per key since window_start (epoch ms).
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('hits', 'integer', (col) => col.notNull())
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('window_ms', 'bigint', (col) => col.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_hits').execute();
      await db.schema.dropTable('sign_in_guard').execute();
    },
  };
}
