// Spec 2.11, 7 users: DELETE /users/delete/{username}. Not an admin, not oneself. The user's devices
// are revoked (sockets closed) and removed with the user; later order rows keep name snapshots.
import { USER_MESSAGES } from '../../shared/contract/users';
import { revokeDevicesOfUser } from '../db/repositories/devices.repository';
import { deleteUserRow } from '../db/repositories/users.repository';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { findManageableUser } from './findManageableUser';
import { actorOf, recordActivity } from '../activity/recordActivity';
import type { Session } from '../session/resolveSession';

export async function deleteUser(ctx: ServiceContext, session: Session, username: string): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    const target = await findManageableUser(trx, username);
    if (target.id === session.user.id) throw conflict(USER_MESSAGES.cannotDeleteSelf);
    const revoked = await revokeDevicesOfUser(trx, target.id, isoNow(ctx));
    if (!(await deleteUserRow(trx, target.id))) throw notFound(USER_MESSAGES.userNotFound);
    await recordActivity(trx, ctx, {
      action: 'user.deleted',
      actor: actorOf(session.user),
      subject: { type: 'user', id: target.id },
      summary: `Deleted user ${target.username} (${target.name})`,
      details: { username: target.username, scope: target.scope },
    });
    for (const deviceId of revoked) emit({ type: 'device.revoked', deviceId, userId: target.id, reason: 'user-deleted' });
  });
}
