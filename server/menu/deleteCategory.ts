// Spec 2.13, 7 Settings: DELETE /settings/categories/{id}. Items of the category stay on the menu,
// uncategorised (category null), in the same transaction as the delete.
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { clearMenuItemsCategory, deleteCategoryRow } from '../db/repositories/menu.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';

/** Answers how many menu items became uncategorised. */
export async function deleteCategory(ctx: ServiceContext, id: number): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    const uncategorised = await clearMenuItemsCategory(trx, id, isoNow(ctx));
    if (!(await deleteCategoryRow(trx, id))) throw notFound(MENU_MESSAGES.categoryNotFound);
    return uncategorised;
  });
}
