// The Orders screen's find: a search box (table, token or customer) and one chip per table with open orders, so
// any order is one search or one tap away however many are open.
import type { OrderGroupView } from '../../../shared/domain/orderViews';
import { Icon } from '../../../shared/ui/Icon';
import { groupKeyOf, type OrdersFind } from './findOrders';
import * as css from './ordersFind.css';

const FIND_LABEL = 'Find an order';

export interface OrdersFindBarProps {
  groups: readonly OrderGroupView[];
  find: OrdersFind;
  onChange: (find: OrdersFind) => void;
}

export function OrdersFindBar({ groups, find, onChange }: OrdersFindBarProps) {
  const orderCount = groups.reduce((sum, group) => sum + group.orders.length, 0);
  return (
    <div className={css.bar}>
      <div className={css.searchWrap}>
        <span className={css.searchIcon}>
          <Icon name="search" />
        </span>
        <input
          type="search"
          className={css.searchInput}
          aria-label={FIND_LABEL}
          placeholder="Table, token or customer"
          autoComplete="off"
          spellCheck={false}
          value={find.query}
          onChange={(event) => onChange({ ...find, query: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && find.query !== '') {
              event.preventDefault();
              onChange({ ...find, query: '' });
            }
          }}
        />
      </div>
      <div className={css.chips} role="group" aria-label="Tables">
        <button
          type="button"
          className={css.chip}
          aria-pressed={find.groupKey === null}
          onClick={() => onChange({ ...find, groupKey: null })}
        >
          All <span className={css.chipCount}>{orderCount}</span>
        </button>
        {groups.map((group) => {
          const key = groupKeyOf(group);
          const isChosen = find.groupKey === key;
          return (
            <button
              key={key}
              type="button"
              className={css.chip}
              aria-pressed={isChosen}
              onClick={() => onChange({ ...find, groupKey: isChosen ? null : key })}
            >
              {group.table_title} <span className={css.chipCount}>{group.orders.length}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
