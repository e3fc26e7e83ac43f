// Spec 2.13, 7 Menu items: POST /menu-items/variants/{itemId}/add. The price is the item's final
// price with this variant (it overrides the base price); empty counts as 0.
import { type PricedOptionBody, MENU_MESSAGES } from '../../shared/contract/menu';
import { insertMenuItemVariant, menuItemExists } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

export async function addVariant(ctx: ServiceContext, itemId: number, body: PricedOptionBody): Promise<number> {
  const now = isoNow(ctx);
  return inTransaction(ctx, async (trx) => {
    if (!(await menuItemExists(trx, itemId))) throw notFound(MENU_MESSAGES.menuItemNotFound);
    return insertMenuItemVariant(trx, { item_id: itemId, title: body.title, price: body.price ?? 0, created_at: now, updated_at: now });
  });
}
