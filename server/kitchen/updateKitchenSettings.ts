// POST /kitchen/settings: the amber and red ticket ages. Every kitchen screen refetches after the
// commit (order_update with no order ids), so the new colours show at once.
import type { KitchenSettingsBody } from '../../shared/contract/kitchen';
import { saveKitchenSettings } from '../db/repositories/kitchen.repository';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

export function updateKitchenSettings(ctx: ServiceContext, body: KitchenSettingsBody): Promise<void> {
  return inTransaction(ctx, async (trx, emit) => {
    await saveKitchenSettings(trx, { warn_minutes: body.warnMinutes, late_minutes: body.lateMinutes, updated_at: isoNow(ctx) });
    emit({ type: 'orders.updated', orderIds: [] });
  });
}
