// Spec 2.14, 7 Session: POST /auth/remove-device signs one of the user's devices out.
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { revokeDevice } from '../db/repositories/devices.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import type { Session } from './resolveSession';

export async function removeDevice(ctx: ServiceContext, session: Session, deviceId: string): Promise<void> {
  await inTransaction(ctx, async (trx, emit) => {
    const isRevoked = await revokeDevice(trx, deviceId, ctx.now().toISOString(), session.user.id);
    if (!isRevoked) throw notFound(SESSION_MESSAGES.deviceNotFound);
    emit({ type: 'device.revoked', deviceId, userId: session.user.id, reason: 'removed' });
  });
}
