// A manager override at the POS. Someone with the right to approve (admin, or the SETTINGS scope) types
// their username and password on the cashier's screen. Checked like a sign-in (the same throttle, the same
// constant-time answer for an unknown username); a refusal is an audit-trail entry of its own. No session is made.
import { DISCOUNT_MESSAGES } from '../../shared/domain/bill/billMessages';
import { hasAnyScope } from '../../shared/domain/access/scopes';
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { findUserByUsername } from '../db/repositories/users.repository';
import type { UserRow } from '../db/schema';
import { tooManyRequests, validationFailed } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { verifyAgainstDummy, verifyPassword } from '../infrastructure/passwords';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { retryAfterSeconds } from '../session/signInGuard';

/** Who may approve a discount above the store's limit (and so needs no override). */
export function canApproveDiscounts(user: Pick<UserRow, 'role' | 'scope'>): boolean {
  return hasAnyScope(user, ['SETTINGS']);
}

export async function verifyManagerOverride(
  ctx: ServiceContext,
  cashier: ActingUser,
  credentials: { username: string; password: string },
  ip: string | null,
): Promise<UserRow> {
  const reservation = await ctx.signInGuard.reserve({ username: credentials.username, ip });
  if (!reservation.isAllowed) throw tooManyRequests(SESSION_MESSAGES.tooManyAttempts, retryAfterSeconds(reservation.retryAfterMs));
  const manager = await findUserByUsername(ctx.db, credentials.username);
  const isValid = manager
    ? await verifyPassword(manager.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  const refuse = async (message: string) => {
    await recordActivity(ctx.db, ctx, {
      action: 'manager.override',
      actor: actorOf(cashier),
      subject: manager ? { type: 'user', id: manager.id } : null,
      summary: `Manager override refused (${credentials.username}): ${message}`,
      details: { approved: false, username: credentials.username, ip },
    });
    return validationFailed(message);
  };
  if (!manager || !isValid) {
    await ctx.signInGuard.recordFailure(reservation.ticket);
    throw await refuse(DISCOUNT_MESSAGES.overrideRefused);
  }
  await ctx.signInGuard.recordSuccess(reservation.ticket);
  if (!canApproveDiscounts(manager)) throw await refuse(DISCOUNT_MESSAGES.overrideNotAllowed(manager.name));
  return manager;
}
