// Spec 2.5 Select Variant & Addons: variants as radios (the first preselected), addons as checkboxes; then the item's
// modifier groups in its order, each with its rule ("Choose 1", "Up to 3, 2 free"), a choice's group opened under it
// once chosen. The line's unit price is shown as the cashier chooses; the item is added only once every group's
// rule holds (the same check create-order runs), and the first unmet rule is said beside the price.
import { useState } from 'react';
import type { PosMenuItem } from '../../../../shared/api/pos';
import { checkLineModifiers, createLine, modifierGroupsOf, type LineChoice } from '../../../../shared/domain/cart';
import {
  defaultChoiceIds,
  groupRule,
  MODIFIER_KIND_LABELS,
  type ModifierChoice,
  type ModifierGroup,
} from '../../../../shared/domain/modifiers';
import { formatMoney, minorUnits, sumMinor, type MinorUnits } from '../../../../shared/domain/money/money';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import type { StockDto } from '../../../../shared/contract/stock';
import { ChoiceOption } from './ChoiceOption';
import * as css from './dialogs.css';

const CHOICE_DIALOG_TITLE = 'Select Variant & Addons';

export interface ChosenLine {
  variantId: number | null;
  addonIds: number[];
  modifierIds: number[];
}

export function ChoiceDialog({
  item,
  currencySymbol,
  initial,
  stock,
  onAdd,
  onClose,
}: {
  item: PosMenuItem;
  currencySymbol: string;
  /** A cart line being changed: its choices to start from. */
  initial?: LineChoice;
  /** What is 86'd, by `choice:<id>`: such a choice cannot be chosen. */
  stock?: ReadonlyMap<string, StockDto>;
  onAdd: (choice: ChosenLine) => void;
  onClose: () => void;
}) {
  const { itemGroups, groupsById } = modifierGroupsOf(item);
  const [variantId, setVariantId] = useState<number | null>(initial?.variantId ?? item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<number[]>([...(initial?.addonIds ?? [])]);
  const [modifierIds, setModifierIds] = useState<number[]>(() => [...(initial?.modifierIds ?? defaultChoiceIds(itemGroups, groupsById))]);
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);
  const checked = checkLineModifiers(item, modifierIds);
  // While a rule is unmet the line is priced without its free choices: what the chosen choices add so far.
  const chosenChanges = [...groupsById.values()].flatMap((group) => group.choices).filter((choice) => modifierIds.includes(choice.id));
  const unitPrice = checked.ok
    ? createLine(item, { variantId, addonIds, modifierIds }).unitPrice
    : sumMinor([
        createLine(item, { variantId, addonIds }).unitPrice,
        ...new Map(chosenChanges.map((choice) => [choice.id, choice.priceChange])).values(),
      ]);

  function toggleAddon(id: number, isOn: boolean) {
    setAddonIds((current) => (isOn ? [...current, id] : current.filter((candidate) => candidate !== id)));
  }

  function toggleChoice(group: ModifierGroup, choice: ModifierChoice, isOn: boolean) {
    setModifierIds((current) => {
      // Closing a choice closes the group it opened.
      const child = choice.childGroupId === null ? undefined : groupsById.get(choice.childGroupId);
      const closed = new Set([choice.id, ...(isOn ? [] : (child?.choices.map((candidate) => candidate.id) ?? []))]);
      let next = current.filter((id) => !closed.has(id));
      // A group of one: choosing another replaces the first.
      if (isOn && group.maxChoices === 1) {
        const siblings = new Set(group.choices.map((candidate) => candidate.id));
        next = next.filter((id) => !siblings.has(id));
      }
      return isOn ? [...next, choice.id] : next;
    });
  }

  function renderGroup(group: ModifierGroup, isChild: boolean) {
    const isSingle = group.maxChoices === 1 && group.isRequired;
    const count = group.choices.filter((choice) => modifierIds.includes(choice.id)).length;
    const isFull = group.maxChoices !== null && group.maxChoices > 1 && count >= group.maxChoices;
    return (
      <fieldset key={group.id} className={isChild ? css.childGroup : css.fieldset} data-modifier-group={group.name}>
        <legend className={css.legend}>
          {group.name} <span className={css.groupRule}>{groupRule(group)}</span>
        </legend>
        <div className={css.choiceGrid}>
          {group.choices.flatMap((choice) => {
            const isOn = modifierIds.includes(choice.id);
            const kind = MODIFIER_KIND_LABELS[choice.kind];
            const isOut = stock?.get(`choice:${choice.id}`)?.is_out ?? false;
            const child = isOn && !isChild && choice.childGroupId !== null ? groupsById.get(choice.childGroupId) : undefined;
            const option = (
              <ChoiceOption
                key={choice.id}
                type={isSingle ? 'radio' : 'checkbox'}
                name={`group-${group.id}`}
                title={`${kind ? `${kind} ${choice.name}` : choice.name}${isOut ? ' (86)' : ''}`}
                price={priceChangeText(choice.priceChange, money)}
                checked={isOn}
                isDisabled={(isFull || isOut) && !isOn}
                onCheckedChange={(isChecked) => toggleChoice(group, choice, isChecked)}
              />
            );
            return child ? [option, renderGroup(child, true)] : [option];
          })}
        </div>
      </fieldset>
    );
  }

  return (
    <FormDialog
      title={itemGroups.length > 0 ? item.title : CHOICE_DIALOG_TITLE}
      submitLabel={initial ? 'Update Line' : 'Add to Cart'}
      isSubmitDisabled={!checked.ok}
      onClose={onClose}
      onSubmit={() => {
        if (checked.ok) onAdd({ variantId, addonIds, modifierIds });
      }}
    >
      <p className={css.lead}>
        <strong>{item.title}</strong> · {money(item.price)}
      </p>
      {item.variants.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Variant</legend>
          <div className={css.choiceGrid}>
            {item.variants.map((variant) => (
              <ChoiceOption
                key={variant.id}
                type="radio"
                name="variant"
                title={variant.title}
                price={money(variant.price)}
                checked={variantId === variant.id}
                onCheckedChange={() => setVariantId(variant.id)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {item.addons.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Addons</legend>
          <div className={css.choiceGrid}>
            {item.addons.map((addon) => (
              <ChoiceOption
                key={addon.id}
                type="checkbox"
                title={addon.title}
                price={`+${money(addon.price)}`}
                checked={addonIds.includes(addon.id)}
                onCheckedChange={(isOn) => toggleAddon(addon.id, isOn)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {itemGroups.map((group) => renderGroup(group, false))}
      <div className={css.pricePreview} aria-live="polite">
        <span>{checked.ok ? 'Price' : <span className={css.ruleUnmet}>{checked.message}</span>}</span>
        <span>{formatMoney(unitPrice, currencySymbol)}</span>
      </div>
    </FormDialog>
  );
}

function priceChangeText(change: MinorUnits, money: (minor: MinorUnits) => string): string | undefined {
  if (change === 0) return undefined;
  return change > 0 ? `+${money(change)}` : `−${money(minorUnits(-change))}`;
}
