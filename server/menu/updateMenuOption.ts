// Spec 2.13, 7 Menu items: POST /menu-items/variants/{itemId}/update/{variantId} and
// /menu-items/addons/{itemId}/update/{addonId}. A variant or addon of another item is not found (404), never
// updated through the wrong item. A new price is an audit-trail entry, written in the same transaction.
import { type PricedOptionBody, MENU_MESSAGES } from '../../shared/contract/menu';
import { findOptionPrice, menuItemExists, updateAddonRow, updateVariantRow } from '../db/repositories/menu.repository';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { recordPriceChange } from './recordPriceChange';

/** What differs between a variant and an addon: its table, its update and its not-found message. */
const OPTIONS = {
  variant: { table: 'menu_item_variants', update: updateVariantRow, notFoundMessage: MENU_MESSAGES.variantNotFound },
  addon: { table: 'menu_item_addons', update: updateAddonRow, notFoundMessage: MENU_MESSAGES.addonNotFound },
} as const;

export type MenuOptionKind = keyof typeof OPTIONS;

export async function updateMenuOption(
  ctx: ServiceContext,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  kind: MenuOptionKind,
  itemId: number,
  optionId: number,
  body: PricedOptionBody,
): Promise<void> {
  const option = OPTIONS[kind];
  const values = { title: body.title, price: body.price ?? 0, updated_at: isoNow(ctx) };
  const isUpdated = await inTransaction(ctx, async (trx) => {
    const before = await findOptionPrice(trx, option.table, itemId, optionId);
    if (!before || !(await option.update(trx, itemId, optionId, values))) return false;
    await recordPriceChange(trx, ctx, actor, {
      type: kind,
      id: optionId,
      title: values.title,
      from: before.price,
      to: values.price,
      itemId,
    });
    return true;
  });
  if (isUpdated) return;
  const isItemKnown = await menuItemExists(ctx.db, itemId);
  throw notFound(isItemKnown ? option.notFoundMessage : MENU_MESSAGES.menuItemNotFound);
}
