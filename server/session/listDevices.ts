// Spec 2.14, 7 Session: GET /auth/devices, the current user's signed-in devices.
import { listActiveDevicesOfUser } from '../db/repositories/devices.repository';
import type { DeviceRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import type { Session } from './resolveSession';

export function listDevices(ctx: ServiceContext, session: Session): Promise<DeviceRow[]> {
  return listActiveDevicesOfUser(ctx.db, session.user.id);
}
