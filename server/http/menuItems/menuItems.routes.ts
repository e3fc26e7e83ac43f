// Spec 2.13, 3 Menu item, 7 Menu items: items, their variants and their addons. A variant or addon
// is always addressed through its item: one of another item is a 404.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CreatedResponse,
  type MenuItemResponse,
  type MenuItemsResponse,
  SETTINGS_MESSAGES,
  addonBody,
  menuItemBody,
  variantBody,
} from '../../../shared/contract/settings';
import { presentMenuItem } from '../../presenters/menuItems.presenter';
import { addAddon } from '../../services/addAddon';
import { addMenuItem } from '../../services/addMenuItem';
import { addVariant } from '../../services/addVariant';
import { deleteAddon } from '../../services/deleteAddon';
import { deleteMenuItem } from '../../services/deleteMenuItem';
import { deleteVariant } from '../../services/deleteVariant';
import { getMenuItem } from '../../services/getMenuItem';
import { listMenuItems } from '../../services/listMenuItems';
import { updateAddon } from '../../services/updateAddon';
import { updateMenuItem } from '../../services/updateMenuItem';
import { updateVariant } from '../../services/updateVariant';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };
type ByItem = { Params: { itemId: string } };
type ByVariant = { Params: { itemId: string; variantId: string } };
type ByAddon = { Params: { itemId: string; addonId: string } };

const itemId = (id: string) => idParam(id, SETTINGS_MESSAGES.menuItemNotFound);
const variantId = (id: string) => idParam(id, SETTINGS_MESSAGES.variantNotFound);
const addonId = (id: string) => idParam(id, SETTINGS_MESSAGES.addonNotFound);

export const menuItemsRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/menu-items', async () => ({ menuItems: (await listMenuItems(ctx)).map(presentMenuItem) }) satisfies MenuItemsResponse);

  app.get<ById>('/menu-items/:id', async (request) => {
    return { menuItem: presentMenuItem(await getMenuItem(ctx, itemId(request.params.id))) } satisfies MenuItemResponse;
  });

  app.post('/menu-items/add', async (request) => {
    const id = await addMenuItem(ctx, parseWith(menuItemBody, request.body));
    return { message: SETTINGS_MESSAGES.menuItemAdded, id } satisfies CreatedResponse;
  });

  app.post<ById>('/menu-items/update/:id', async (request) => {
    const body = parseWith(menuItemBody, request.body);
    await updateMenuItem(ctx, itemId(request.params.id), body);
    return { message: SETTINGS_MESSAGES.menuItemUpdated } satisfies MessageResponse;
  });

  app.delete<ById>('/menu-items/delete/:id', async (request) => {
    await deleteMenuItem(ctx, itemId(request.params.id));
    return { message: SETTINGS_MESSAGES.menuItemDeleted } satisfies MessageResponse;
  });

  // --- Variants ---

  app.post<ByItem>('/menu-items/variants/:itemId/add', async (request) => {
    const body = parseWith(variantBody, request.body);
    const id = await addVariant(ctx, itemId(request.params.itemId), body);
    return { message: SETTINGS_MESSAGES.variantAdded, id } satisfies CreatedResponse;
  });

  app.post<ByVariant>('/menu-items/variants/:itemId/update/:variantId', async (request) => {
    const body = parseWith(variantBody, request.body);
    await updateVariant(ctx, itemId(request.params.itemId), variantId(request.params.variantId), body);
    return { message: SETTINGS_MESSAGES.variantUpdated } satisfies MessageResponse;
  });

  app.delete<ByVariant>('/menu-items/variants/:itemId/delete/:variantId', async (request) => {
    await deleteVariant(ctx, itemId(request.params.itemId), variantId(request.params.variantId));
    return { message: SETTINGS_MESSAGES.variantDeleted } satisfies MessageResponse;
  });

  // --- Addons ---

  app.post<ByItem>('/menu-items/addons/:itemId/add', async (request) => {
    const body = parseWith(addonBody, request.body);
    const id = await addAddon(ctx, itemId(request.params.itemId), body);
    return { message: SETTINGS_MESSAGES.addonAdded, id } satisfies CreatedResponse;
  });

  app.post<ByAddon>('/menu-items/addons/:itemId/update/:addonId', async (request) => {
    const body = parseWith(addonBody, request.body);
    await updateAddon(ctx, itemId(request.params.itemId), addonId(request.params.addonId), body);
    return { message: SETTINGS_MESSAGES.addonUpdated } satisfies MessageResponse;
  });

  app.delete<ByAddon>('/menu-items/addons/:itemId/delete/:addonId', async (request) => {
    await deleteAddon(ctx, itemId(request.params.itemId), addonId(request.params.addonId));
    return { message: SETTINGS_MESSAGES.addonDeleted } satisfies MessageResponse;
  });
};
