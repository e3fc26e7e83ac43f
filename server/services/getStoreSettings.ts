// Spec 2.13, 7 Settings: GET /settings/store-setting.
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { StoreSettingsRow } from '../db/schema';
import { notFound } from '../errors';
import type { ServiceContext } from './context';

export async function getStoreSettings(ctx: ServiceContext): Promise<StoreSettingsRow> {
  const store = await findStoreSettings(ctx.db);
  // initializeStore creates the row on boot; missing means the database was tampered with.
  if (!store) throw notFound('Store settings not found!');
  return store;
}
