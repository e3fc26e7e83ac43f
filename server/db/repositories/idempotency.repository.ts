// Idempotency keys of POS writes: (user, key) is the primary key, so two requests with one key can
// never both write.
import type { Db } from '../client';
import type { IdempotencyKeyRow } from '../schema';

export interface IdempotencyKeyClaim {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

export function findIdempotencyKey(db: Db, userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/**
 * Claims the key inside the caller's transaction; false when it is already taken. On PostgreSQL a
 * concurrent claim of the same key waits here until the first transaction ends: then it is taken
 * (committed) or free again (rolled back).
 */
async function claimIdempotencyKey(db: Db, claim: IdempotencyKeyClaim, createdAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      route: claim.route,
      request_hash: claim.requestHash,
      // Filled in by saveIdempotentResponse before the transaction commits; never visible empty.
      status_code: 0,
      response_body: '',
      created_at: createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The claim step of every keyed write, inside its transaction: null when the key is now this request's, else the
 * row of the earlier request that holds it (nothing may be written then).
 */
export async function claimOrFindIdempotencyKey(db: Db, claim: IdempotencyKeyClaim, createdAt: string): Promise<IdempotencyKeyRow | null> {
  if (await claimIdempotencyKey(db, claim, createdAt)) return null;
  const stored = await findIdempotencyKey(db, claim.userId, claim.key);
  if (!stored) throw new Error('idempotency key vanished between claim and read');
  return stored;
}

export async function saveIdempotentResponse(
  db: Db,
  claim: Pick<IdempotencyKeyClaim, 'userId' | 'key'>,
  statusCode: number,
  responseBody: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: responseBody })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .execute();
}

export async function deleteIdempotencyKeysBefore(db: Db, createdBefore: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', createdBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
