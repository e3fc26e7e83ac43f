// Spec 3 (category, menu item, variant, addon), 5 and 7 (Settings → Categories, Menu Items): the menu's bodies with
// the spec's messages, its wire shapes, and the server's answers. Prices and tax rates travel as decimals.
import { z } from 'zod';
import { TAX_TYPES } from '../domain/tax';
import { moneyAmount, optionalId, requiredText } from './validation';

/** What the categories and menu item routes answer (spec 7: the response's message is shown as a toast). */
export const MENU_MESSAGES = {
  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  categoryNotFound: 'Category not found!',

  menuItemAdded: 'Menu item added successfully!',
  menuItemUpdated: 'Menu item updated successfully!',
  menuItemDeleted: 'Menu item deleted successfully!',
  menuItemNotFound: 'Menu item not found!',
  /** A body's categoryId or taxId naming no row: the same words as the schema's format check. */
  invalidCategory: 'Please select a valid category!',
  invalidTax: 'Please select a valid tax!',

  variantAdded: 'Variant added successfully!',
  variantUpdated: 'Variant updated successfully!',
  variantDeleted: 'Variant deleted successfully!',
  variantNotFound: 'Variant not found!',

  addonAdded: 'Addon added successfully!',
  addonUpdated: 'Addon updated successfully!',
  addonDeleted: 'Addon deleted successfully!',
  addonNotFound: 'Addon not found!',
} as const;

export const categoryAddBody = z.object({ title: requiredText('Please provide Category Title!', 100) });
export const categoryUpdateBody = z.object({ title: requiredText('Please provide title!', 100) });

export const menuItemBody = z.object({
  title: requiredText('Please enter title!', 200),
  price: moneyAmount('Please provide valid price!'),
  netPrice: moneyAmount('Please provide valid net price!', 'null'),
  categoryId: optionalId(MENU_MESSAGES.invalidCategory),
  taxId: optionalId(MENU_MESSAGES.invalidTax),
});
export type MenuItemBody = z.output<typeof menuItemBody>;

export const variantBody = z.object({
  title: requiredText('Please provide variant title!', 200),
  price: moneyAmount('Please provide valid variant price!', 'zero'),
});
export const addonBody = z.object({
  title: requiredText('Please provide addon title!', 200),
  price: moneyAmount('Please provide valid addon price!', 'zero'),
});
export type PricedOptionBody = z.output<typeof variantBody>;

export const categoryDto = z.object({ id: z.number().int(), title: z.string() });
export type CategoryDto = z.infer<typeof categoryDto>;

const addonDto = z.object({ id: z.number().int(), title: z.string(), price: z.number() });
export type AddonDto = z.infer<typeof addonDto>;

const variantDto = z.object({ id: z.number().int(), item_id: z.number().int(), title: z.string(), price: z.number() });
export type VariantDto = z.infer<typeof variantDto>;

export const menuItemDto = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  net_price: z.number().nullable(),
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  tax_id: z.number().int().nullable(),
  tax_title: z.string().nullable(),
  /** Percent, null without a tax. */
  tax_rate: z.number().nullable(),
  tax_type: z.enum(TAX_TYPES).nullable(),
  addons: z.array(addonDto),
  variants: z.array(variantDto),
});
export type MenuItemDto = z.infer<typeof menuItemDto>;

export const categoriesResponse = z.object({ categories: z.array(categoryDto) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
export const menuItemsResponse = z.object({ menuItems: z.array(menuItemDto) });
export type MenuItemsResponse = z.infer<typeof menuItemsResponse>;
export const menuItemResponse = z.object({ menuItem: menuItemDto });
export type MenuItemResponse = z.infer<typeof menuItemResponse>;
