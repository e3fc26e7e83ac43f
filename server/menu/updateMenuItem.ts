// Spec 2.13, 7 Menu items: POST /menu-items/update/{id} (same body as add; the image is kept). A new
// price is an audit-trail entry, written in the same transaction.
import { type MenuItemBody, MENU_MESSAGES } from '../../shared/contract/menu';
import { findMenuItemRow, updateMenuItemRow } from '../db/repositories/menu.repository';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { checkMenuItemRefs } from './checkMenuItemRefs';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { recordPriceChange } from './recordPriceChange';
import { required } from '../infrastructure/required';

export async function updateMenuItem(
  ctx: ServiceContext,
  actor: Pick<UserRow, 'id' | 'username' | 'name'>,
  id: number,
  body: MenuItemBody,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await checkMenuItemRefs(trx, body);
    const before = await findMenuItemRow(trx, id);
    const price = required(body.price, 'Please provide valid price!');
    const isUpdated = await updateMenuItemRow(trx, id, {
      title: body.title,
      price,
      net_price: body.netPrice,
      category_id: body.categoryId,
      tax_id: body.taxId,
      updated_at: isoNow(ctx),
    });
    if (!isUpdated || !before) throw notFound(MENU_MESSAGES.menuItemNotFound);
    await recordPriceChange(trx, ctx, actor, { type: 'menu_item', id, title: body.title, from: before.price, to: price });
  });
}
