// Housekeeping with the session pruning: sign-in guard rows and rate-limit windows that count for nothing.
import type { Db } from '../db/client';
import { pruneRateLimitHits, pruneSignInGuard } from '../db/repositories/throttles.repository';

export async function pruneThrottles(db: Db, now: Date): Promise<void> {
  await pruneSignInGuard(db, now.getTime());
  await pruneRateLimitHits(db, now.getTime());
}
