// Spec 3 (session user kept in browser storage) and 4 (sign-in / sign-out).
import type { SessionUser } from '../contract/session';
import { STORAGE_KEYS } from '../domain/access/session';
import { signal } from './signals';
import { readStored, writeStored } from './storage';

function parseSessionUser(raw: unknown): SessionUser | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const value = raw as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : null);
  const name = text('name');
  const role = text('role');
  const username = text('username');
  if (name === null || role === null || username === null) return undefined;
  return {
    name,
    role,
    username,
    scope: text('scope') ?? '',
    designation: text('designation'),
    photo: text('photo'),
  };
}

/** The signed-in user, or null. Mirrors localStorage `brigade__user`. */
export const sessionUser = signal<SessionUser | null>(readStored(STORAGE_KEYS.user, parseSessionUser) ?? null);

export function setSessionUser(user: SessionUser): void {
  sessionUser.value = user;
  writeStored(STORAGE_KEYS.user, user);
}

export function clearSessionUser(): void {
  sessionUser.value = null;
  writeStored(STORAGE_KEYS.user, null);
}

// Another tab signed in or out: follow it (one listener for the page's lifetime).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.user && event.key !== null) return;
    sessionUser.value = readStored(STORAGE_KEYS.user, parseSessionUser) ?? null;
  });
}
