// Spec 7 GET /invoices/init: the store and print settings the invoices screen prints receipts with.
import type { PrintSettingsRow, StoreSettingsRow } from '../db/schema';
import type { ServiceContext } from './context';
import { getPrintSettings } from './getPrintSettings';
import { getStoreSettings } from './getStoreSettings';

export interface InvoicesInit {
  storeSettings: StoreSettingsRow;
  printSettings: PrintSettingsRow;
}

export async function getInvoicesInit(ctx: ServiceContext): Promise<InvoicesInit> {
  const [storeSettings, printSettings] = await Promise.all([getStoreSettings(ctx), getPrintSettings(ctx)]);
  return { storeSettings, printSettings };
}
