// Users created directly through the repository (no HTTP), with sensible defaults and overrides.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client';
import type { UserRow } from '../../server/db/schema';
import { insertUser } from '../../server/db/repositories/users.repository';
import { hashPassword } from '../../server/infrastructure/passwords';
import { type Permission, formatScope } from '../../shared/domain/access/scopes';

export interface UserInput {
  username: string;
  password: string;
  /** Permission names, or the stored comma-separated text. */
  scope: readonly Permission[] | string;
  role: string;
  name: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
}

export interface CreatedUser {
  user: UserRow;
  /** The clear-text password, to sign in with. */
  password: string;
}

let counter = 0;

export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${counter}_${randomBytes(3).toString('hex')}`;
}

export async function createUser(db: Db, overrides: Partial<UserInput> = {}): Promise<CreatedUser> {
  const username = overrides.username ?? uniqueUsername();
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const scope = overrides.scope ?? [];
  const now = new Date().toISOString();
  const user = await insertUser(db, {
    username,
    password_hash: await hashPassword(password),
    name: overrides.name ?? `Test ${username}`,
    role: overrides.role ?? 'user',
    scope: typeof scope === 'string' ? scope : formatScope(scope),
    designation: overrides.designation ?? null,
    phone: overrides.phone ?? null,
    email: overrides.email ?? null,
    photo: null,
    created_at: now,
    updated_at: now,
  });
  return { user, password };
}
