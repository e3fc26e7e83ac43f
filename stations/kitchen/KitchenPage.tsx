// Spec 2.7 Kitchen screen (/dashboard/kitchen), for a TV running all shift: header 'Kitchen' with Refresh, sound
// mute (persisted) and full screen; one ticket per open order, oldest first. Live over the page's one socket, one
// shared 30 s clock. Nothing grows over a shift: the board is replaced on each refetch, listeners and the timer go
// on unmount. Each order never shown before beeps once (unless muted), also the ones a gap missed; the
// last board is kept in the browser and shown with a "stale since HH:MM" banner when the server cannot be reached.
// One prep station's screen (?station=grill; none: expo, all stations), Bump and Recall (one tap or one
// key), all-day counts, the store's amber and red ages, the keyboard (a bump bar) and its key map ('?').
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, messageOf } from '../../shared/api/errors';
import { bumpTicket, getKitchenBoard, recallTicket, setKitchenItemStatus, setKitchenStatus } from '../../shared/api/kitchen';
import type { KitchenBoardResponse, KitchenTicketDto, KitchenTicketItemDto } from '../../shared/contract/kitchen';
import type { OrderActionResponse } from '../../shared/contract/orders';
import { KITCHEN_STATION_PARAM, NOTHING_TO_RECALL_MESSAGE } from '../../shared/domain/kitchen';
import { ORDER_MESSAGES, type KitchenStatus } from '../../shared/domain/orders';
import { PAGES } from '../../shared/domain/navigation/sitemap';
import { announceOrderUpdate } from '../../shared/realtime/socket';
import { useLiveList } from '../../shared/realtime/useLiveList';
import { useSignals } from '../../shared/state';
import { notifyApiError, notifyError, notifySuccess } from '../../shared/shell/toast';
import { Button } from '../../shared/ui/Button';
import { ConnectionBanner } from '../../shared/ui/ConnectionBanner';
import { preloadWhenIdle, useLazyModule } from '../../shared/ui/deferred/lazyModule';
import { EmptyState, ErrorState, Loading } from '../../shared/ui/Surface';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { navigate } from 'wouter/use-browser-location';
import { useBoardPages } from './boardPages';
import { KitchenCard, loadStatusMenu } from './KitchenCard';
import {
  createKitchenBoardStore,
  kitchenClockOffsetMs,
  kitchenFocusedOrderId,
  kitchenNowMs,
  setKitchenClockOffset,
  startKitchenClock,
} from './kitchenState';
import type { KitchenKeyActions } from './useKitchenKeys';
import * as css from './kitchen.css';

const LOAD_ERROR_TOAST_ID = 'kitchen-load-error';
const loadOverlays = () => import('./KitchenOverlays');
const loadTools = () => import('./KitchenTools');
const NO_TICKETS: KitchenTicketDto[] = [];
const setFocusedId = (orderId: number | null) => {
  kitchenFocusedOrderId.value = orderId;
};
/** Another station's screen: the same page with another `?station=` (KitchenApp mounts a fresh page for it). */
function handleStationChange(slug: string) {
  navigate(slug ? `${PAGES.kitchen.path}?${KITCHEN_STATION_PARAM}=${encodeURIComponent(slug)}` : PAGES.kitchen.path);
}
/** A tap on a ticket frames it (it is on screen: no page to turn). */
const handleFrame = (ticket: KitchenTicketDto) => setFocusedId(ticket.id);
const ticketIdsOf = (board: KitchenBoardResponse | null) => board?.tickets.map((ticket) => ticket.id) ?? [];

