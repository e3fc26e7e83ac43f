// All SQL behind /ready: is the database answering, which migrations it has, and is this
// node's realtime LISTEN connection up.
import { sql } from 'kysely';
import type { Db } from '../client';

/** One round trip; throws when the database cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Names of the migrations the database has run (the migrator's own table). */
export async function listExecutedMigrations(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * PostgreSQL: the backend pids of the sessions named `applicationName` that sit idle after a LISTEN, i.e.
 * are receiving notifications. The realtime adapter's pool carries a name of its own, and only its
 * listener runs LISTEN; a new pid means the listener reconnected.
 */
export async function listListeningSessions(db: Db, applicationName: string): Promise<number[]> {
  const result = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where application_name = ${applicationName} and state = 'idle' and query ilike 'LISTEN %'`.execute(db);
  return result.rows.map((row) => row.pid);
}
