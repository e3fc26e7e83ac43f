// Spec 2.13, 7 Menu items: DELETE /menu-items/delete/{id}: the item with its variants and addons,
// in one transaction (explicitly, not left to ON DELETE CASCADE alone). Orders keep snapshots.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { deleteAddonsOfItem, deleteMenuItemRow, deleteVariantsOfItem } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';

export async function deleteMenuItem(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await deleteVariantsOfItem(trx, id);
    await deleteAddonsOfItem(trx, id);
    if (!(await deleteMenuItemRow(trx, id))) throw notFound(MENU_MESSAGES.menuItemNotFound);
  });
}
