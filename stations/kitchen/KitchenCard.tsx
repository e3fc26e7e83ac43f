// Spec 2.7 kitchen card as a ticket: the table or 'DELIVERY TYPE CUSTOMER TYPE', the floor, the kitchen status
// badge, the token, minutes since placed (amber then red past the store's thresholds), a menu that sets the kitchen
// status, Bump, and the lines: the screen's own with Start Making (created) and Complete (preparing), another
// station's greyed for context. Expo shows each station's part as a chip, and the ticket goes green when all are done.
import { useEffect, useRef, useState } from 'react';
import type { KitchenSettingsDto, KitchenTicketDto, KitchenTicketItemDto } from '../../shared/contract/kitchen';
import {
  KITCHEN_STATUS_LABELS,
  ORDER_ITEM_STATUS_LABELS,
  ageTone,
  floorLabel,
  kitchenOrderTitle,
  minutesSince,
  type KitchenStatus,
} from '../../shared/domain/orders';
import { Icon } from '../../shared/ui/Icon';
import { useLazyModule } from '../../shared/ui/deferred/lazyModule';
import * as css from './kitchen.css';

export interface KitchenCardProps {
  ticket: KitchenTicketDto;
  /** The server's clock now (browser clock at the last tick plus the offset). */
  serverNowMs: number;
  thresholds: Pick<KitchenSettingsDto, 'warnMinutes' | 'lateMinutes'>;
  /** Station names by id, for the tag on another station's line. */
  stationNames: ReadonlyMap<number, string>;
  isFocused: boolean;
  /** Expo (all stations): each station's part shows as a chip, done or not. */
  isExpo: boolean;
  onItemStatus: (item: KitchenTicketItemDto, status: 'preparing' | 'completed') => Promise<void>;
  onKitchenStatus: (ticket: KitchenTicketDto, status: KitchenStatus) => Promise<void>;
  onBump: (ticket: KitchenTicketDto) => Promise<void>;
  /** A tap anywhere on the ticket puts the focus frame on it (Enter then bumps it). */
  onFrame: (ticket: KitchenTicketDto) => void;
}

