// All SQL about the server's own key-value settings (generated secrets, one-time flags).
import type { Db } from '../client';

export async function getServerValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_kv').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the key exists already; returns the value that is stored in the end. */
export async function putServerValueIfAbsent(db: Db, key: string, value: string, now: string): Promise<string> {
  await db
    .insertInto('server_kv')
    .values({ key, value, created_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await getServerValue(db, key);
  if (stored === undefined) throw new Error(`server_kv ${key} missing after insert`);
  return stored;
}
