// What the menu screens load together: the store currency (for the symbol), categories and taxes (for
// the selects), and the items themselves.
import { getMenuItem, listCategories, listMenuItems } from '../../../../shared/api/menu';
import { getStoreSettings } from '../../../../shared/api/settings';
import { listTaxes } from '../../../../shared/api/taxes';
import type { CategoryDto, MenuItemDto } from '../../../../shared/contract/menu';
import type { TaxDto } from '../../../../shared/contract/taxes';
import type { SelectOption } from '../../../../shared/ui/forms/Field';
import { taxLabel } from './menuFormat';

export interface MenuLookups {
  currency: string;
  categories: CategoryDto[];
  taxes: TaxDto[];
}

async function loadLookups(): Promise<MenuLookups> {
  const [store, categories, taxes] = await Promise.all([getStoreSettings(), listCategories(), listTaxes()]);
  return { currency: store.currency, categories: categories.categories, taxes: taxes.taxes };
}

export async function loadMenuItems(): Promise<MenuLookups & { items: MenuItemDto[] }> {
  const [lookups, items] = await Promise.all([loadLookups(), listMenuItems()]);
  return { ...lookups, items: items.menuItems };
}

export async function loadMenuItem(itemId: number): Promise<MenuLookups & { item: MenuItemDto }> {
  const [lookups, item] = await Promise.all([loadLookups(), getMenuItem(itemId)]);
  return { ...lookups, item: item.menuItem };
}

export function categoryOptions(categories: readonly CategoryDto[]): SelectOption[] {
  return categories.map((category) => ({ value: String(category.id), label: category.title }));
}

export function taxOptions(taxes: readonly TaxDto[]): SelectOption[] {
  return taxes.map((tax) => ({ value: String(tax.id), label: taxLabel(tax) }));
}
