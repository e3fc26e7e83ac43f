// Spec 4, 7 Session: POST /auth/signin. Each sign-in creates a device with its own refresh token.
import { randomUUID } from 'node:crypto';
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { insertDevice } from '../db/repositories/devices.repository';
import { findUserByUsername } from '../db/repositories/users.repository';
import type { UserRow } from '../db/schema';
import { tooManyRequests, unauthenticated } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { deviceNameFromUserAgent } from './deviceName';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { verifyAgainstDummy, verifyPassword } from '../infrastructure/passwords';
import { retryAfterSeconds } from './signInGuard';
import { type SessionTokens, issueSessionTokens } from './sessionTokens';

export interface SignInInput {
  username: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
}

export interface SignInResult {
  user: UserRow;
  deviceId: string;
  tokens: SessionTokens;
}

export async function signIn(ctx: ServiceContext, input: SignInInput): Promise<SignInResult> {
  // Counted before the slow password check, so parallel attempts see each other; refused (whatever
  // the password, whether or not the username exists) while the username waits or the pair is locked.
  // No minimum length here: users whose password predates the policy still sign in.
  const reservation = await ctx.signInGuard.reserve({ username: input.username, ip: input.ip });
  if (!reservation.isAllowed) {
    throw tooManyRequests(SESSION_MESSAGES.tooManyAttempts, retryAfterSeconds(reservation.retryAfterMs));
  }

  // An unexpected error from here on leaves the attempt counted as a failure (fail closed).
  const user = await findUserByUsername(ctx.db, input.username);
  const isValid = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await ctx.signInGuard.recordFailure(reservation.ticket);
    // A failed attempt is a trail entry of its own (nothing else is written for it).
    await recordActivity(ctx.db, ctx, {
      action: 'auth.sign_in_failed',
      actor: user ? actorOf(user) : { id: null, username: input.username, name: input.username },
      subject: user ? { type: 'user', id: user.id } : null,
      summary: user ? `Sign-in failed for ${user.username}: wrong password` : `Sign-in failed for unknown username "${input.username}"`,
      details: { ip: input.ip },
    });
    throw unauthenticated(SESSION_MESSAGES.invalidCredentials);
  }
  await ctx.signInGuard.recordSuccess(reservation.ticket);

  const deviceId = randomUUID();
  const tokens = await inTransaction(ctx, async (trx) => {
    await insertDevice(trx, {
      id: deviceId,
      userId: user.id,
      ip: input.ip,
      name: deviceNameFromUserAgent(input.userAgent),
      // No geo-IP lookup: the server works offline and sends nothing outside.
      location: null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      now: ctx.now().toISOString(),
    });
    await recordActivity(trx, ctx, {
      action: 'auth.signed_in',
      actor: actorOf(user),
      subject: { type: 'user', id: user.id },
      summary: `${user.name} signed in (${deviceNameFromUserAgent(input.userAgent)})`,
      details: { ip: input.ip, deviceId },
    });
    return issueSessionTokens(ctx, trx, { userId: user.id, deviceId });
  });
  return { user, deviceId, tokens };
}
