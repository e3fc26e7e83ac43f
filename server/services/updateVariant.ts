// Spec 2.13, 7 Menu items: POST /menu-items/variants/{itemId}/update/{variantId}. A variant of
// another item is not found (404), never updated through the wrong item. Issue 14: a new price is an
// audit-trail entry, written in the same transaction.
import { type PricedOptionBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { findOptionPrice } from '../db/repositories/audit.repository';
import { menuItemExists, updateVariantRow } from '../db/repositories/menuItems.repository';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from './context';
import { recordPriceChange } from './recordPriceChange';

export async function updateVariant(
  ctx: ServiceContext,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  itemId: number,
  variantId: number,
  body: PricedOptionBody,
): Promise<void> {
  const values = { title: body.title, price: body.price ?? 0, updated_at: isoNow(ctx) };
  const isUpdated = await inTransaction(ctx, async (trx) => {
    const before = await findOptionPrice(trx, 'menu_item_variants', itemId, variantId);
    if (!before || !(await updateVariantRow(trx, itemId, variantId, values))) return false;
    await recordPriceChange(trx, ctx, actor, {
      type: 'variant',
      id: variantId,
      title: values.title,
      from: before.price,
      to: values.price,
      itemId,
    });
    return true;
  });
  if (isUpdated) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? SETTINGS_MESSAGES.variantNotFound : SETTINGS_MESSAGES.menuItemNotFound);
}
