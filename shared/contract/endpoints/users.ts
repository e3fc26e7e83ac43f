// Spec 2.11, 6, 7 users: the Users screen, guarded by SETTINGS (spec 2.1; the sidebar link shows to admin
// only). The username is the key in every path. Hardening adds "Clear sign-in lock" (admin users too).
import { endpoint } from '../endpoint';
import { textParam } from '../pathParams';
import { messageResponse } from '../session';
import { createdResponse } from '../answers';
import { passwordResetBody, userAddBody, userUpdateBody, usersResponse } from '../users';

const access = ['SETTINGS'] as const;
const tag = 'users';

export const usersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    access,
    tag,
    summary: 'Every user (never a password hash).',
    response: usersResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/users/add',
    access,
    tag,
    summary: 'Adds a user; answers the username as its id.',
    body: userAddBody,
    response: createdResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/users/update/:username',
    params: { username: textParam },
    access,
    tag,
    summary: "Changes a user's details and scopes; admin users are protected (409).",
    body: userUpdateBody,
    response: messageResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/update-password/:username',
    params: { username: textParam },
    access,
    tag,
    summary: "Sets a user's new password and signs them out of every device.",
    body: passwordResetBody,
    response: messageResponse,
  }),
  clearSignInLock: endpoint({
    method: 'POST',
    path: '/users/unlock-sign-in/:username',
    params: { username: textParam },
    access,
    tag,
    summary: "Clears a username's sign-in back-off and locks (admin users too).",
    response: messageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/users/delete/:username',
    params: { username: textParam },
    access,
    tag,
    summary: 'Deletes a user; admin users and the caller themselves cannot be deleted (409).',
    response: messageResponse,
  }),
} as const;
