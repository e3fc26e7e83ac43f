// Opens the one database the server uses: SQLite (better-sqlite3) by default, PostgreSQL when
// DATABASE_URL says so. The same Kysely repositories and migrations serve both.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase, sql } from 'kysely';
import { Pool, types } from 'pg';
import { enableGroupCommit } from './groupCommit';
import { withNamedStatements } from './namedStatements';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

/** For the repositories whose SQL differs by database (row locks, PostgreSQL's one-statement order write). */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** A description safe to print (no password). */
  description: string;
  destroy(): Promise<void>;
}

const DEFAULT_SQLITE_PATH = path.join('data', 'brigade.sqlite');

export type DatabaseTarget = { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (!url) return { dialect: 'sqlite', filename: DEFAULT_SQLITE_PATH };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url };
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename) throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/brigade.sqlite');
    return { dialect: 'sqlite', filename };
  }
  throw new Error('DATABASE_URL must start with sqlite:, postgres:// or postgresql://');
}

function openSqlite(filename: string): DatabaseHandle {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed order or payment survives power loss (NORMAL may drop the last commits in WAL mode).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  enableGroupCommit(db);
  return { db, dialect: 'sqlite', description: `SQLite ${filename}`, destroy: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; Brigade's queries are a few hundred shapes, IN lists vary a little. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small one. The same SQL text
 * reuses its prepared statement (least recently used ones dropped past the bound). Safe because
 * better-sqlite3 runs each statement to completion synchronously, and SQLite re-prepares a statement
 * itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

type TypeOid = Parameters<typeof types.getTypeParser>[0];

/** Told about a PostgreSQL connection that broke outside a query (restart, failover, terminated backend). */
export type ConnectionErrorHandler = (error: Error) => void;

function openPostgres(connectionString: string, onConnectionError: ConnectionErrorHandler): DatabaseHandle {
  const pool = new Pool({
    connectionString,
    max: 10,
    // Counts and bigint ids come back as numbers (they stay far below 2^53 here).
    types: {
      getTypeParser: ((oid: TypeOid, format?: 'text' | 'binary') =>
        oid === types.builtins.INT8 && format !== 'binary'
          ? (value: string) => Number(value)
          : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
    },
  });
  // pg emits 'error' for a connection that dies while idle in the pool, or while checked out between
  // queries; unhandled, that ends the process, so a PostgreSQL restart would take every node down with it.
  // Handled, the broken connection is dropped, queries fail meanwhile (/ready says so) and new ones reconnect.
  pool.on('error', onConnectionError);
  // A checked-out connection's error also fails the query running on it, which reports it; this only
  // keeps one that breaks between two queries from ending the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  const url = new URL(connectionString);
  return {
    db,
    dialect: 'postgres',
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    destroy: () => db.destroy(),
  };
}

export function openDatabase(
  url: string | undefined,
  onConnectionError: ConnectionErrorHandler = (error) => console.error('PostgreSQL connection error:', error.message),
): DatabaseHandle {
  const target = parseDatabaseUrl(url);
  return target.dialect === 'sqlite' ? openSqlite(target.filename) : openPostgres(target.connectionString, onConnectionError);
}

/** Any 64-bit key of our own: Kysely's migrator uses another (3853314791062309107). */
const STARTUP_LOCK_KEY = 7_246_310_522_819_001n;

/**
 * Runs the start-up work (migrations, first admin, store, generated secret) with no other node doing
 * the same at once. On PostgreSQL several nodes may start together on one database: a session-level
 * advisory lock, held on one connection of the pool, lets them take turns, so the second node finds
 * everything done and writes nothing. `work` gets that connection's Kysely (the lock's holder). SQLite
 * is one process: no lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: (db: Db) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work(handle.db);
  return handle.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(db);
    }
  });
}
