// All SQL about signed-in devices.
import type { Db } from '../client';
import type { DeviceRow, UserRow } from '../schema';

export interface NewDevice {
  id: string;
  userId: number;
  ip: string | null;
  name: string;
  location: string | null;
  userAgent: string | null;
  now: string;
}

export async function insertDevice(db: Db, device: NewDevice): Promise<void> {
  await db
    .insertInto('devices')
    .values({
      id: device.id,
      user_id: device.userId,
      device_ip: device.ip,
      device_name: device.name,
      device_location: device.location,
      user_agent: device.userAgent,
      created_at: device.now,
      last_seen_at: device.now,
      revoked_at: null,
    })
    .execute();
}

export interface ActiveSessionRow {
  device: Pick<DeviceRow, 'id' | 'user_id'>;
  user: UserRow;
}

/** The device (not revoked) and its user, for authenticating one request or socket. */
export async function findActiveSession(db: Db, deviceId: string): Promise<ActiveSessionRow | undefined> {
  const row = await db
    .selectFrom('devices')
    .innerJoin('users', 'users.id', 'devices.user_id')
    .selectAll('users')
    .select(['devices.id as device_id', 'devices.user_id as device_user_id'])
    .where('devices.id', '=', deviceId)
    .where('devices.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { device_id, device_user_id, ...user } = row;
  return { device: { id: device_id, user_id: device_user_id }, user };
}

export async function listActiveDevicesOfUser(db: Db, userId: number): Promise<DeviceRow[]> {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes a device; when userId is given only if it belongs to that user. True when a device was revoked. */
export async function revokeDevice(db: Db, deviceId: string, now: string, userId?: number): Promise<boolean> {
  let query = db.updateTable('devices').set({ revoked_at: now }).where('id', '=', deviceId).where('revoked_at', 'is', null);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchDevice(db: Db, deviceId: string, ip: string | null, now: string): Promise<void> {
  await db.updateTable('devices').set({ last_seen_at: now, device_ip: ip }).where('id', '=', deviceId).execute();
}

/** Revokes every active device of a user (password reset, user deleted); answers the revoked ids. */
export async function revokeDevicesOfUser(db: Db, userId: number, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('devices')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
