// Spec 2.13, 7 Menu items: POST /menu-items/addons/{itemId}/update/{addonId}. An addon of another
// item is not found (404), never updated through the wrong item.
import { type PricedOptionBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { menuItemExists, updateAddonRow } from '../db/repositories/menuItems.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from './context';

export async function updateAddon(ctx: ServiceContext, itemId: number, addonId: number, body: PricedOptionBody): Promise<void> {
  const values = { title: body.title, price: body.price ?? 0, updated_at: isoNow(ctx) };
  if (await updateAddonRow(ctx.db, itemId, addonId, values)) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? SETTINGS_MESSAGES.addonNotFound : SETTINGS_MESSAGES.menuItemNotFound);
}
