// GET /kitchen/settings, and what every kitchen board carries: the store's amber and red ticket ages
// (minutes since placed, server clock) and the fixed recall window.
import { DEFAULT_KITCHEN_SETTINGS, KITCHEN_RECALL_WINDOW_MINUTES } from '../../shared/domain/kitchen';
import { findKitchenSettings } from '../db/repositories/kitchen.repository';
import type { KitchenSettingsRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export interface KitchenSettings {
  warnMinutes: number;
  lateMinutes: number;
  recallMinutes: number;
}

/** The row's values; a database without the row (the migration writes it) gets the defaults it would hold. */
export function kitchenSettingsOf(row: KitchenSettingsRow | undefined): KitchenSettings {
  return {
    warnMinutes: row?.warn_minutes ?? DEFAULT_KITCHEN_SETTINGS.warnMinutes,
    lateMinutes: row?.late_minutes ?? DEFAULT_KITCHEN_SETTINGS.lateMinutes,
    recallMinutes: KITCHEN_RECALL_WINDOW_MINUTES,
  };
}

export async function getKitchenSettings(ctx: ServiceContext): Promise<KitchenSettings> {
  return kitchenSettingsOf(await findKitchenSettings(ctx.db));
}
