// Spec 7 GET /invoices/init: the store and print settings the invoices screen prints receipts with.
import type { PrintSettingsRow, StoreSettingsRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { getPrintSettings } from '../settings/getPrintSettings';
import { getStoreSettings } from '../settings/getStoreSettings';

export interface InvoicesInit {
  storeSettings: StoreSettingsRow;
  printSettings: PrintSettingsRow;
}

export async function getInvoicesInit(ctx: ServiceContext): Promise<InvoicesInit> {
  const [storeSettings, printSettings] = await Promise.all([getStoreSettings(ctx), getPrintSettings(ctx)]);
  return { storeSettings, printSettings };
}
