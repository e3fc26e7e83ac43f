// Modifier groups on the wire: price changes as decimals, flags as booleans.
import type { ModifierGroupDto, OrderLineModifierDto } from '../../shared/contract/modifiers';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { ModifierGroupWithChoices } from '../db/repositories/modifiers.repository';
import type { OrderItemModifierRow } from '../db/schema';

export function presentModifierGroup(row: ModifierGroupWithChoices): ModifierGroupDto {
  return {
    id: row.id,
    name: row.name,
    is_required: row.is_required === 1,
    min_choices: row.min_choices,
    max_choices: row.max_choices,
    free_choices: row.free_choices,
    choices: row.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      kind: choice.kind,
      price_change: toDecimalAmount(minorUnits(choice.price_change)),
      is_default: choice.is_default === 1,
      child_group_id: choice.child_group_id,
    })),
  };
}

export function presentLineModifier(row: OrderItemModifierRow): OrderLineModifierDto {
  return { group_name: row.group_name, name: row.name, kind: row.kind, price_change: toDecimalAmount(minorUnits(row.price_change)) };
}
