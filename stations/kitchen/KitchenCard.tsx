// Spec 2.7 kitchen card: the table or 'DELIVERY TYPE CUSTOMER TYPE', the floor, the kitchen status badge, the
// token, minutes since placed (amber then red past KITCHEN_AGE_THRESHOLDS), a menu that sets the kitchen status,
// and item lines with Start Making (created) and Complete (preparing).
import { useState } from 'react';
import type { OrderDto, OrderItemDto } from '../../shared/contract/orders';
import {
  KITCHEN_STATUSES,
  KITCHEN_STATUS_LABELS,
  ORDER_ITEM_STATUS_LABELS,
  ageTone,
  floorLabel,
  kitchenOrderTitle,
  minutesSince,
  type KitchenStatus,
} from '../../shared/domain/orders';
import { Icon } from '../../shared/ui/Icon';
import { MenuButton } from '../../shared/ui/MenuButton';
import * as css from './kitchen.css';

export interface KitchenCardProps {
  order: OrderDto;
  /** The server's clock now (browser clock at the last tick plus the offset). */
  serverNowMs: number;
  onItemStatus: (item: OrderItemDto, status: 'preparing' | 'completed') => Promise<void>;
  onKitchenStatus: (order: OrderDto, status: KitchenStatus) => Promise<void>;
}

export function KitchenCard({ order, serverNowMs, onItemStatus, onKitchenStatus }: KitchenCardProps) {
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const minutes = minutesSince(order.date, serverNowMs);
  // A Ready order only waits for pickup: it does not turn amber or red.
  const tone = order.status_kitchen === 'ready' ? 'fresh' : ageTone(minutes);
  const status = KITCHEN_STATUS_LABELS[order.status_kitchen] ?? KITCHEN_STATUS_LABELS.notstarted;
  const floor = floorLabel(order.floor);
  const title = kitchenOrderTitle(order);

  async function handleItem(item: OrderItemDto, next: 'preparing' | 'completed') {
    setBusyItemId(item.id);
    try {
      await onItemStatus(item, next);
    } finally {
      setBusyItemId(null);
    }
  }

  return (
    <li>
      <article
        className={css.card[tone]}
        aria-label={`Token ${order.token_no}, ${title}`}
        data-testid="kitchen-order"
        data-order-id={order.id}
        data-token={order.token_no}
        data-age={tone}
      >
        <header className={css.cardHeader[tone]}>
          <div className={css.tokenBlock}>
            <span className={css.tokenLabel}>Token</span>
            <span className={css.token} data-testid="token">
              {order.token_no}
            </span>
          </div>
          <div className={css.titleBlock}>
            <h2 className={css.cardTitle}>
              {title}
            </h2>
            {floor ? <p className={css.floor}>{floor}</p> : null}
          </div>
          <span className={css.age[tone]} data-testid="age" title={`Placed ${minutes} minutes ago`}>
            {minutes}
            <span className={css.ageUnit}>min</span>
          </span>
        </header>
        <div className={css.statusRow}>
          <span className={css.kitchenBadge[status.tone]} data-testid="kitchen-status">
            {status.label}
          </span>
          <MenuButton
            label={`Kitchen status for token ${order.token_no}`}
            menuLabel="Kitchen status"
            buttonClassName={css.statusMenuButton}
            size="lg"
            actions={KITCHEN_STATUSES.map((value) => ({
              key: value,
              label: KITCHEN_STATUS_LABELS[value].label,
              isChecked: value === order.status_kitchen,
              onSelect: () => void onKitchenStatus(order, value),
            }))}
          >
            Set status
            <Icon name="chevronDown" size={22} />
          </MenuButton>
        </div>
        <ul className={css.items} aria-label={`Items for token ${order.token_no}`}>
          {order.items.map((item) => (
            <KitchenItem key={item.id} item={item} isBusy={busyItemId === item.id} onStatus={(next) => void handleItem(item, next)} />
          ))}
        </ul>
      </article>
    </li>
  );
}

function KitchenItem({ item, isBusy, onStatus }: { item: OrderItemDto; isBusy: boolean; onStatus: (next: 'preparing' | 'completed') => void }) {
  const isCancelled = item.status === 'cancelled';
  const isClosed = item.status !== 'created' && item.status !== 'preparing';
  const addons = item.addons.map((addon) => addon.title).filter(Boolean);
  return (
    <li className={[css.item, isClosed && css.itemClosed].filter(Boolean).join(' ')} aria-label={item.item_title} data-status={item.status}>
      <span className={css.quantity}>{item.quantity}×</span>
      <div className={css.itemText}>
        <p className={[css.itemTitle, isCancelled && css.itemTitleCancelled].filter(Boolean).join(' ')}>
          {item.item_title}
          {item.variant_title ? ` · ${item.variant_title}` : ''}
        </p>
        {addons.length > 0 ? <p className={css.itemDetail}>+ {addons.join(', ')}</p> : null}
        {item.notes ? <p className={css.itemNotes}>Note: {item.notes}</p> : null}
      </div>
      {item.status === 'created' ? (
        <button type="button" className={css.itemButton.start} disabled={isBusy} onClick={() => onStatus('preparing')}>
          Start Making
        </button>
      ) : item.status === 'preparing' ? (
        <button type="button" className={css.itemButton.complete} disabled={isBusy} onClick={() => onStatus('completed')}>
          Complete
        </button>
      ) : (
        <span className={[css.itemState, (item.status === 'completed' || item.status === 'delivered') && css.itemDone].filter(Boolean).join(' ')}>
          {item.status === 'completed' || item.status === 'delivered' ? <Icon name="check" size={24} /> : null}
          {ORDER_ITEM_STATUS_LABELS[item.status]}
        </span>
      )}
    </li>
  );
}
