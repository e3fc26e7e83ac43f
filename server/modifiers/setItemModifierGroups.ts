// POST /menu-items/modifier-groups/{itemId}: the groups an item offers, in this order (a group may be on many items).
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { MODIFIER_GROUP_MESSAGES } from '../../shared/contract/modifiers';
import { menuItemExists } from '../db/repositories/menu.repository';
import { modifierGroupExists, replaceItemGroups } from '../db/repositories/modifiers.repository';
import { notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';

export async function setItemModifierGroups(ctx: ServiceContext, itemId: number, groupIds: readonly number[]): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    if (!(await menuItemExists(trx, itemId))) throw notFound(MENU_MESSAGES.menuItemNotFound);
    for (const groupId of groupIds)
      if (!(await modifierGroupExists(trx, groupId))) throw validationFailed(MODIFIER_GROUP_MESSAGES.invalidGroup);
    await replaceItemGroups(trx, itemId, groupIds);
  });
}
