// Spec 7 Settings → Categories and Menu Items: categories, and items with their variants and addons. Callers pass
// validated schema output (prices in integer minor units); the API takes and returns decimals (12.5).
import type { CreatedResponse } from '../contract/answers';
import type { CategoriesResponse, MenuItemBody, MenuItemResponse, MenuItemsResponse, PricedOptionBody } from '../contract/menu';
import type { MessageResponse } from '../contract/session';
import { ZERO_MINOR, toDecimalAmount } from '../domain/money/money';
import { callEndpoint } from './endpoints';

// --- Categories ---------------------------------------------------------------------------------------

export function listCategories(): Promise<CategoriesResponse> {
  return callEndpoint('GET /settings/categories', {});
}

export function addCategory(body: { title: string }): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/categories/add', { body });
}

export function updateCategory(categoryId: number, body: { title: string }): Promise<MessageResponse> {
  return callEndpoint('POST /settings/categories/:id/update', { params: { id: categoryId }, body });
}

export function deleteCategory(categoryId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/categories/:id', { params: { id: categoryId } });
}

// --- Menu items, variants, addons ----------------------------------------------------------------------

function menuItemWire(body: MenuItemBody) {
  return {
    title: body.title,
    price: toDecimalAmount(body.price ?? ZERO_MINOR),
    netPrice: body.netPrice === null ? null : toDecimalAmount(body.netPrice),
    categoryId: body.categoryId,
    taxId: body.taxId,
  };
}

function optionWire(body: PricedOptionBody) {
  return { title: body.title, price: toDecimalAmount(body.price ?? ZERO_MINOR) };
}

export function listMenuItems(): Promise<MenuItemsResponse> {
  return callEndpoint('GET /menu-items', {});
}

export function getMenuItem(itemId: number): Promise<MenuItemResponse> {
  return callEndpoint('GET /menu-items/:id', { params: { id: itemId } });
}

export function addMenuItem(body: MenuItemBody): Promise<CreatedResponse> {
  return callEndpoint('POST /menu-items/add', { body: menuItemWire(body) });
}

export function updateMenuItem(itemId: number, body: MenuItemBody): Promise<MessageResponse> {
  return callEndpoint('POST /menu-items/update/:id', { params: { id: itemId }, body: menuItemWire(body) });
}

export function deleteMenuItem(itemId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /menu-items/delete/:id', { params: { id: itemId } });
}

/** Variants and addons share their call shapes; `kind` picks the endpoint. */
export type MenuOptionKind = 'variants' | 'addons';

export function addMenuOption(kind: MenuOptionKind, itemId: number, body: PricedOptionBody): Promise<CreatedResponse> {
  const input = { params: { itemId }, body: optionWire(body) };
  return kind === 'variants'
    ? callEndpoint('POST /menu-items/variants/:itemId/add', input)
    : callEndpoint('POST /menu-items/addons/:itemId/add', input);
}

export function updateMenuOption(kind: MenuOptionKind, itemId: number, optionId: number, body: PricedOptionBody): Promise<MessageResponse> {
  const wire = optionWire(body);
  return kind === 'variants'
    ? callEndpoint('POST /menu-items/variants/:itemId/update/:variantId', { params: { itemId, variantId: optionId }, body: wire })
    : callEndpoint('POST /menu-items/addons/:itemId/update/:addonId', { params: { itemId, addonId: optionId }, body: wire });
}

export function deleteMenuOption(kind: MenuOptionKind, itemId: number, optionId: number): Promise<MessageResponse> {
  return kind === 'variants'
    ? callEndpoint('DELETE /menu-items/variants/:itemId/delete/:variantId', { params: { itemId, variantId: optionId } })
    : callEndpoint('DELETE /menu-items/addons/:itemId/delete/:addonId', { params: { itemId, addonId: optionId } });
}
