// All SQL about users.
import type { Db } from '../client';
import type { NewUser, UserRow, UserUpdate } from '../schema';

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, username: normalizeUsername(user.username) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listUserRows(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('id').execute();
}

export async function updateUserRow(db: Db, id: number, values: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteUserRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every user's id, username and name, by name: who the activity trail can be filtered by (deleted users appear there by their name snapshots). */
export function listUserNames(db: Db): Promise<Pick<UserRow, 'id' | 'username' | 'name'>[]> {
  return db.selectFrom('users').select(['id', 'username', 'name']).orderBy('name').orderBy('id').execute();
}
