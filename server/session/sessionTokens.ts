// Spec 4 Session: the access token (HMAC-signed, short-lived, in an httpOnly cookie) and the
// refresh token (random, stored only as a sha256 hash, bound to a device, rotated on every use).
import { createHash, randomBytes } from 'node:crypto';
import { insertRefreshToken } from '../db/repositories/refreshTokens.repository';
import type { Db } from '../db/client';
import type { ServiceContext } from '../infrastructure/context';

const ACCESS_TOKEN_VERSION = 'v1';

export interface AccessClaims {
  userId: number;
  deviceId: string;
}

interface IssuedToken {
  value: string;
  expiresAt: Date;
}

export interface SessionTokens {
  access: IssuedToken;
  refresh: IssuedToken;
}

/** `v1.<userId>.<deviceId>.<expiresAtMs>` plus the signer's HMAC. */
function createAccessToken(ctx: ServiceContext, claims: AccessClaims): IssuedToken {
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.accessTtlMs);
  const payload = [ACCESS_TOKEN_VERSION, claims.userId, claims.deviceId, expiresAt.getTime()].join('.');
  return { value: ctx.signer.sign(payload), expiresAt };
}

/** The claims of a genuine, unexpired access token; null for anything else. */
export function readAccessToken(ctx: Pick<ServiceContext, 'signer' | 'now'>, raw: string | undefined): AccessClaims | null {
  if (!raw || raw.length > 512) return null;
  const unsigned = ctx.signer.unsign(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const [version, userId, deviceId, expiresAt, ...rest] = unsigned.value.split('.');
  if (version !== ACCESS_TOKEN_VERSION || rest.length > 0 || !deviceId) return null;
  const userIdNumber = Number(userId);
  const expiresAtMs = Number(expiresAt);
  if (!Number.isSafeInteger(userIdNumber) || !Number.isFinite(expiresAtMs)) return null;
  if (expiresAtMs <= ctx.now().getTime()) return null;
  return { userId: userIdNumber, deviceId };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates and stores a new refresh token for the device; returns the only copy of the token. */
async function issueRefreshToken(ctx: ServiceContext, trx: Db, deviceId: string): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.refreshTtlMs);
  await insertRefreshToken(trx, {
    deviceId,
    tokenHash: hashRefreshToken(token),
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { value: token, expiresAt };
}

export async function issueSessionTokens(ctx: ServiceContext, trx: Db, claims: AccessClaims): Promise<SessionTokens> {
  const refresh = await issueRefreshToken(ctx, trx, claims.deviceId);
  return { access: createAccessToken(ctx, claims), refresh };
}
