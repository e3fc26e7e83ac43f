// Spec 7 users: list, add, update, reset password, delete, clear a sign-in lock (the username is the key in every path).
import type { CreatedResponse, UserAddBody, UserUpdateBody, UsersResponse } from '../contract/settings';
import type { MessageResponse } from '../contract/session';
import { api } from './http';

const key = (username: string) => encodeURIComponent(username);

export function listUsers(): Promise<UsersResponse> {
  return api.get<UsersResponse>('/users');
}

export function addUser(body: UserAddBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/users/add', body);
}

export function updateUser(username: string, body: UserUpdateBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/users/update/${key(username)}`, body);
}

export function resetUserPassword(username: string, password: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/users/update-password/${key(username)}`, { password });
}

/** Hardening: clears the username's sign-in back-off and locks (admin accounts too). */
export function clearSignInLock(username: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/users/unlock-sign-in/${key(username)}`);
}

export function deleteUser(username: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/users/delete/${key(username)}`);
}
