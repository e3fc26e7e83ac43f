// Spec 2.13 Menu: a card grid of items (price with the currency symbol, category title, variant count);
// New → Add New Item; a Categories link; Edit leads to the item detail; Delete after the confirmation.
import { useState } from 'react';
import { addMenuItem, deleteMenuItem } from '../../../../shared/api/menu';
import type { MenuItemDto } from '../../../../shared/contract/menu';
import { currencySymbol } from '../../../../shared/domain/money/currencySymbols';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { StationLink } from '../../../../shared/shell/StationLink';
import { Button } from '../../../../shared/ui/Button';
import { button } from '../../../../shared/ui/button.css';
import { FormDialog } from '../../../../shared/ui/dialogs/FormDialog';
import { Icon } from '../../../../shared/ui/Icon';
import { Card, EmptyState } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../../common/common.css';
import { runAction } from '../../common/feedback';
import { formatPrice } from '../../common/money';
import { useDeleteConfirmation, LoadView, SectionHeader } from '../../common/Section';
import { loadMenuItems, type MenuLookups } from './menuData';
import { countLabel } from './menuFormat';
import { checkedMenuItem, draftOf, MenuItemFields, type MenuItemDraft } from './MenuItemFields';
import * as menuCss from './menu.css';
import { settingsPage } from '../settingsPages';

const MENU_ITEMS = settingsPage('menu');

export const CATEGORIES_PATH = `${MENU_ITEMS.path}/categories`;

function menuItemPath(itemId: number): string {
  return `${MENU_ITEMS.path}/${itemId}`;
}

export function MenuItemsPage() {
  const { state, reload } = useLoad(loadMenuItems);
  const [isAdding, setIsAdding] = useState(false);
  const deletion = useDeleteConfirmation<MenuItemDto>((row) => deleteMenuItem(row.id), reload);

  return (
    <>
      <SectionHeader
        title={MENU_ITEMS.title}
        description="What the POS sells: prices, categories, taxes, variants and addons."
        actions={
          <>
            <StationLink href={CATEGORIES_PATH} className={button.secondary}>
              <Icon name="tag" />
              Categories
            </StationLink>
            <Button icon="plus" onClick={() => setIsAdding(true)} disabled={state.status !== 'ready'}>
              New
            </Button>
          </>
        }
      />
      <LoadView state={state} errorText={ERROR_DEFAULTS.dataLoad}>
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <EmptyState icon="pos" title="No menu items yet." description="Add the dishes and drinks the POS sells." />
            ) : (
              <ul className={css.cardGrid} aria-label="Menu items">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <MenuItemCard item={item} currency={data.currency} onDelete={() => deletion.ask(item)} />
                  </li>
                ))}
              </ul>
            )}
            {isAdding ? (
              <AddMenuItemDialog
                lookups={data}
                onClose={() => setIsAdding(false)}
                onSaved={async () => {
                  setIsAdding(false);
                  await reload();
                }}
              />
            ) : null}
          </>
        )}
      </LoadView>
      {deletion.dialog}
    </>
  );
}

function MenuItemCard({ item, currency, onDelete }: { item: MenuItemDto; currency: string; onDelete: () => void }) {
  return (
    <Card className={css.gridCard} aria-label={item.title}>
      <h3 className={css.cardTitle}>{item.title}</h3>
      <p className={menuCss.price}>{formatPrice(item.price, currency)}</p>
      <p className={css.cardMeta}>
        {item.category_title ?? 'No category'} · {countLabel(item.variants.length, 'variant', 'variants')}
      </p>
      <div className={css.cardFooter}>
        <StationLink
          href={menuItemPath(item.id)}
          className={[button.secondary, css.compactButton].join(' ')}
          aria-label={`Edit ${item.title}`}
        >
          <Icon name="edit" />
          Edit
        </StationLink>
        <Button variant="dangerOutline" className={css.compactButton} icon="trash" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </div>
    </Card>
  );
}

function AddMenuItemDialog({ lookups, onClose, onSaved }: { lookups: MenuLookups; onClose: () => void; onSaved: () => Promise<void> }) {
  const [draft, setDraft] = useState<MenuItemDraft>(() => draftOf(null));

  async function handleSubmit() {
    const body = checkedMenuItem(draft);
    if (!body) return;
    if (await runAction(() => addMenuItem(body))) await onSaved();
  }

  return (
    <FormDialog title="Add New Item" onSubmit={handleSubmit} onClose={onClose}>
      <MenuItemFields draft={draft} onChange={setDraft} lookups={lookups} currencySymbol={currencySymbol(lookups.currency)} />
    </FormDialog>
  );
}
