// Spec 2.13, 3 Menu item, 7 Menu items: items, their variants and their addons. A variant or addon is
// always addressed through its item: one of another item is a 404.
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import { addonBody, menuItemBody, menuItemResponse, menuItemsResponse, variantBody, MENU_MESSAGES } from '../menu';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'menuItems';
const itemId = idParam(MENU_MESSAGES.menuItemNotFound);
const variantId = idParam(MENU_MESSAGES.variantNotFound);
const addonId = idParam(MENU_MESSAGES.addonNotFound);

export const menuItemsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/menu-items',
    access,
    tag,
    summary: 'Every menu item with its category, tax, variants and addons (money as decimals).',
    response: menuItemsResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/menu-items/:id',
    params: { id: itemId },
    access,
    tag,
    summary: 'One menu item with its category, tax, variants and addons.',
    response: menuItemResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/menu-items/add',
    access,
    tag,
    summary: 'Adds a menu item; answers its id.',
    body: menuItemBody,
    response: createdResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/menu-items/update/:id',
    params: { id: itemId },
    access,
    tag,
    summary: "Changes a menu item's title, prices, category and tax.",
    body: menuItemBody,
    response: messageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/menu-items/delete/:id',
    params: { id: itemId },
    access,
    tag,
    summary: 'Deletes a menu item with its variants and addons.',
    response: messageResponse,
  }),
  addVariant: endpoint({
    method: 'POST',
    path: '/menu-items/variants/:itemId/add',
    params: { itemId },
    access,
    tag,
    summary: 'Adds a variant to a menu item; answers its id.',
    body: variantBody,
    response: createdResponse,
  }),
  updateVariant: endpoint({
    method: 'POST',
    path: '/menu-items/variants/:itemId/update/:variantId',
    params: { itemId, variantId },
    access,
    tag,
    summary: "Changes one of the item's variants.",
    body: variantBody,
    response: messageResponse,
  }),
  deleteVariant: endpoint({
    method: 'DELETE',
    path: '/menu-items/variants/:itemId/delete/:variantId',
    params: { itemId, variantId },
    access,
    tag,
    summary: "Deletes one of the item's variants.",
    response: messageResponse,
  }),
  addAddon: endpoint({
    method: 'POST',
    path: '/menu-items/addons/:itemId/add',
    params: { itemId },
    access,
    tag,
    summary: 'Adds an addon to a menu item; answers its id.',
    body: addonBody,
    response: createdResponse,
  }),
  updateAddon: endpoint({
    method: 'POST',
    path: '/menu-items/addons/:itemId/update/:addonId',
    params: { itemId, addonId },
    access,
    tag,
    summary: "Changes one of the item's addons.",
    body: addonBody,
    response: messageResponse,
  }),
  deleteAddon: endpoint({
    method: 'DELETE',
    path: '/menu-items/addons/:itemId/delete/:addonId',
    params: { itemId, addonId },
    access,
    tag,
    summary: "Deletes one of the item's addons.",
    response: messageResponse,
  }),
} as const;
