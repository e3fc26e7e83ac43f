// Spec 1: the first administrator, created when the database has no users at all.
import { MIN_PASSWORD_LENGTH } from '../../shared/domain/access/passwordPolicy';
import { ADMIN_ROLE } from '../../shared/domain/access/scopes';
import { randomPassword } from '../config';
import type { Db } from '../db/client';
import { countUsers, insertUser, normalizeUsername } from '../db/repositories/users.repository';
import { hashPassword } from '../infrastructure/passwords';

export interface EnsureAdminResult {
  /** Set only when the admin was created just now. */
  created: { username: string; password: string; isPasswordGenerated: boolean } | null;
}

export async function ensureAdmin(
  db: Db,
  options: { username: string; password: string | undefined; now: Date },
): Promise<EnsureAdminResult> {
  if ((await countUsers(db)) > 0) return { created: null };
  // Checked only when it is used: an existing store keeps starting whatever ADMIN_PASSWORD still says.
  if (options.password !== undefined && options.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD is too short: the first administrator's password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const password = options.password ?? randomPassword();
  const username = normalizeUsername(options.username);
  const now = options.now.toISOString();
  await insertUser(db, {
    username,
    password_hash: await hashPassword(password),
    name: 'Administrator',
    role: ADMIN_ROLE,
    scope: '',
    designation: null,
    phone: null,
    email: null,
    photo: null,
    created_at: now,
    updated_at: now,
  });
  return { created: { username, password, isPasswordGenerated: options.password === undefined } };
}
