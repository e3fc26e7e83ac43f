// Spec 4 Session: POST /auth/refresh-token. The refresh token is rotated on every use; presenting
// an already-rotated token is reuse (a stolen copy) and revokes the device — except within a short
// grace window (a reuse interval), where it is the same browser again: a second tab refreshing at the same
// moment, or a page whose first refresh was answered but never heard (it navigated away, the network dropped).
// That request gets a pair of its own: answering it without cookies left such a browser holding only the
// rotated token, so its call failed, and its next refresh after the window signed the station out as a thief.
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { revokeDevice, touchDevice } from '../db/repositories/devices.repository';
import { findRefreshTokenByHash, markRefreshTokenRotated } from '../db/repositories/refreshTokens.repository';
import { unauthenticated } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { type SessionTokens, hashRefreshToken, issueSessionTokens } from './sessionTokens';

const expired = () => unauthenticated(SESSION_MESSAGES.sessionExpired);

export async function refreshSession(
  ctx: ServiceContext,
  input: { refreshToken: string | undefined; ip: string | null },
): Promise<SessionTokens> {
  if (!input.refreshToken || input.refreshToken.length > 256) throw expired();
  const tokenHash = hashRefreshToken(input.refreshToken);

  const outcome = await inTransaction(ctx, async (trx, emit) => {
    const now = ctx.now();
    const nowIso = now.toISOString();
    const token = await findRefreshTokenByHash(trx, tokenHash);
    if (!token || token.device_revoked_at !== null) return { kind: 'refused' } as const;

    if (token.rotated_at !== null) {
      if (now.getTime() - Date.parse(token.rotated_at) > ctx.config.refreshGraceMs) {
        if (await revokeDevice(trx, token.device_id, nowIso)) {
          emit({ type: 'device.revoked', deviceId: token.device_id, userId: token.user_id, reason: 'token-reuse' });
        }
        return { kind: 'refused' } as const;
      }
    } else {
      if (Date.parse(token.expires_at) <= now.getTime()) return { kind: 'refused' } as const;
      // Conditional: on PostgreSQL a concurrent refresh of the same token waits here, then finds it rotated
      // (within the window: it gets a pair of its own, as above).
      await markRefreshTokenRotated(trx, token.id, nowIso);
    }

    await touchDevice(trx, token.device_id, input.ip, nowIso);
    const tokens = await issueSessionTokens(ctx, trx, { userId: token.user_id, deviceId: token.device_id });
    return { kind: 'issued', tokens } as const;
  });

  // Refusals are answered after commit so that a reuse revocation is kept.
  if (outcome.kind === 'refused') throw expired();
  return outcome.tokens;
}
