// GET /modifier-groups: the groups with their choices and which items offer them.
import {
  type ItemModifierGroupLink,
  type ModifierGroupWithChoices,
  listItemGroupLinks,
  listModifierGroupRows,
} from '../db/repositories/modifiers.repository';
import type { ServiceContext } from '../infrastructure/context';

export async function listModifierGroups(
  ctx: ServiceContext,
): Promise<{ groups: ModifierGroupWithChoices[]; links: ItemModifierGroupLink[] }> {
  const [groups, links] = await Promise.all([listModifierGroupRows(ctx.db), listItemGroupLinks(ctx.db)]);
  return { groups, links };
}
