// Spec 2.5 Select Variant & Addons: variants as radios (the first preselected), addons as checkboxes; the
// line's unit price is shown as the cashier chooses (variant price overrides the base, addons add to it).
import { useState } from 'react';
import type { PosMenuItem } from '../../../../shared/api/pos';
import { createLine } from '../../../../shared/domain/cart';
import { formatMoney, type MinorUnits } from '../../../../shared/domain/money/money';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { ChoiceOption } from './ChoiceOption';
import * as css from './dialogs.css';

const CHOICE_DIALOG_TITLE = 'Select Variant & Addons';

export function ChoiceDialog({
  item,
  currencySymbol,
  onAdd,
  onClose,
}: {
  item: PosMenuItem;
  currencySymbol: string;
  onAdd: (choice: { variantId: number | null; addonIds: number[] }) => void;
  onClose: () => void;
}) {
  const [variantId, setVariantId] = useState<number | null>(item.variants[0]?.id ?? null);
  const [addonIds, setAddonIds] = useState<number[]>([]);
  const money = (minor: MinorUnits) => formatMoney(minor, currencySymbol);
  const preview = createLine(item, { variantId, addonIds });

  function toggleAddon(id: number, isOn: boolean) {
    setAddonIds((current) => (isOn ? [...current, id] : current.filter((candidate) => candidate !== id)));
  }

  return (
    <FormDialog title={CHOICE_DIALOG_TITLE} submitLabel="Add to Cart" onClose={onClose} onSubmit={() => onAdd({ variantId, addonIds })}>
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
      <div className={css.pricePreview} aria-live="polite">
        <span>Price</span>
        <span>{formatMoney(preview.unitPrice, currencySymbol)}</span>
      </div>
    </FormDialog>
  );
}
