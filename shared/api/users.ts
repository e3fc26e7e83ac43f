// Spec 7 users: list, add, update, reset password, delete, clear a sign-in lock (the username is the key in every path).
import type { CreatedResponse } from '../contract/answers';
import type { UserAddBody, UserUpdateBody, UsersResponse } from '../contract/users';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';

export function listUsers(): Promise<UsersResponse> {
  return callEndpoint('GET /users', {});
}

export function addUser(body: UserAddBody): Promise<CreatedResponse> {
  return callEndpoint('POST /users/add', { body });
}

export function updateUser(username: string, body: UserUpdateBody): Promise<MessageResponse> {
  return callEndpoint('POST /users/update/:username', { params: { username }, body });
}

export function resetUserPassword(username: string, password: string): Promise<MessageResponse> {
  return callEndpoint('POST /users/update-password/:username', { params: { username }, body: { password } });
}

/** Hardening: clears the username's sign-in back-off and locks (admin accounts too). */
export function clearSignInLock(username: string): Promise<MessageResponse> {
  return callEndpoint('POST /users/unlock-sign-in/:username', { params: { username } });
}

export function deleteUser(username: string): Promise<MessageResponse> {
  return callEndpoint('DELETE /users/delete/:username', { params: { username } });
}
