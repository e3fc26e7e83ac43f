// Spec 2.11, 7 users: POST /users/update/{username}. The username is read-only. New scopes apply to
// the user's next call (every request reloads the user) and move their open sockets to the rooms
// of the new scopes.
import { SETTINGS_MESSAGES, type UserUpdateBody } from '../../shared/contract/settings';
import { formatScope } from '../../shared/domain/permissions';
import { updateUserRow } from '../db/repositories/users.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from './context';
import { findManageableUser } from './findManageableUser';

export async function updateUser(ctx: ServiceContext, username: string, body: UserUpdateBody): Promise<void> {
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
    if (!updated) throw notFound(SETTINGS_MESSAGES.userNotFound);
    emit({ type: 'user.access-changed', userId: updated.id, username: updated.username, role: updated.role, scope: updated.scope });
  });
}
