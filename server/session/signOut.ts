// Spec 4, 7 Session: POST /auth/signout revokes the current device.
import { revokeDevice } from '../db/repositories/devices.repository';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import type { Session } from './resolveSession';

export async function signOut(ctx: ServiceContext, session: Session): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    if (await revokeDevice(trx, session.deviceId, ctx.now().toISOString(), session.user.id)) {
      emit({ type: 'device.revoked', deviceId: session.deviceId, userId: session.user.id, reason: 'signed-out' });
    }
  });
}
