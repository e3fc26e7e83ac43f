// Row → wire shape of GET /pos/init (spec 3 POS init): the same menu item, category, table and payment
// type shapes as the settings routes; print settings with spec 3's page_format and is_enable_print (the POS
// init names them so), the other fields in camelCase.
import type { PosInitResponse } from '../../shared/contract/pos';
import type { PosInit } from '../services/getPosInit';
import { presentMenuItem } from './menuItems.presenter';
import { presentCategory, presentPaymentType, presentPrintSettings, presentStoreSettings, presentStoreTable } from './settings.presenter';

export function presentPosInit(init: PosInit): PosInitResponse {
  const { pageFormat, isEnablePrint, ...printSettings } = presentPrintSettings(init.printSettings);
  return {
    categories: init.categories.map(presentCategory),
    menuItems: init.menuItems.map(presentMenuItem),
    paymentTypes: init.paymentTypes.map(presentPaymentType),
    printSettings: { ...printSettings, page_format: pageFormat, is_enable_print: isEnablePrint },
    storeSettings: presentStoreSettings(init.storeSettings),
    storeTables: init.storeTables.map(presentStoreTable),
  };
}
