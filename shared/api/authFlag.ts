// Spec 2.1 / 4 / 6: the login guard checks only the readable flag cookie (no secret in it).
import { AUTH_FLAG_COOKIE } from '../domain/access/session';

export function hasAuthFlag(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === AUTH_FLAG_COOKIE && value !== undefined && value !== '';
  });
}

/** Spec 4: after too many refresh cycles the client removes the flag cookie itself. */
export function clearAuthFlag(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${AUTH_FLAG_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
