// Spec 2.13, 7 Settings: POST /settings/store-setting saves the store details (and the time zone).
import { type StoreSettingsBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { updateStoreSettingsRow } from '../db/repositories/settings.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function updateStoreSettings(ctx: ServiceContext, body: StoreSettingsBody): Promise<void> {
  const isSaved = await updateStoreSettingsRow(ctx.db, {
    store_name: body.storeName,
    address: body.address,
    phone: body.phone,
    email: body.email,
    currency: body.currency,
    image: body.image,
    // No time zone in the body keeps the stored one (the spec's form has no such field).
    ...(body.timeZone ? { time_zone: canonicalTimeZone(body.timeZone) } : {}),
    updated_at: isoNow(ctx),
  });
  // initializeStore creates the row on boot; missing means the database was tampered with.
  if (!isSaved) throw notFound(SETTINGS_MESSAGES.storeSettingsNotFound);
}

/** 'europe/paris' → 'Europe/Paris': the schema accepted it, Intl knows its canonical spelling. */
function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
}
