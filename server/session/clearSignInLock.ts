// Hardening (spec 7 Session): POST /users/unlock-sign-in/{username}. Forgets the username's sign-in
// failures, its back-off and every username + IP lock, so a locked-out owner signs in at once. Admin
// accounts included (unlike the other Users-screen actions): a locked-out admin is a closed restaurant.
import { USER_MESSAGES } from '../../shared/contract/users';
import { findUserByUsername } from '../db/repositories/users.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

/** Answers the stored username whose lock was cleared. */
export async function clearSignInLock(ctx: ServiceContext, username: string): Promise<string> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound(USER_MESSAGES.userNotFound);
  await ctx.signInGuard.clear(user.username);
  return user.username;
}
