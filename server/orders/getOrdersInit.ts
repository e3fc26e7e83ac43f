// Spec 3 orders init, 7 GET /orders/init: the store and print settings and the active payment types, read
// with the same loaders as GET /pos/init.
import type { PaymentTypeRow, PrintSettingsRow, StoreSettingsRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { getPrintSettings } from '../settings/getPrintSettings';
import { getStoreSettings } from '../settings/getStoreSettings';
import { listPaymentTypes } from '../paymentTypes/listPaymentTypes';

export interface OrdersInit {
  storeSettings: StoreSettingsRow;
  printSettings: PrintSettingsRow;
  paymentTypes: PaymentTypeRow[];
}

export async function getOrdersInit(ctx: ServiceContext): Promise<OrdersInit> {
  const [storeSettings, printSettings, paymentTypes] = await Promise.all([
    getStoreSettings(ctx),
    getPrintSettings(ctx),
    listPaymentTypes(ctx),
  ]);
  return { storeSettings, printSettings, paymentTypes: paymentTypes.filter((paymentType) => paymentType.is_active === 1) };
}
