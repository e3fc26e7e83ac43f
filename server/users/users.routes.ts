// Spec 2.11, 6, 7 users: the Users screen. Guarded by SETTINGS (spec 2.1); admin users are
// protected (409), nobody deletes themselves, usernames are case-insensitive keys. Hardening adds
// "Clear sign-in lock", which works on admin users too. Declared in shared/contract/endpoints/users.ts.
import { usersEndpoints } from '../../shared/contract/endpoints/users';
import { USER_MESSAGES } from '../../shared/contract/users';
import { presentUser } from './users.presenter';
import { addUser } from './addUser';
import { clearSignInLock } from '../session/clearSignInLock';
import { deleteUser } from './deleteUser';
import { listUsers } from './listUsers';
import { resetUserPassword } from './resetUserPassword';
import { updateUser } from './updateUser';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const usersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(usersEndpoints.list, async () => ({ users: (await listUsers(ctx)).map(presentUser) }));

  mount(usersEndpoints.add, async ({ session, body }) => {
    const username = await addUser(ctx, session.user, body);
    return { message: USER_MESSAGES.userAdded, id: username };
  });

  mount(usersEndpoints.update, async ({ params, session, body }) => {
    await updateUser(ctx, session.user, params.username, body);
    return { message: USER_MESSAGES.userUpdated };
  });

  mount(usersEndpoints.resetPassword, async ({ params, session, body }) => {
    await resetUserPassword(ctx, session.user, params.username, body.password);
    return { message: USER_MESSAGES.passwordReset };
  });

  mount(usersEndpoints.clearSignInLock, async ({ params, session, request }) => {
    const username = await clearSignInLock(ctx, params.username);
    request.log.info({ username, by: session.user.username }, 'sign-in lock cleared');
    return { message: USER_MESSAGES.signInLockCleared };
  });

  mount(usersEndpoints.delete, async ({ params, session }) => {
    await deleteUser(ctx, session, params.username);
    return { message: USER_MESSAGES.userDeleted };
  });
};