export function KitchenPage({ station }: { station: string | null }) {
  useSignals();
  useDocumentTitle(PAGES.kitchen.title);
  const rootRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLUListElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [store] = useState(createKitchenBoardStore);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [overlay, setOverlay] = useState<'keys' | 'recall' | null>(null);
  const overlays = useLazyModule(loadOverlays, overlay !== null, (error) => {
    setOverlay(null);
    notifyApiError(error, ORDER_MESSAGES.actionError);
  });
  // Asked for at once: the sound, Mute and Full screen come a moment after the tickets (tried again if offline).
  const [wantsTools, setWantsTools] = useState(true);
  const tools = useLazyModule(loadTools, wantsTools, () => {
    setWantsTools(false);
    setTimeout(() => setWantsTools(true), 5_000);
  });

  const refresh = useLiveList(
    store,
    async () => {
      try {
        const { data, clockOffsetMs } = await getKitchenBoard(station);
        setKitchenClockOffset(clockOffsetMs);
        setLoadError(null);
        return data;
      } catch (error) {
        setLoadError(error);
        throw error;
      }
    },
    {
      cacheName: `kitchen:${station ?? '*'}`,
      orderIdsOf: ticketIdsOf,
      onNewOrders(ids) {
        void loadTools().then((module) => module.beepForNewOrders(ids.length));
      },
      onRefetchError(error) {
        notifyApiError(error, ORDER_MESSAGES.loadError, LOAD_ERROR_TOAST_ID);
      },
    },
  );

  useEffect(() => startKitchenClock(), []);
  useEffect(() => preloadWhenIdle(loadOverlays, loadStatusMenu), []);
  useEffect(() => setFocusedId(null), []);

  async function runAction(call: () => Promise<OrderActionResponse>) {
    try {
      const response = await call();
      notifySuccess(response.message);
      announceOrderUpdate(response.orderIds ?? []);
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
    }
    // Refused or not, the screen shows what the server holds now.
    await refresh();
  }

  const board = store.data.value;
  const tickets = board?.tickets ?? NO_TICKETS;
  const ticketIds = useMemo(() => ticketIdsOf(board), [board]);
  const pages = useBoardPages(viewportRef, boardRef, board ? ticketIds : null);
  const stationNames = useMemo(() => new Map((board?.stations ?? []).map((row) => [row.id, row.name])), [board]);

  const handleItemStatus = (item: KitchenTicketItemDto, status: 'preparing' | 'completed') =>
    runAction(() => setKitchenItemStatus(item.id, status));
  const handleKitchenStatus = (ticket: KitchenTicketDto, status: KitchenStatus) => runAction(() => setKitchenStatus(ticket.id, status));
  const handleBump = (ticket: KitchenTicketDto) => runAction(() => bumpTicket(ticket.id, station));
  const handleRecall = (orderId: number) => runAction(() => recallTicket(orderId, station));

  // The keyboard (a bump bar) works once the header tools are in, a moment after the tickets (KitchenTools.tsx).
  const keys: KitchenKeyActions = {
    ticketIds,
    focusedId: kitchenFocusedOrderId.value,
    // The page follows the frame wherever the keys take it.
    setFocusedId(orderId) {
      setFocusedId(orderId);
      if (orderId !== null) pages.showTicket(orderId);
    },
    onBump: (orderId) => void runAction(() => bumpTicket(orderId, station)),
    onRecallLast() {
      const last = store.data.value?.recall[0];
      if (last) void handleRecall(last.order_id);
      else notifyError(NOTHING_TO_RECALL_MESSAGE);
    },
    onToggleKeyMap: () => setOverlay((open) => (open === 'keys' ? null : 'keys')),
    onPage: handlePage,
  };

  /** PgUp/PgDn and the arrows beside the page number; a framed ticket's frame goes to the new page's first. */
  function handlePage(delta: number) {
    const shown = pages.goTo(pages.page + delta);
    if (kitchenFocusedOrderId.value !== null) {
      const first = pages.firstTicketOn(shown);
      if (first !== undefined) setFocusedId(first);
    }
  }

  const status = store.status.value;
  const serverNowMs = kitchenNowMs.value + kitchenClockOffsetMs.value;
  const stationName = board?.station?.name ?? 'All stations';
  const isUnknownStation = loadError instanceof ApiError && loadError.status === 404;

  return (
    <div ref={rootRef} className={css.root} data-testid="kitchen-screen">
      <header className={css.header}>
        <div>
          <h1 className={css.title}>{PAGES.kitchen.title}</h1>
          {status === 'ready' && board ? (
            <p className={css.subtitle} aria-live="polite">
              {`${stationName} · ${tickets.length === 1 ? '1 open ticket' : `${tickets.length} open tickets`}`}
            </p>
          ) : null}
        </div>
        {tools && status === 'ready' && tickets.length > 0 ? <tools.KitchenPager pages={pages} onPage={handlePage} /> : null}
        <div className={css.actions}>
          <Button
            variant="secondary"
            icon="refresh"
            className={css.headerButton}
            onClick={() => void refresh()}
            disabled={store.isRefreshing.value}
          >
            Refresh
          </Button>
          {tools ? (
            <tools.KitchenTools
              rootRef={rootRef}
              boardRef={boardRef}
              keys={keys}
              board={board}
              onStation={handleStationChange}
              onShowRecall={() => setOverlay('recall')}
              onShowKeys={() => setOverlay('keys')}
            />
          ) : null}
        </div>
      </header>
      <ConnectionBanner staleSince={store.staleSince.value} size="lg" />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' || !board ? (
        <div className={css.stateBox}>
          {/* The server's words when it said why (an unknown station), else the spec's load error. */}
          <ErrorState message={messageOf(loadError, ORDER_MESSAGES.loadError)}>
            <Button
              variant="secondary"
              className={css.headerButton}
              onClick={() => (isUnknownStation ? handleStationChange('') : void refresh())}
            >
              {isUnknownStation ? 'Show all stations' : 'Try again'}
            </Button>
          </ErrorState>
        </div>
      ) : (
        <div className={css.body}>
          {tools ? <tools.AllDayPanel counts={board.allDay} /> : null}
          {tickets.length === 0 ? (
            <div className={css.stateBox}>
              <EmptyState title={ORDER_MESSAGES.noOrdersPending} icon="kitchen" />
            </div>
          ) : (
            <div ref={viewportRef} className={css.gridViewport}>
              {tools ? <tools.NewTicketsCue pages={pages} onPage={handlePage} /> : null}

              <ul ref={boardRef} className={css.grid} aria-label="Open orders">
                {tickets.map((ticket) => (
                  <KitchenCard
                    key={ticket.id}
                    ticket={ticket}
                    serverNowMs={serverNowMs}
                    thresholds={board.settings}
                    stationNames={stationNames}
                    isFocused={kitchenFocusedOrderId.value === ticket.id}
                    isExpo={board.station === null}
                    onItemStatus={handleItemStatus}
                    onKitchenStatus={handleKitchenStatus}
                    onBump={handleBump}
                    onFrame={handleFrame}
                  />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {overlays && overlay === 'keys' ? <overlays.KeyMapDialog onClose={() => setOverlay(null)} /> : null}
      {overlays && overlay === 'recall' && board ? (
        <overlays.RecallDialog tickets={board.recall} serverNowMs={serverNowMs} onRecall={handleRecall} onClose={() => setOverlay(null)} />
      ) : null}
    </div>
  );
}
