// Spec 2.13: the collapsible 'Show Variants' and 'Show Addons' lists of an item, each with add, edit and
// delete, and the note on how its prices work in the POS.
import { useId, useState } from 'react';
import { addMenuOption, deleteMenuOption, updateMenuOption, type MenuOptionKind } from '../../../../shared/api/menu';
import { addonBody, variantBody, type AddonDto, type MenuItemDto, type VariantDto } from '../../../../shared/contract/menu';
import { currencySymbol } from '../../../../shared/domain/money/currencySymbols';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { NumberField, TextField } from '../../../../shared/ui/forms/Field';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { Icon } from '../../../../shared/ui/Icon';
import { Badge } from '../../../../shared/ui/Surface';
import * as css from '../../common/common.css';
import { checkedInput, runAction } from '../../common/feedback';
import { amountText, formatPrice } from '../../common/money';
import { useDeleteConfirmation } from '../../common/Section';
import * as menuCss from './menu.css';

type MenuOption = VariantDto | AddonDto;

interface KindText {
  toggle: string;
  singular: string;
  listLabel: string;
  note: string;
  empty: string;
}

/** Spec 2.13 notes, said the way a cashier would read them. */
const OPTION_TEXT: Record<MenuOptionKind, KindText> = {
  variants: {
    toggle: 'Show Variants',
    singular: 'Variant',
    listLabel: 'Variants',
    note: "The price you enter for a variant is the final price: it overrides the item's base price.",
    empty: 'No variants yet.',
  },
  addons: {
    toggle: 'Show Addons',
    singular: 'Addon',
    listLabel: 'Addons',
    note: "The price you enter for an addon is added to the item's base price in the POS.",
    empty: 'No addons yet.',
  },
};

type Editing = { mode: 'add' } | { mode: 'update'; option: MenuOption };

export interface OptionsPanelProps {
  kind: MenuOptionKind;
  item: MenuItemDto;
  currency: string;
  onChanged: () => Promise<void>;
}

export function OptionsPanel({ kind, item, currency, onChanged }: OptionsPanelProps) {
  const text = OPTION_TEXT[kind];
  const options: MenuOption[] = kind === 'variants' ? item.variants : item.addons;
  const [isOpen, setIsOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deletion = useDeleteConfirmation<MenuOption>((row) => deleteMenuOption(kind, item.id, row.id), onChanged);
  const bodyId = useId();

  return (
    <section className={css.panel} aria-label={text.listLabel}>
      <div className={menuCss.optionsHeader}>
        <h3>
          <button
            type="button"
            className={menuCss.disclosure}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span>{text.toggle}</span>
            <span className={menuCss.chevron} aria-hidden="true">
              <Icon name="chevronDown" size={18} />
            </span>
          </button>
        </h3>
        <span className={menuCss.optionsCount}>
          <Badge tone={options.length > 0 ? 'brand' : 'neutral'}>{options.length}</Badge>
          <Button
            variant="secondary"
            icon="plus"
            onClick={() => {
              setIsOpen(true);
              setEditing({ mode: 'add' });
            }}
          >
            Add {text.singular}
          </Button>
        </span>
      </div>
      {isOpen ? (
        <div id={bodyId} className={menuCss.optionsBody}>
          <p className={menuCss.note}>
            <Icon name="alert" size={18} />
            <span>{text.note}</span>
          </p>
          {options.length === 0 ? (
            <p className={menuCss.emptyOptions}>{text.empty}</p>
          ) : (
            <ul className={menuCss.optionList} aria-label={text.listLabel}>
              {options.map((option) => (
                <li key={option.id} className={menuCss.optionRow}>
                  <span className={menuCss.optionTitle}>{option.title}</span>
                  <span className={menuCss.optionPrice}>
                    {kind === 'addons' ? '+ ' : ''}
                    {formatPrice(option.price, currency)}
                  </span>
                  <span className={menuCss.optionActions}>
                    <IconButton icon="edit" label={`Edit ${option.title}`} onClick={() => setEditing({ mode: 'update', option })} />
                    <IconButton icon="trash" label={`Delete ${option.title}`} onClick={() => deletion.ask(option)} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {editing ? (
        <OptionDialog
          kind={kind}
          itemId={item.id}
          editing={editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await onChanged();
          }}
        />
      ) : null}
      {deletion.dialog}
    </section>
  );
}

interface OptionDialogProps {
  kind: MenuOptionKind;
  itemId: number;
  editing: Editing;
  currency: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

function OptionDialog({ kind, itemId, editing, currency, onClose, onSaved }: OptionDialogProps) {
  const text = OPTION_TEXT[kind];
  const initial = editing.mode === 'update' ? editing.option : null;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [price, setPrice] = useState(amountText(initial?.price));

  async function handleSubmit() {
    const body = checkedInput(kind === 'variants' ? variantBody : addonBody, { title, price });
    if (!body) return;
    const isSaved = await runAction(() => (initial ? updateMenuOption(kind, itemId, initial.id, body) : addMenuOption(kind, itemId, body)));
    if (isSaved) await onSaved();
  }

  return (
    <FormDialog title={`${initial ? 'Update' : 'Add'} ${text.singular}`} onSubmit={handleSubmit} onClose={onClose} size="sm">
      <TextField label="Title" isRequired value={title} onValueChange={setTitle} maxLength={200} />
      <NumberField
        label={`Price (${currencySymbol(currency)})`}
        value={price}
        onValueChange={setPrice}
        placeholder="0.00"
        hint={text.note}
      />
    </FormDialog>
  );
}
