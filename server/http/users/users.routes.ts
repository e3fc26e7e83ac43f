// Spec 2.11, 6, 7 users: the Users screen. Guarded by SETTINGS (spec 2.1); admin users are
// protected (409), nobody deletes themselves, usernames are case-insensitive keys. Hardening adds
// "Clear sign-in lock", which works on admin users too.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CreatedResponse,
  SETTINGS_MESSAGES,
  type UsersResponse,
  passwordResetBody,
  userAddBody,
  userUpdateBody,
} from '../../../shared/contract/settings';
import { presentUser } from '../../presenters/users.presenter';
import { addUser } from '../../services/addUser';
import { clearSignInLock } from '../../services/clearSignInLock';
import { deleteUser } from '../../services/deleteUser';
import { listUsers } from '../../services/listUsers';
import { resetUserPassword } from '../../services/resetUserPassword';
import { updateUser } from '../../services/updateUser';
import { parseWith } from '../parse';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';

type ByUsername = { Params: { username: string } };

export const usersRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/users', async () => ({ users: (await listUsers(ctx)).map(presentUser) }) satisfies UsersResponse);

  app.post('/users/add', async (request) => {
    const username = await addUser(ctx, parseWith(userAddBody, request.body));
    return { message: SETTINGS_MESSAGES.userAdded, id: username } satisfies CreatedResponse;
  });

  app.post<ByUsername>('/users/update/:username', async (request) => {
    await updateUser(ctx, request.params.username, parseWith(userUpdateBody, request.body));
    return { message: SETTINGS_MESSAGES.userUpdated } satisfies MessageResponse;
  });

  app.post<ByUsername>('/users/update-password/:username', async (request) => {
    const { password } = parseWith(passwordResetBody, request.body);
    await resetUserPassword(ctx, request.params.username, password);
    return { message: SETTINGS_MESSAGES.passwordReset } satisfies MessageResponse;
  });

  app.post<ByUsername>('/users/unlock-sign-in/:username', async (request) => {
    const username = await clearSignInLock(ctx, request.params.username);
    request.log.info({ username, by: requireSession(request).user.username }, 'sign-in lock cleared');
    return { message: SETTINGS_MESSAGES.signInLockCleared } satisfies MessageResponse;
  });

  app.delete<ByUsername>('/users/delete/:username', async (request) => {
    await deleteUser(ctx, requireSession(request), request.params.username);
    return { message: SETTINGS_MESSAGES.userDeleted } satisfies MessageResponse;
  });
};
