// The store and print settings rows a new database starts with (the plain store and the demo one differ only in
// the store's details and the receipt's header and footer): USD, 80 mm receipts showing everything.
import type { Db } from '../db/client';
import { insertPrintSettings, insertStoreSettings } from '../db/repositories/settings.repository';

export interface StartingSettings {
  now: string;
  timeZone: string;
  store: { store_name: string; address: string | null; phone: string | null; email: string | null };
  receipt: { header: string | null; footer: string | null };
}

export async function writeStartingSettings(trx: Db, { now, timeZone, store, receipt }: StartingSettings): Promise<void> {
  await insertStoreSettings(trx, { ...store, currency: 'USD', image: null, time_zone: timeZone, updated_at: now });
  await insertPrintSettings(trx, {
    page_format: 80,
    ...receipt,
    show_notes: 1,
    is_enable_print: 1,
    show_store_details: 1,
    show_customer_details: 1,
    print_token: 1,
    updated_at: now,
  });
}
