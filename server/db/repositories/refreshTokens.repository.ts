// All SQL about refresh tokens (stored as sha256 hashes only).
import type { Db } from '../client';
import type { RefreshTokenRow } from '../schema';

export async function insertRefreshToken(
  db: Db,
  token: { deviceId: string; tokenHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      device_id: token.deviceId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
      rotated_at: null,
    })
    .execute();
}

export interface RefreshTokenWithDevice extends RefreshTokenRow {
  device_revoked_at: string | null;
  user_id: number;
}

export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenWithDevice | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('devices', 'devices.id', 'refresh_tokens.device_id')
    .selectAll('refresh_tokens')
    .select(['devices.revoked_at as device_revoked_at', 'devices.user_id as user_id'])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token as exchanged, unless a concurrent refresh did first (its time stands: the grace window runs from it). */
export async function markRefreshTokenRotated(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ rotated_at: now }).where('id', '=', id).where('rotated_at', 'is', null).execute();
}

/** Drops tokens that expired before the given instant; housekeeping only. */
export async function deleteStaleRefreshTokens(db: Db, expiredBefore: string): Promise<number> {
  const result = await db.deleteFrom('refresh_tokens').where('expires_at', '<', expiredBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
