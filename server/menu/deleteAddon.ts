// Spec 2.13, 7 Menu items: DELETE /menu-items/addons/{itemId}/delete/{addonId}.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { deleteAddonRow, menuItemExists } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deleteAddon(ctx: ServiceContext, itemId: number, addonId: number): Promise<void> {
  if (await deleteAddonRow(ctx.db, itemId, addonId)) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? MENU_MESSAGES.addonNotFound : MENU_MESSAGES.menuItemNotFound);
}
