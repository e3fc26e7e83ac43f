// Spec 2.13, 7 Menu items: POST /menu-items/variants/{itemId}/update/{variantId}. A variant of
// another item is not found (404), never updated through the wrong item.
import { type PricedOptionBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { menuItemExists, updateVariantRow } from '../db/repositories/menuItems.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from './context';

export async function updateVariant(ctx: ServiceContext, itemId: number, variantId: number, body: PricedOptionBody): Promise<void> {
  const values = { title: body.title, price: body.price ?? 0, updated_at: isoNow(ctx) };
  if (await updateVariantRow(ctx.db, itemId, variantId, values)) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? SETTINGS_MESSAGES.variantNotFound : SETTINGS_MESSAGES.menuItemNotFound);
}
