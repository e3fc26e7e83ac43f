// Row → wire shape of a menu item (spec 3): money as decimals, the tax rate in percent, the
// category and tax joined in, variants (with item_id) and addons.
import type { AddonDto, MenuItemDto, VariantDto } from '../../shared/contract/menu';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { MenuItemAddonRow, MenuItemVariantRow } from '../db/schema';
import type { MenuItemDetails } from './listMenuItems';
import { presentTaxRate } from '../settings/settings.presenter';

function presentVariant(row: MenuItemVariantRow): VariantDto {
  return { id: row.id, item_id: row.item_id, title: row.title, price: toDecimalAmount(minorUnits(row.price)) };
}

function presentAddon(row: MenuItemAddonRow): AddonDto {
  return { id: row.id, title: row.title, price: toDecimalAmount(minorUnits(row.price)) };
}

export function presentMenuItem({ item, variants, addons }: MenuItemDetails): MenuItemDto {
  return {
    id: item.id,
    title: item.title,
    price: toDecimalAmount(minorUnits(item.price)),
    net_price: item.net_price === null ? null : toDecimalAmount(minorUnits(item.net_price)),
    image: item.image,
    category_id: item.category_id,
    category_title: item.category_title,
    tax_id: item.tax_id,
    tax_title: item.tax_title,
    tax_rate: item.tax_rate_bp === null ? null : presentTaxRate(item.tax_rate_bp),
    tax_type: item.tax_type,
    addons: addons.map(presentAddon),
    variants: variants.map(presentVariant),
  };
}
