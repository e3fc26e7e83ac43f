// The sign-in guard's rows and the request rate-limit windows, shared by every node on
// one PostgreSQL database. Row locks (FOR UPDATE) serialize attempts on the same key across nodes.
import { sql } from 'kysely';
import type { Db, Dialect } from '../client';
import type { SignInGuardTable } from '../schema';

/**
 * The rows of `keys`, created empty when absent and locked until the transaction ends (PostgreSQL;
 * SQLite's one writer needs no row lock).
 */
export async function lockSignInGuardRows(
  trx: Db,
  dialect: Dialect,
  keys: ReadonlyArray<{ key: string; username: string }>,
): Promise<Map<string, SignInGuardTable>> {
  await trx
    .insertInto('sign_in_guard')
    .values(keys.map(({ key, username }) => ({ key, username, failures: 0, last_failure_at: 0, refuse_until: 0, forget_at: 0 })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  let query = trx
    .selectFrom('sign_in_guard')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map(({ key }) => key),
    )
    .orderBy('key');
  if (dialect === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.key, row]));
}

export async function saveSignInGuardRows(trx: Db, rows: readonly SignInGuardTable[]): Promise<void> {
  for (const row of rows) {
    const { key, ...values } = row;
    await trx.updateTable('sign_in_guard').set(values).where('key', '=', key).execute();
  }
}

export async function deleteSignInGuardKeys(db: Db, keys: readonly string[]): Promise<void> {
  await db
    .deleteFrom('sign_in_guard')
    .where('key', 'in', [...keys])
    .execute();
}

export async function deleteSignInGuardUsername(db: Db, username: string): Promise<void> {
  await db.deleteFrom('sign_in_guard').where('username', '=', username).execute();
}

/** Housekeeping: rows whose count no longer matters. */
export async function pruneSignInGuard(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom('sign_in_guard').where('forget_at', '<=', nowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * One hit on `key` in a fixed window of `windowMs`: starts a new window when the last one is over.
 * One statement, atomic on every node. Answers the hits in the window and when it began.
 */
export async function hitRateLimit(db: Db, key: string, nowMs: number, windowMs: number): Promise<{ hits: number; windowStart: number }> {
  const isOver = sql<boolean>`rate_limit_hits.window_start + ${windowMs} <= ${nowMs}`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_start: nowMs, window_ms: windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${isOver} then 1 else rate_limit_hits.hits + 1 end`,
        window_start: sql<number>`case when ${isOver} then ${nowMs} else rate_limit_hits.window_start end`,
        window_ms: windowMs,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowStart: row.window_start };
}

export async function pruneRateLimitHits(db: Db, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where(sql<boolean>`window_start + window_ms <= ${nowMs}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
