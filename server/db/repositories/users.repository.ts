// All SQL about users.
import type { Db } from '../client';
import type { NewUser, UserRow } from '../schema';

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, username: normalizeUsername(user.username) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
