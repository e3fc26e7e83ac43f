// Spec 2.13, 7 Menu items: DELETE /menu-items/variants/{itemId}/delete/{variantId}.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { deleteVariantRow, menuItemExists } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deleteVariant(ctx: ServiceContext, itemId: number, variantId: number): Promise<void> {
  if (await deleteVariantRow(ctx.db, itemId, variantId)) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? MENU_MESSAGES.variantNotFound : MENU_MESSAGES.menuItemNotFound);
}
