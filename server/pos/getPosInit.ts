// Spec 3 POS init, 7 GET /pos/init: everything the POS screen needs to start, in one call. The menu is
// read like GET /menu-items (three queries whatever its size); only active payment types are offered.
import type { CategoryRow, PaymentTypeRow, PrintSettingsRow, StoreSettingsRow, StoreTableRow } from '../db/schema';
import { type BillingSettingsRow, findBillingSettings } from '../db/repositories/billing.repository';
import type { ServiceContext } from '../infrastructure/context';
import { getPrintSettings } from '../settings/getPrintSettings';
import { getStoreSettings } from '../settings/getStoreSettings';
import { listCategories } from '../menu/listCategories';
import { type MenuItemDetails, listMenuItems } from '../menu/listMenuItems';
import { listPaymentTypes } from '../paymentTypes/listPaymentTypes';
import { listStoreTables } from '../storeTables/listStoreTables';
import { listModifierGroups } from '../modifiers/listModifierGroups';
import { type TableServiceSettings, findTableServiceSettings } from '../db/repositories/tableService.repository';

export interface PosInit {
  categories: CategoryRow[];
  menuItems: MenuItemDetails[];
  paymentTypes: PaymentTypeRow[];
  printSettings: PrintSettingsRow;
  storeSettings: StoreSettingsRow;
  storeTables: StoreTableRow[];
  billingSettings: BillingSettingsRow;
  modifiers: Awaited<ReturnType<typeof listModifierGroups>>;
  tableService: TableServiceSettings;
}

export async function getPosInit(ctx: ServiceContext): Promise<PosInit> {
  const [categories, menuItems, paymentTypes, printSettings, storeSettings, storeTables, billingSettings, modifiers, tableService] =
    await Promise.all([
      listCategories(ctx),
      listMenuItems(ctx),
      listPaymentTypes(ctx),
      getPrintSettings(ctx),
      getStoreSettings(ctx),
      listStoreTables(ctx),
      findBillingSettings(ctx.db),
      listModifierGroups(ctx),
      findTableServiceSettings(ctx.db),
    ]);
  return {
    categories,
    menuItems,
    paymentTypes: paymentTypes.filter((paymentType) => paymentType.is_active === 1),
    printSettings,
    storeSettings,
    storeTables,
    billingSettings,
    modifiers,
    tableService,
  };
}
