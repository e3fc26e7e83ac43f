// Spec 2.13, 7 Settings: GET /settings/store-setting.
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { StoreSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function getStoreSettings(ctx: ServiceContext): Promise<StoreSettingsRow> {
  const store = await findStoreSettings(ctx.db);
  // initializeStore creates the row on boot; missing means the database was tampered with.
  if (!store) throw notFound(SETTINGS_MESSAGES.storeSettingsNotFound);
  return store;
}
