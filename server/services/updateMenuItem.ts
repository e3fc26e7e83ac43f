// Spec 2.13, 7 Menu items: POST /menu-items/update/{id} (same body as add; the image is kept).
import { type MenuItemBody, SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { updateMenuItemRow } from '../db/repositories/menuItems.repository';
import { notFound } from '../errors';
import { checkMenuItemRefs } from './checkMenuItemRefs';
import { type ServiceContext, inTransaction, isoNow } from './context';
import { required } from './required';

export async function updateMenuItem(ctx: ServiceContext, id: number, body: MenuItemBody): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await checkMenuItemRefs(trx, body);
    const isUpdated = await updateMenuItemRow(trx, id, {
      title: body.title,
      price: required(body.price, 'Please provide valid price!'),
      net_price: body.netPrice,
      category_id: body.categoryId,
      tax_id: body.taxId,
      updated_at: isoNow(ctx),
    });
    if (!isUpdated) throw notFound(SETTINGS_MESSAGES.menuItemNotFound);
  });
}
