// Row → wire shape of GET /pos/init (spec 3 POS init): the same menu item, category, table and payment type
// shapes as the settings routes; print and store settings in the names the receipt data reads (spec 3: "page_format,
// show_notes and so on", flags 1 when on; store_name, address, …), so a spec client's receipt keeps them.
import { basisPoints, toPercent } from '../../shared/domain/money/basisPoints';
import type { PosInitResponse } from '../../shared/contract/pos';
import type { PrintSettingsRow } from '../db/schema';
import type { PosInit } from './getPosInit';
import { presentMenuItem } from '../menu/menuItems.presenter';
import { presentModifierGroup } from '../modifiers/modifiers.presenter';
import { itemGroupIds } from '../modifiers/modifierGroups';
import { presentReceiptOutput } from '../printers/printers.presenter';
import { presentCategory, presentPaymentType, presentStoreTable } from '../settings/settings.presenter';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function presentReceiptPrintSettings(settings: PrintSettingsRow): PosInitResponse['printSettings'] {
  return {
    page_format: settings.page_format === 57 ? 57 : 80,
    header: settings.header,
    footer: settings.footer,
    show_notes: flag(settings.show_notes),
    is_enable_print: flag(settings.is_enable_print),
    show_store_details: flag(settings.show_store_details),
    show_customer_details: flag(settings.show_customer_details),
    print_token: flag(settings.print_token),
  };
}

export function presentPosInit(init: PosInit): PosInitResponse {
  const store = init.storeSettings;
  return {
    categories: init.categories.map(presentCategory),
    menuItems: init.menuItems.map(presentMenuItem),
    paymentTypes: init.paymentTypes.map(presentPaymentType),
    printSettings: presentReceiptPrintSettings(init.printSettings),
    storeSettings: {
      store_name: store.store_name,
      address: store.address,
      phone: store.phone,
      email: store.email,
      image: store.image,
      currency: store.currency,
      time_zone: store.time_zone,
    },
    storeTables: init.storeTables.map(presentStoreTable),
    serviceCharge: {
      percent: toPercent(basisPoints(init.billingSettings.service_charge_bp)),
      taxPercent:
        init.billingSettings.service_charge_tax_bp === null ? null : toPercent(basisPoints(init.billingSettings.service_charge_tax_bp)),
      minGuests: init.billingSettings.service_charge_min_guests,
    },
    tableService: { seatNumbers: init.tableService.seatNumbers, courses: init.tableService.courses },
    modifierGroups: init.modifiers.groups.map(presentModifierGroup),
    itemModifierGroups: itemGroupIds(init.modifiers.links),
    receiptOutput: presentReceiptOutput(init.printSettings),
  };
}
