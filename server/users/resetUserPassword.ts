// Spec 2.11, 7 users: POST /users/update-password/{username}. The new password is hashed and every
// device of that user is revoked: their open sessions end (next call 401, sockets closed) and they
// sign in again with the new password.
import { USER_MESSAGES } from '../../shared/contract/users';
import { revokeDevicesOfUser } from '../db/repositories/devices.repository';
import { updateUserRow } from '../db/repositories/users.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { findManageableUser } from './findManageableUser';
import type { UserRow } from '../db/schema';
import { hashPassword } from '../infrastructure/passwords';
import { actorOf, recordActivity } from '../activity/recordActivity';

export async function resetUserPassword(
  ctx: ServiceContext,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  username: string,
  password: string,
): Promise<void> {
  // Checked before hashing (argon2 is deliberately slow), and again by the update below.
  const target = await findManageableUser(ctx.db, username);
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (trx, emit) => {
    const now = isoNow(ctx);
    if (!(await updateUserRow(trx, target.id, { password_hash: passwordHash, updated_at: now }))) {
      throw notFound(USER_MESSAGES.userNotFound);
    }
    await recordActivity(trx, ctx, {
      action: 'user.password_reset',
      actor: actorOf(actor),
      subject: { type: 'user', id: target.id },
      summary: `Reset the password of ${target.username} (signed out of every device)`,
    });
    for (const deviceId of await revokeDevicesOfUser(trx, target.id, now)) {
      emit({ type: 'device.revoked', deviceId, userId: target.id, reason: 'password-reset' });
    }
  });
  // The new password should work at once: whatever the old one's failures started (wait, locks) ends.
  await ctx.signInGuard.clear(target.username);
}
