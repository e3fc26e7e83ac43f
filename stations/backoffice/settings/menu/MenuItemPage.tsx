// Spec 2.13 Menu item detail: breadcrumb Settings > Menu Items > title, a summary (price, net price,
// category, tax), the editable fields, and the collapsible variant and addon lists.
import { lazy, Suspense, useState } from 'react';
import { updateMenuItem } from '../../../../shared/api/menu';
import type { MenuItemDto } from '../../../../shared/contract/menu';
import { currencySymbol } from '../../../../shared/domain/money/currencySymbols';
import { ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { PAGES } from '../../../../shared/domain/navigation/sitemap';
import { StationLink } from '../../../../shared/shell/StationLink';
import { button } from '../../../../shared/ui/button.css';
import { ErrorState, Loading } from '../../../../shared/ui/Surface';
import { useLoad } from '../../../../shared/ui/useLoad';
import * as css from '../../common/common.css';
import { runAction } from '../../common/feedback';
import { SettingsForm } from '../../common/FormPage';
import { formatPrice } from '../../common/money';
import { Breadcrumb, SectionHeader } from '../../common/Section';
import { loadMenuItem, type MenuLookups } from './menuData';
import { parseItemId, taxLabel } from './menuFormat';
import { checkedMenuItem, draftOf, MenuItemFields, type MenuItemDraft } from './MenuItemFields';
import { OptionsPanel } from './OptionsPanel';
import * as menuCss from './menu.css';
import { settingsPage } from '../settingsPages';

const MENU_ITEMS = settingsPage('menu');
// Only a manager editing an item's groups needs the group editor: its own chunk.
const ModifierGroupsPanel = lazy(() => import('./ModifierGroupsPanel').then((module) => ({ default: module.ModifierGroupsPanel })));

export function MenuItemPage({ itemId }: { itemId: string | undefined }) {
  const id = parseItemId(itemId);
  if (id === null) {
    return (
      <>
        <Breadcrumb
          items={[
            { label: PAGES.settings.title, href: PAGES.settings.path },
            { label: MENU_ITEMS.menuLabel, href: MENU_ITEMS.path },
            { label: 'Menu Item' },
          ]}
        />
        <SectionHeader title="Menu Item" />
        <ErrorState message={ERROR_DEFAULTS.detailsLoad}>
          <BackToMenu />
        </ErrorState>
      </>
    );
  }
  return <MenuItemDetail id={id} />;
}

function BackToMenu() {
  return (
    <StationLink href={MENU_ITEMS.path} className={button.secondary}>
      Back to Menu Items
    </StationLink>
  );
}

function MenuItemDetail({ id }: { id: number }) {
  const { state, reload } = useLoad(() => loadMenuItem(id), id);
  const title = state.status === 'ready' ? state.data.item.title : 'Menu Item';
  return (
    <>
      <Breadcrumb
        items={[
          { label: PAGES.settings.title, href: PAGES.settings.path },
          { label: MENU_ITEMS.menuLabel, href: MENU_ITEMS.path },
          { label: title },
        ]}
      />
      <SectionHeader title={title} />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? (
        <ErrorState message={ERROR_DEFAULTS.detailsLoad}>
          <BackToMenu />
        </ErrorState>
      ) : null}
      {state.status === 'ready' ? (
        <div className={menuCss.detail}>
          <ItemSummary item={state.data.item} currency={state.data.currency} />
          <ItemForm key={JSON.stringify(state.data.item)} item={state.data.item} lookups={state.data} onSaved={reload} />
          <OptionsPanel kind="variants" item={state.data.item} currency={state.data.currency} onChanged={reload} />
          <OptionsPanel kind="addons" item={state.data.item} currency={state.data.currency} onChanged={reload} />
          <Suspense fallback={<Loading />}>
            <ModifierGroupsPanel itemId={state.data.item.id} currency={state.data.currency} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

function ItemSummary({ item, currency }: { item: MenuItemDto; currency: string }) {
  const tax =
    item.tax_id !== null && item.tax_title !== null && item.tax_rate !== null && item.tax_type !== null
      ? taxLabel({ title: item.tax_title, rate: item.tax_rate, type: item.tax_type })
      : 'None';
  const entries: Array<[string, string]> = [
    ['Price', formatPrice(item.price, currency)],
    ['Net Price', item.net_price === null ? '—' : formatPrice(item.net_price, currency)],
    ['Category', item.category_title ?? 'None'],
    ['Tax', tax],
  ];
  return (
    <section className={[css.panel, menuCss.summary].join(' ')} aria-label="Summary">
      <dl className={menuCss.summaryList}>
        {entries.map(([term, value]) => (
          <div key={term} className={menuCss.summaryItem}>
            <dt className={menuCss.summaryTerm}>{term}</dt>
            <dd className={menuCss.summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ItemForm({ item, lookups, onSaved }: { item: MenuItemDto; lookups: MenuLookups; onSaved: () => Promise<void> }) {
  const [draft, setDraft] = useState<MenuItemDraft>(() => draftOf(item));

  async function save() {
    const body = checkedMenuItem(draft);
    return body ? runAction(() => updateMenuItem(item.id, body)) : false;
  }

  return (
    <SettingsForm label="Edit Item" heading="Edit Item" panelClassName={menuCss.editPanel} save={save} onSaved={onSaved}>
      <MenuItemFields draft={draft} onChange={setDraft} lookups={lookups} currencySymbol={currencySymbol(lookups.currency)} />
    </SettingsForm>
  );
}
