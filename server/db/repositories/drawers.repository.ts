// Cash drawers: the store's drawer settings, drawer sessions (open and closed) and their movements.
import type { Insertable, Updateable } from 'kysely';
import { type Db, isPostgres } from '../client';
import type {
  DrawerMovementRow,
  DrawerMovementsTable,
  DrawerSessionRow,
  DrawerSessionsTable,
  DrawerSettingsRow,
  DrawerSettingsTable,
} from '../schema';

export function findDrawerSettings(db: Db): Promise<DrawerSettingsRow> {
  return db.selectFrom('drawer_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateDrawerSettings(db: Db, values: Updateable<DrawerSettingsTable>): Promise<void> {
  await db.updateTable('drawer_settings').set(values).where('id', '=', 1).execute();
}

export async function insertDrawerSession(db: Db, row: Insertable<DrawerSessionsTable>): Promise<number> {
  const { id } = await db.insertInto('drawer_sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findDrawerSession(db: Db, id: number): Promise<DrawerSessionRow | undefined> {
  return db.selectFrom('drawer_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The drawer row under a row lock (PostgreSQL; SQLite writes one at a time): cash recorded and a close wait for each other. */
export function lockDrawerSession(db: Db, id: number): Promise<DrawerSessionRow | undefined> {
  const query = db.selectFrom('drawer_sessions').selectAll().where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export function listOpenDrawerSessions(db: Db): Promise<DrawerSessionRow[]> {
  return db.selectFrom('drawer_sessions').selectAll().where('status', '=', 'open').orderBy('id').execute();
}

export function listDrawerSessions(db: Db, limit: number): Promise<DrawerSessionRow[]> {
  return db.selectFrom('drawer_sessions').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Closes the drawer if it is still open: false when another close won. */
export async function closeDrawerSessionRow(db: Db, id: number, values: Updateable<DrawerSessionsTable>): Promise<boolean> {
  const result = await db
    .updateTable('drawer_sessions')
    .set({ ...values, status: 'closed' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertDrawerMovement(db: Db, row: Insertable<DrawerMovementsTable>): Promise<number> {
  const { id } = await db.insertInto('drawer_movements').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function movementsOfDrawer(db: Db, drawerSessionId: number): Promise<DrawerMovementRow[]> {
  return db.selectFrom('drawer_movements').selectAll().where('drawer_session_id', '=', drawerSessionId).orderBy('id').execute();
}

/** The cash movements' sum of a drawer (signed minor units). */
export async function movementSumOfDrawer(db: Db, drawerSessionId: number): Promise<number> {
  const row = await db
    .selectFrom('drawer_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('sum'))
    .where('drawer_session_id', '=', drawerSessionId)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

/** The closed drawers whose close falls in [startsAt, endsBefore): what over/short per user sums. */
export function listClosedDrawerSessions(db: Db, startsAt: string, endsBefore: string): Promise<DrawerSessionRow[]> {
  return db
    .selectFrom('drawer_sessions')
    .selectAll()
    .where('status', '=', 'closed')
    .where('closed_at', '>=', startsAt)
    .where('closed_at', '<', endsBefore)
    .orderBy('closed_at')
    .execute();
}
