// The secret that signs access tokens: SESSION_SECRET, or one generated on first start and kept in
// the database so that a restart does not sign everyone out.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { putServerValueIfAbsent } from '../db/repositories/serverKv.repository';

const SESSION_SECRET_KEY = 'session_secret';

export async function ensureSessionSecret(db: Db, configured: string | undefined, now: Date): Promise<string> {
  if (configured) return configured;
  return putServerValueIfAbsent(db, SESSION_SECRET_KEY, randomBytes(32).toString('base64url'), now.toISOString());
}
