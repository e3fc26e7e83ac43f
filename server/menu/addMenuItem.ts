// Spec 2.13, 7 Menu items: POST /menu-items/add. Prices arrive as decimals and are kept in minor units.
import type { MenuItemBody } from '../../shared/contract/menu';
import { insertMenuItem } from '../db/repositories/menu.repository';
import { checkMenuItemRefs } from './checkMenuItemRefs';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { required } from '../infrastructure/required';

export async function addMenuItem(ctx: ServiceContext, body: MenuItemBody): Promise<number> {
  const now = isoNow(ctx);
  return inTransaction(ctx, async (trx) => {
    await checkMenuItemRefs(trx, body);
    return insertMenuItem(trx, {
      title: body.title,
      price: required(body.price, 'Please provide valid price!'),
      net_price: body.netPrice,
      image: null,
      category_id: body.categoryId,
      tax_id: body.taxId,
      created_at: now,
      updated_at: now,
    });
  });
}
