// Spec 2.11, 7 users: POST /users/update/{username}. The username is read-only. New scopes apply to
// the user's next call (every request reloads the user) and move their open sockets to the rooms
// of the new scopes.
import { type UserUpdateBody, USER_MESSAGES } from '../../shared/contract/users';
import { formatScope } from '../../shared/domain/access/scopes';
import { updateUserRow } from '../db/repositories/users.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import type { UserRow } from '../db/schema';
import { findManageableUser } from './findManageableUser';
import { actorOf, recordActivity } from '../activity/recordActivity';

export async function updateUser(
  ctx: ServiceContext,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  username: string,
  body: UserUpdateBody,
): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    const target = await findManageableUser(trx, username);
    const updated = await updateUserRow(trx, target.id, {
      name: body.name,
      designation: body.designation,
      phone: body.phone,
      email: body.email,
      scope: formatScope(body.userScopes),
      updated_at: isoNow(ctx),
    });
    if (!updated) throw notFound(USER_MESSAGES.userNotFound);
    // The update, and a scope change as an entry of its own (what gives access is what auditors look for).
    await recordActivity(trx, ctx, {
      action: 'user.updated',
      actor: actorOf(actor),
      subject: { type: 'user', id: updated.id },
      summary: `Updated user ${updated.username} (${updated.name})`,
      details: { name: updated.name, designation: updated.designation, phone: updated.phone, email: updated.email },
    });
    if (target.scope !== updated.scope) {
      await recordActivity(trx, ctx, {
        action: 'user.scope_changed',
        actor: actorOf(actor),
        subject: { type: 'user', id: updated.id },
        summary: `Scopes of ${updated.username} changed from ${target.scope || 'none'} to ${updated.scope || 'none'}`,
        details: { from: target.scope, to: updated.scope },
      });
    }
    emit({ type: 'user.access-changed', userId: updated.id, username: updated.username, role: updated.role, scope: updated.scope });
  });
}
