// Spec 2.13 (menu item detail), 7 Menu items: GET /menu-items/{id}.
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { findMenuItemRow } from '../db/repositories/menuItems.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type MenuItemDetails, withOptions } from './listMenuItems';

export async function getMenuItem(ctx: ServiceContext, id: number): Promise<MenuItemDetails> {
  const item = await findMenuItemRow(ctx.db, id);
  if (!item) throw notFound(SETTINGS_MESSAGES.menuItemNotFound);
  const [details] = await withOptions(ctx.db, [item]);
  if (!details) throw notFound(SETTINGS_MESSAGES.menuItemNotFound);
  return details;
}
