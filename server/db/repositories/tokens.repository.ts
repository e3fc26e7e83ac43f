// The daily token counter (spec 2.5 token number): one row per business date, incremented atomically.
import type { Db } from '../client';

/**
 * The next token of the business date, inside the caller's order transaction. One statement, atomic on
 * SQLite (≥ 3.35) and PostgreSQL: the first order of the day inserts 1, later ones add 1 under the row's
 * lock, so concurrent orders wait for each other's commit and never share (or skip) a number; a rolled-back
 * order rolls its increment back too.
 */
export async function nextDailyToken(db: Db, businessDate: string): Promise<number> {
  const row = await db
    .insertInto('daily_token_counters')
    .values({ business_date: businessDate, last_token: 1 })
    .onConflict((oc) => oc.column('business_date').doUpdateSet((eb) => ({ last_token: eb('daily_token_counters.last_token', '+', 1) })))
    .returning('last_token')
    .executeTakeFirstOrThrow();
  return row.last_token;
}
