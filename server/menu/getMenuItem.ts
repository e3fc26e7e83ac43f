// Spec 2.13 (menu item detail), 7 Menu items: GET /menu-items/{id}.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { findMenuItemRow } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';
import { type MenuItemDetails, withOptions } from './listMenuItems';

export async function getMenuItem(ctx: ServiceContext, id: number): Promise<MenuItemDetails> {
  const item = await findMenuItemRow(ctx.db, id);
  if (!item) throw notFound(MENU_MESSAGES.menuItemNotFound);
  const [details] = await withOptions(ctx.db, [item]);
  if (!details) throw notFound(MENU_MESSAGES.menuItemNotFound);
  return details;
}
