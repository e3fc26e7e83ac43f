// Spec 2.11, 6: the user a Users-screen action targets. Unknown → 404; role admin → 409: admin
// users cannot be updated, reset or deleted through these routes (a 403 would make the client
// refresh its session and retry, spec 4, so the refusal is a conflict with a clear message).
import { USER_MESSAGES } from '../../shared/contract/users';
import { isAdmin } from '../../shared/domain/access/scopes';
import type { Db } from '../db/client';
import { findUserByUsername } from '../db/repositories/users.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';

export async function findManageableUser(db: Db, username: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  if (isAdmin(user)) throw conflict(USER_MESSAGES.adminProtected);
  return user;
}
