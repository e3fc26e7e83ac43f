// Spec 2.5 left side: category filter button, 'Search Item' box and the grid of menu items (title,
// currency symbol and price, category, variant and addon counts, Add). Enter in the search adds the first match.
import { type KeyboardEvent, type RefObject, memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PosMenuItem } from '../../../../shared/api/pos';
import type { CategoryDto } from '../../../../shared/contract/menu';
import { formatMoney } from '../../../../shared/domain/money/money';
import { Button, IconButton } from '../../../../shared/ui/Button';
import { Icon } from '../../../../shared/ui/Icon';
import { MenuButton } from '../../../../shared/ui/MenuButton';
import type { StockDto } from '../../../../shared/contract/stock';
import { markOut } from '../stockState';
import { visuallyHidden } from '../../../../shared/ui/a11y.css';
import { ALL_CATEGORIES, countLabel } from '../catalog';
import { posCommand } from '../commands';
import { CommandButton } from './CommandButton';
import * as css from './menuPanel.css';

const SEARCH_PLACEHOLDER = 'Search Item';

/**
 * Cards rendered at first, and added each time the list's end comes near (a 5,000-item menu must scroll on a
 * cheap tablet). A screenful and more (a 1024×768 tablet shows 8, a 1280×800 one 12); search and categories
 * filter the whole menu, so the item a cashier types is always among the first. 32, not 48: the first screen
 * renders and lays out a third fewer cards before the cashier can tap one.
 */
const CARDS_PER_STEP = 32;

export interface MenuPanelProps {
  items: readonly PosMenuItem[];
  categories: readonly CategoryDto[];
  categoryId: string;
  query: string;
  onQueryChange: (query: string) => void;
  currencySymbol: string;
  searchRef: RefObject<HTMLInputElement | null>;
  onAdd: (item: PosMenuItem) => void;
  /** What is 86'd or counted, by `item:<id>`. */
  stock: ReadonlyMap<string, StockDto>;
}

