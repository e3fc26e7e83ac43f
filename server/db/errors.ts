// Driver errors the services turn into answers: a unique index refusing a duplicate (a concurrent
// insert that passed the existence check) is a 409, not a 500.

/** SQLite (better-sqlite3) `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * A failure of the database itself, not of the request: the caller may send the same request again later.
 *  - 'disk-full': SQLite `SQLITE_FULL` (disk or max_page_count), PostgreSQL 53100; nothing was written.
 *  - 'unreachable': no connection (refused, reset, terminated by a restart, a failover, a database that
 *    accepts no connections now), PostgreSQL shutting down or starting (57P01-57P03), too many connections.
 *  - 'busy': SQLite still locked by another process after its busy timeout.
 */
export type DatabaseFailure = 'disk-full' | 'unreachable' | 'busy';

const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors while talking to PostgreSQL. */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * node-postgres reports a connection that ended under a query with these texts and no code; the second is what a
 * transaction's ROLLBACK on that connection throws, which Kysely passes on instead of the first.
 */
const CONNECTION_ENDED = /^(Connection terminated\b|Client (has encountered a connection error|was closed) and is not queryable)/;

/** Errors thrown while taking a connection from the pool: whatever their code, the database could not be reached. */
const connectFailures = new WeakSet<object>();

export function markConnectFailure(error: unknown): void {
  if (typeof error === 'object' && error !== null) connectFailures.add(error);
}

export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (connectFailures.has(error)) return 'unreachable';
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (code === 'SQLITE_FULL' || code === '53100') return 'disk-full';
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return 'busy';
    // SQLSTATE class 08: connection exception.
    if (UNREACHABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNREACHABLE_SOCKET_CODES.has(code)) return 'unreachable';
  }
  return error instanceof Error && CONNECTION_ENDED.test(error.message) ? 'unreachable' : undefined;
}