export function KitchenCard({
  ticket,
  serverNowMs,
  thresholds,
  stationNames,
  isFocused,
  isExpo,
  onItemStatus,
  onKitchenStatus,
  onBump,
  onFrame,
}: KitchenCardProps) {
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const [isBumping, setIsBumping] = useState(false);
  // A course fired after Send starts the ticket's clock again: the kitchen times what it was given.
  const minutes = minutesSince(ticket.fire?.at ?? ticket.date, serverNowMs);
  // Ready (every line of this screen done, or the kitchen status says so) only waits: it does not turn amber or red.
  const tone = ticket.is_ready || ticket.status_kitchen === 'ready' ? 'ready' : ageTone(minutes, thresholds);
  const floor = floorLabel(ticket.floor);
  const title = kitchenOrderTitle(ticket);

  async function handleItem(item: KitchenTicketItemDto, next: 'preparing' | 'completed') {
    setBusyItemId(item.id);
    try {
      await onItemStatus(item, next);
    } finally {
      setBusyItemId(null);
    }
  }

  async function handleBump() {
    setIsBumping(true);
    try {
      await onBump(ticket);
    } finally {
      setIsBumping(false);
    }
  }

  return (
    <li className={css.gridItem}>
      <article
        className={css.card[tone]}
        aria-label={`Token ${ticket.token_no}, ${title}`}
        data-testid="kitchen-order"
        data-order-id={ticket.id}
        data-token={ticket.token_no}
        data-age={tone}
        data-focused={isFocused}
        tabIndex={isFocused ? 0 : -1}
        onPointerDown={() => onFrame(ticket)}
      >
        <header className={css.cardHeader[tone]}>
          <div className={css.tokenBlock}>
            <span className={css.tokenLabel}>Token</span>
            <span className={css.token} data-testid="token">
              {ticket.token_no}
            </span>
          </div>
          <div className={css.titleBlock}>
            <h2 className={css.cardTitle}>{title}</h2>
            {floor ? <p className={css.floor}>{floor}</p> : null}
            {ticket.fire ? (
              <p className={css.fireCue} data-testid="fire-cue">
                FIRE {ticket.fire.course}
              </p>
            ) : null}
            {isExpo && ticket.stations.length > 0 ? (
              <p className={css.stationChips} aria-label="Stations">
                {ticket.stations.map((station) => (
                  <span
                    key={station.id}
                    className={css.stationChip[station.is_done ? 'done' : 'open']}
                    data-testid="station-chip"
                    data-done={station.is_done}
                    title={station.name}
                  >
                    {station.is_done ? '✓ ' : ''}
                    {station.name}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <span className={css.age[tone]} data-testid="age" title={`Placed ${minutes} minutes ago`}>
            {minutes}
            <span className={css.ageUnit}>min</span>
          </span>
        </header>
        <div className={css.statusRow}>
          {/* Spec 2.7: the kitchen status badge, which is also the menu that sets it. */}
          <KitchenStatusMenu ticket={ticket} onKitchenStatus={onKitchenStatus} />
          <button
            type="button"
            className={css.bumpButton}
            data-ready={ticket.is_ready}
            disabled={isBumping}
            aria-label={`Bump token ${ticket.token_no}`}
            onClick={() => void handleBump()}
          >
            Bump
          </button>
        </div>
        <ul className={css.items} aria-label={`Items for token ${ticket.token_no}`}>
          {ticket.items.map((item) =>
            item.is_mine && !(item.course && !item.course_fired_at) ? (
              <KitchenItem key={item.id} item={item} isBusy={busyItemId === item.id} onStatus={(next) => void handleItem(item, next)} />
            ) : (
              <OtherStationItem
                key={item.id}
                item={item}
                station={
                  item.course && !item.course_fired_at
                    ? `Held · ${item.course}`
                    : item.station_id === null
                      ? null
                      : (stationNames.get(item.station_id) ?? null)
                }
              />
            ),
          )}
        </ul>
      </article>
    </li>
  );
}

/** The menu-button code arrives with the first tap on any ticket's Set status (the page preloads it when idle). */
export const loadStatusMenu = () => import('./statusMenu');

/** Spec 2.7 "a menu sets the kitchen status": until its code is here, a button that looks the same and opens it. */
function KitchenStatusMenu({ ticket, onKitchenStatus }: Pick<KitchenCardProps, 'ticket' | 'onKitchenStatus'>) {
  const [isWanted, setIsWanted] = useState(false);
  const menu = useLazyModule(loadStatusMenu, isWanted, () => setIsWanted(false));
  const rootRef = useRef<HTMLSpanElement>(null);
  const status = KITCHEN_STATUS_LABELS[ticket.status_kitchen] ?? KITCHEN_STATUS_LABELS.notstarted;
  // The shown status starts the name (what a voice user says), the token tells the cards apart.
  const label = `${status.label}, kitchen status for token ${ticket.token_no}`;
  useEffect(() => {
    // The tap that asked for the code opens the menu once it is here.
    if (menu && isWanted) rootRef.current?.querySelector('button')?.click();
  }, [menu, isWanted]);
  const face = (
    <span className={css.kitchenBadge[status.tone]} data-testid="kitchen-status">
      {status.label}
      <Icon name="chevronDown" size={20} />
    </span>
  );
  if (!menu) {
    return (
      <button
        type="button"
        className={css.statusMenuButton}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded="false"
        onClick={() => setIsWanted(true)}
      >
        {face}
      </button>
    );
  }
  return (
    <span ref={rootRef} className={css.statusMenu}>
      <menu.MenuButton
        label={label}
        menuLabel="Kitchen status"
        buttonClassName={css.statusMenuButton}
        size="lg"
        actions={menu.statusMenuActions(ticket, onKitchenStatus)}
      >
        {face}
      </menu.MenuButton>
    </span>
  );
}

const isDoneStatus = (status: KitchenTicketItemDto['status']) => status === 'completed' || status === 'delivered';

function itemName(item: KitchenTicketItemDto): string {
  return item.variant_title ? `${item.item_title} · ${item.variant_title}` : item.item_title;
}

function KitchenItem({
  item,
  isBusy,
  onStatus,
}: {
  item: KitchenTicketItemDto;
  isBusy: boolean;
  onStatus: (next: 'preparing' | 'completed') => void;
}) {
  const isClosed = item.status !== 'created' && item.status !== 'preparing';
  // An addon's title is required: nothing to filter.
  const addons = item.addons.map((addon) => addon.title);
  return (
    <li
      className={[css.item, isClosed && css.itemClosed].filter(Boolean).join(' ')}
      aria-label={item.item_title}
      data-status={item.status}
      data-mine="true"
      data-new={item.is_new}
    >
      <div className={css.itemText}>
        <p className={[css.itemTitle, item.status === 'cancelled' && css.itemTitleCancelled].filter(Boolean).join(' ')} data-name>
          {item.is_new ? <span className={css.newBadge}>NEW</span> : null}
          <span className={css.quantity} data-testid="quantity">
            {item.previous_quantity === null ? '' : `${item.previous_quantity} → `}
            {item.quantity}×
          </span>
          {item.seat ? `S${item.seat} ` : ''}
          {itemName(item)}
        </p>
        {addons.length > 0 ? <p className={css.itemDetail}>+ {addons.join(', ')}</p> : null}
        {/* Their kind's word (NO, EXTRA) comes from kitchen.css.ts: the kitchen's first download has no room to spare. */}
        {item.modifiers?.map((modifier) => (
          <p key={modifier.name} data-kind={modifier.kind}>
            {modifier.name}
          </p>
        ))}
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
        <span className={[css.itemState, isDoneStatus(item.status) && css.itemDone].filter(Boolean).join(' ')}>
          {isDoneStatus(item.status) ? <Icon name="check" size={22} /> : null}
          {ORDER_ITEM_STATUS_LABELS[item.status]}
        </span>
      )}
    </li>
  );
}

/** Another station's line: greyed context, no buttons; its state in words. */
function OtherStationItem({ item, station }: { item: KitchenTicketItemDto; station: string | null }) {
  return (
    <li className={[css.item, css.itemOther].join(' ')} aria-label={item.item_title} data-status={item.status} data-mine="false">
      <p className={[css.itemTitleOther, item.status === 'cancelled' && css.itemTitleCancelled].filter(Boolean).join(' ')}>
        <span className={css.quantityOther}>{item.quantity}×</span>
        {item.seat ? `S${item.seat} ` : ''}
        {itemName(item)}
      </p>
      <span className={css.stationTag}>
        {station ? `${station} · ` : ''}
        {ORDER_ITEM_STATUS_LABELS[item.status]}
      </span>
    </li>
  );
}
