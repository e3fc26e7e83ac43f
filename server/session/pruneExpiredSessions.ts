// Housekeeping: refresh tokens past their expiry can never be used again (an expired token is refused
// whether or not it was rotated), so their rows go. Rotated tokens are kept until then: they are what
// reuse detection looks for.
import type { Db } from '../db/client';
import { deleteStaleRefreshTokens } from '../db/repositories/refreshTokens.repository';

export function pruneExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteStaleRefreshTokens(db, now.toISOString());
}
