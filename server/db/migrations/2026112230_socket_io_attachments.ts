// Several nodes: the table @socket.io/postgres-adapter keeps payloads in that do not fit a
// NOTIFY (over 8,000 bytes, or binary). Brigade's events are small JSON, so it stays empty in practice, but
// the adapter reads and prunes it and must find it. PostgreSQL only: SQLite is one process with the
// in-memory adapter, so there the migration does nothing (both dialects keep one migration list).
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../client';

export function socketIoAttachmentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // The adapter's own shape (its README): it inserts payload, reads by id, deletes by created_at.
      await sql`
        create table if not exists socket_io_attachments (
          id bigserial unique,
          created_at timestamptz default now(),
          payload bytea
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema.dropTable('socket_io_attachments').ifExists().execute();
    },
  };
}