/** Memoized (a cheap tablet): the terminal re-renders (a dialog opens or closes, an order goes) without the menu. */
export const MenuPanel = memo(function MenuPanel({
  items,
  categories,
  categoryId,
  query,
  onQueryChange,
  currencySymbol,
  searchRef,
  onAdd,
  stock,
}: MenuPanelProps) {
  const { visibleCount, sentinelRef } = useGrowingList(items);
  // The cards are memoized; they get one stable callback that always calls the latest onAdd.
  const onAddRef = useRef(onAdd);
  useLayoutEffect(() => {
    onAddRef.current = onAdd;
  });
  const handleAdd = useCallback((item: PosMenuItem) => onAddRef.current(item), []);
  const categoryTitle =
    categoryId === ALL_CATEGORIES ? 'All' : (categories.find((category) => String(category.id) === categoryId)?.title ?? 'All');
  const resultsId = 'pos-menu-results';

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = items[0];
      if (!first) return;
      onAdd(first);
      // Ready for the next item: type, Enter, type, Enter.
      onQueryChange('');
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQueryChange('');
    }
  }

  return (
    <section className={css.panel} aria-label="Menu">
      <div className={css.toolbar}>
        <CommandButton command="filters" icon="tag" className={css.filterButton}>
          <span className={css.filterLabel}>
            <span className={visuallyHidden}>Filters, category: </span>
            <span aria-hidden="true">Category: </span>
            {categoryTitle}
          </span>
        </CommandButton>
        <div className={css.searchWrap}>
          <span className={css.searchIcon}>
            <Icon name="search" />
          </span>
          <input
            ref={searchRef}
            type="search"
            className={css.searchInput}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label={SEARCH_PLACEHOLDER}
            aria-keyshortcuts={posCommand('search').shortcut.aria}
            aria-controls={resultsId}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={handleSearchKeyDown}
          />
          {query === '' ? (
            <kbd className={css.searchKbd} aria-hidden="true">
              /
            </kbd>
          ) : (
            <IconButton icon="close" label="Clear search" className={css.clearSearch} onClick={() => onQueryChange('')} />
          )}
        </div>
      </div>
      <div className={css.scroller}>
        {items.length === 0 ? (
          <p className={css.empty} role="status">
            No items match{query.trim() ? ` “${query.trim()}”` : ''}
            {categoryId === ALL_CATEGORIES ? '' : ` in ${categoryTitle}`}.
          </p>
        ) : (
          <ul id={resultsId} className={css.grid} aria-label="Menu items">
            {items.slice(0, visibleCount).map((item) => (
              <li key={item.id}>
                <MenuItemCard item={item} currencySymbol={currencySymbol} onAdd={handleAdd} stock={stock.get(`item:${item.id}`)} />
              </li>
            ))}
            {visibleCount < items.length ? (
              <li key={`more-${visibleCount}`} ref={sentinelRef} className={css.more} role="status">
                Showing {visibleCount} of {items.length} items: scroll for more, or search.
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </section>
  );
});

/** How many cards to render: a first step, then one more step whenever the sentinel after them nears the view. */
function useGrowingList(items: readonly PosMenuItem[]) {
  const [visible, setVisible] = useState({ items, count: CARDS_PER_STEP });
  // A new filter or search starts again from the top (derived during render, no extra pass).
  const visibleCount = visible.items === items ? visible.count : CARDS_PER_STEP;
  if (visible.items !== items) setVisible({ items, count: CARDS_PER_STEP });
  // A new sentinel each step (keyed by the count): observing it afresh loads the next step at once while
  // the end of the list is still near, e.g. on a tall screen.
  const observerRef = useRef<IntersectionObserver | null>(null);
  const sentinelRef = useCallback((sentinel: HTMLLIElement | null) => {
    observerRef.current?.disconnect();
    observerRef.current = null;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible((current) => ({ items: current.items, count: current.count + CARDS_PER_STEP }));
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    observerRef.current = observer;
  }, []);
  return { visibleCount, sentinelRef };
}

const MenuItemCard = memo(function MenuItemCard({
  item,
  currencySymbol,
  onAdd,
  stock,
}: {
  item: PosMenuItem;
  currencySymbol: string;
  onAdd: (item: PosMenuItem) => void;
  stock: StockDto | undefined;
}) {
  const counts = [
    item.variants.length > 0 ? countLabel(item.variants.length, 'variant', 'variants') : null,
    item.addons.length > 0 ? countLabel(item.addons.length, 'addon', 'addons') : null,
  ].filter(Boolean);
  const isOut = stock?.is_out ?? false;
  return (
    <article className={isOut ? css.cardOut : css.card} aria-label={item.title} data-out={isOut || undefined}>
      <h2 className={css.cardTitle}>{item.title}</h2>
      <div className={css.cardMeta}>
        <span className={css.meta}>{[item.category_title ?? 'No category', ...counts].join(' · ')}</span>
        {/* 86 in two taps: the menu, then its one action. */}
        <MenuButton
          label={`Stock of ${item.title}`}
          buttonClassName={css.stockButton}
          actions={[
            isOut
              ? { key: 'on', label: 'Back on (lift 86)', onSelect: () => void markOut('item', item.id, false) }
              : { key: 'out', label: '86 — out of stock', tone: 'danger', onSelect: () => void markOut('item', item.id, true) },
          ]}
        >
          <Icon name="more" size={20} />
        </MenuButton>
      </div>
      {isOut ? <span className={css.outBadge}>86 · sold out</span> : null}
      {!isOut && stock?.count !== null && stock?.count !== undefined ? (
        <span className={stock.is_low ? css.lowBadge : css.meta}>{stock.count} left</span>
      ) : null}
      <div className={css.cardFooter}>
        <span className={css.price}>{formatMoney(item.price, currencySymbol)}</span>
        <Button
          variant="secondary"
          icon="plus"
          className={css.addButton}
          aria-label={`Add ${item.title}`}
          disabled={isOut}
          onClick={() => onAdd(item)}
        >
          Add
        </Button>
      </div>
    </article>
  );
});
