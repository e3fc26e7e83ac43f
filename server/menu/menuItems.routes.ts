// Spec 2.13, 3 Menu item, 7 Menu items: items, their variants and their addons. A variant or addon
// is always addressed through its item: one of another item is a 404. Declared in
// shared/contract/endpoints/menuItems.ts.
import { menuItemsEndpoints } from '../../shared/contract/endpoints/menuItems';
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { presentMenuItem } from './menuItems.presenter';
import { addAddon } from './addAddon';
import { addMenuItem } from './addMenuItem';
import { addVariant } from './addVariant';
import { deleteAddon } from './deleteAddon';
import { deleteMenuItem } from './deleteMenuItem';
import { deleteVariant } from './deleteVariant';
import { getMenuItem } from './getMenuItem';
import { listMenuItems } from './listMenuItems';
import { updateMenuItem } from './updateMenuItem';
import { updateMenuOption } from './updateMenuOption';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const menuItemsRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(menuItemsEndpoints.list, async () => ({ menuItems: (await listMenuItems(ctx)).map(presentMenuItem) }));

  mount(menuItemsEndpoints.get, async ({ params }) => ({ menuItem: presentMenuItem(await getMenuItem(ctx, params.id)) }));

  mount(menuItemsEndpoints.add, async ({ body }) => {
    const id = await addMenuItem(ctx, body);
    return { message: MENU_MESSAGES.menuItemAdded, id };
  });

  mount(menuItemsEndpoints.update, async ({ params, session, body }) => {
    await updateMenuItem(ctx, session.user, params.id, body);
    return { message: MENU_MESSAGES.menuItemUpdated };
  });

  mount(menuItemsEndpoints.delete, async ({ params }) => {
    await deleteMenuItem(ctx, params.id);
    return { message: MENU_MESSAGES.menuItemDeleted };
  });

  // --- Variants ---

  mount(menuItemsEndpoints.addVariant, async ({ params, body }) => {
    const id = await addVariant(ctx, params.itemId, body);
    return { message: MENU_MESSAGES.variantAdded, id };
  });

  mount(menuItemsEndpoints.updateVariant, async ({ params, session, body }) => {
    await updateMenuOption(ctx, session.user, 'variant', params.itemId, params.variantId, body);
    return { message: MENU_MESSAGES.variantUpdated };
  });

  mount(menuItemsEndpoints.deleteVariant, async ({ params }) => {
    await deleteVariant(ctx, params.itemId, params.variantId);
    return { message: MENU_MESSAGES.variantDeleted };
  });

  // --- Addons ---

  mount(menuItemsEndpoints.addAddon, async ({ params, body }) => {
    const id = await addAddon(ctx, params.itemId, body);
    return { message: MENU_MESSAGES.addonAdded, id };
  });

  mount(menuItemsEndpoints.updateAddon, async ({ params, session, body }) => {
    await updateMenuOption(ctx, session.user, 'addon', params.itemId, params.addonId, body);
    return { message: MENU_MESSAGES.addonUpdated };
  });

  mount(menuItemsEndpoints.deleteAddon, async ({ params }) => {
    await deleteAddon(ctx, params.itemId, params.addonId);
    return { message: MENU_MESSAGES.addonDeleted };
  });
};
