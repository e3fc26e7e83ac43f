// Driver errors the services turn into answers: a unique index refusing a duplicate (a concurrent
// insert that passed the existence check) is a 409, not a 500.

/** SQLite (better-sqlite3) `SQLITE_CONSTRAINT_UNIQUE`, PostgreSQL SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
