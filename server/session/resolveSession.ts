// Spec 4, 6: who is calling. Every authenticated request and socket handshake comes through here,
// reading the device and user from the database so a removed device or deleted user is cut off at
// once and scopes are always fresh.
import { findActiveSession } from '../db/repositories/devices.repository';
import type { UserRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { readAccessToken } from './sessionTokens';

export interface Session {
  user: UserRow;
  deviceId: string;
}

export async function resolveSession(ctx: ServiceContext, accessToken: string | undefined): Promise<Session | null> {
  const claims = readAccessToken(ctx, accessToken);
  if (!claims) return null;
  const found = await findActiveSession(ctx.db, claims.deviceId);
  if (!found || found.user.id !== claims.userId) return null;
  return { user: found.user, deviceId: found.device.id };
}
