// Row → wire shapes of the settings routes (spec 3: store settings).
import type { StoreSettingsResponse } from '../../shared/contract/settings';
import type { StoreSettingsRow } from '../db/schema';

export function presentStoreSettings(store: StoreSettingsRow): StoreSettingsResponse {
  return {
    storeName: store.store_name,
    address: store.address,
    phone: store.phone,
    email: store.email,
    currency: store.currency,
    image: store.image,
    timeZone: store.time_zone,
  };
}
