// The menu's modifier groups as the domain reads them (shared/domain/modifiers.ts): rows → groups, and the groups
// an item offers in its order. Used by create-order's check and the POS init.
import type { ModifierGroup } from '../../shared/domain/modifiers';
import { minorUnits } from '../../shared/domain/money/money';
import type { ItemModifierGroupLink, ModifierGroupWithChoices } from '../db/repositories/modifiers.repository';

function modifierGroupOf(row: ModifierGroupWithChoices): ModifierGroup {
  return {
    id: row.id,
    name: row.name,
    isRequired: row.is_required === 1,
    minChoices: row.min_choices,
    maxChoices: row.max_choices,
    freeChoices: row.free_choices,
    choices: row.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      kind: choice.kind,
      priceChange: minorUnits(choice.price_change),
      isDefault: choice.is_default === 1,
      childGroupId: choice.child_group_id,
    })),
  };
}

/** The menu's groups by id, and each item's groups in its order. */
export interface MenuModifiers {
  groupsById: ReadonlyMap<number, ModifierGroup>;
  groupsOfItem: (itemId: number) => ModifierGroup[];
}

export function menuModifiersOf(rows: readonly ModifierGroupWithChoices[], links: readonly ItemModifierGroupLink[]): MenuModifiers {
  const groupsById = new Map(rows.map((row) => [row.id, modifierGroupOf(row)]));
  const byItem = new Map<number, ModifierGroup[]>();
  for (const link of links) {
    const group = groupsById.get(link.group_id);
    if (group) byItem.set(link.item_id, [...(byItem.get(link.item_id) ?? []), group]);
  }
  return { groupsById, groupsOfItem: (itemId) => byItem.get(itemId) ?? [] };
}

/** Each item's group ids in its order. */
export function itemGroupIds(links: readonly ItemModifierGroupLink[]): { itemId: number; groupIds: number[] }[] {
  const byItem = new Map<number, number[]>();
  for (const link of links) byItem.set(link.item_id, [...(byItem.get(link.item_id) ?? []), link.group_id]);
  return [...byItem].map(([itemId, groupIds]) => ({ itemId, groupIds }));
}
