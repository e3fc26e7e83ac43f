// Spec 2.11, 7 users: POST /users/add. New users get role 'user' (admin is never created here),
// the username lower-cased and unique, the password hashed, the scopes as comma-separated text.
import { type UserAddBody, USER_MESSAGES } from '../../shared/contract/users';
import { formatScope } from '../../shared/domain/access/scopes';
import { isUniqueViolation } from '../db/errors';
import { findUserByUsername, insertUser } from '../db/repositories/users.repository';
import { conflict } from '../errors';
import type { UserRow } from '../db/schema';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { hashPassword } from '../infrastructure/passwords';
import { actorOf, recordActivity } from '../activity/recordActivity';

const NEW_USER_ROLE = 'user';

/** Answers the stored (lower-case) username, the key of the other users routes. */
export async function addUser(ctx: ServiceContext, actor: Pick<UserRow, 'id' | 'username' | 'name'>, body: UserAddBody): Promise<string> {
  if (await findUserByUsername(ctx.db, body.username)) throw conflict(USER_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(body.password);
  const now = isoNow(ctx);
  try {
    return await inTransaction(ctx, async (trx) => {
      const user = await insertUser(trx, {
        username: body.username,
        password_hash: passwordHash,
        name: body.name,
        role: NEW_USER_ROLE,
        scope: formatScope(body.userScopes),
        designation: body.designation,
        phone: body.phone,
        email: body.email,
        photo: null,
        created_at: now,
        updated_at: now,
      });
      await recordActivity(trx, ctx, {
        action: 'user.added',
        actor: actorOf(actor),
        subject: { type: 'user', id: user.id },
        summary: `Added user ${user.username} (${user.name}) with scopes ${user.scope || 'none'}`,
        details: { username: user.username, scope: user.scope },
      });
      return user.username;
    });
  } catch (error) {
    // Someone added the same username between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.usernameTaken);
    throw error;
  }
}
