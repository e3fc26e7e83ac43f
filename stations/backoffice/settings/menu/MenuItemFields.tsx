// The menu item fields of spec 2.13, shared by Add New Item and the item detail: Title, Price, Net Price,
// Category (with None) and Tax ('title - rate% (type)', with None).
import { menuItemBody, type MenuItemBody, type MenuItemDto } from '../../../../shared/contract/menu';
import { FieldRow, NumberField, SelectField, TextField } from '../../../../shared/ui/forms/Field';
import { amountText } from '../../common/money';
import { checkedInput } from '../../common/feedback';
import { categoryOptions, taxOptions, type MenuLookups } from './menuData';

export interface MenuItemDraft {
  title: string;
  price: string;
  netPrice: string;
  categoryId: string;
  taxId: string;
}

export function draftOf(item: MenuItemDto | null): MenuItemDraft {
  return {
    title: item?.title ?? '',
    price: amountText(item?.price),
    netPrice: amountText(item?.net_price),
    categoryId: item?.category_id ? String(item.category_id) : '',
    taxId: item?.tax_id ? String(item.tax_id) : '',
  };
}

/** Spec 5: checked before any call; empty net price, category and tax become null. */
export function checkedMenuItem(draft: MenuItemDraft): MenuItemBody | null {
  return checkedInput(menuItemBody, draft);
}

export interface MenuItemFieldsProps {
  draft: MenuItemDraft;
  onChange: (draft: MenuItemDraft) => void;
  lookups: MenuLookups;
  currencySymbol: string;
}

export function MenuItemFields({ draft, onChange, lookups, currencySymbol }: MenuItemFieldsProps) {
  const set = (key: keyof MenuItemDraft) => (value: string) => onChange({ ...draft, [key]: value });
  return (
    <>
      <TextField label="Title" isRequired value={draft.title} onValueChange={set('title')} maxLength={200} />
      <FieldRow>
        <NumberField label={`Price (${currencySymbol})`} isRequired value={draft.price} onValueChange={set('price')} placeholder="0.00" />
        <NumberField
          label={`Net Price (${currencySymbol})`}
          value={draft.netPrice}
          onValueChange={set('netPrice')}
          placeholder="Optional"
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label="Category"
          value={draft.categoryId}
          onValueChange={set('categoryId')}
          options={categoryOptions(lookups.categories)}
          placeholder="None"
        />
        <SelectField label="Tax" value={draft.taxId} onValueChange={set('taxId')} options={taxOptions(lookups.taxes)} placeholder="None" />
      </FieldRow>
    </>
  );
}
