// Spec 2.14 Public display 'Your Orders' (/dashboard/public-display): a grid of order cards, token and kitchen
// status only (never names or phones), Ready first, large and green, then Preparing. Live: refetched on
// new_order, order_update and every reconnection. The last board is kept in the browser and shown with a
// "stale since HH:MM" banner when the server cannot be reached (at a reload too) or the list stopped following it.
// Every open order shows at 1920x1080 up to 60: the cards shrink as the board fills (three sizes), and past 60 the
// board turns its pages by itself (nobody stands at it to press a button), saying which page it shows.
import { useEffect, useRef, useState } from 'react';
import { getPublicDisplayOrders } from '../../shared/api/kitchen';
import type { PublicDisplayOrderDto } from '../../shared/contract/orders';
import { KITCHEN_STATUS_LABELS, ORDER_MESSAGES, splitDisplayOrders } from '../../shared/domain/orders';
import { PAGES } from '../../shared/domain/navigation/sitemap';
import { useLiveList } from '../../shared/realtime/useLiveList';
import { useSignals } from '../../shared/state';
import { displayLive } from './displayState';
import { ConnectionBanner } from '../../shared/ui/ConnectionBanner';
import { FullscreenButton } from '../../shared/ui/FullscreenButton';
import { EmptyState, ErrorState, Loading } from '../../shared/ui/Surface';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import * as css from './display.css';

/** Most cards one page holds at 1920x1080 at the smallest size. */
const BOARD_PAGE_SIZE = 60;
/** How long a page stays when the board has more than one. */
const BOARD_PAGE_MS = 10_000;

function densityOf(count: number): css.Density {
  if (count <= 14) return 'large';
  return count <= 30 ? 'medium' : 'small';
}

export function DisplayPage() {
  useSignals();
  useDocumentTitle(PAGES.publicDisplay.title);
  const rootRef = useRef<HTMLDivElement>(null);
  // A board has nobody to read a toast: a failed refetch keeps the last list, the next event tries again.
  const refresh = useLiveList(displayLive, getPublicDisplayOrders, { cacheName: 'public-display' });

  const status = displayLive.status.value;
  const { ready, preparing } = splitDisplayOrders(displayLive.data.value);
  const total = ready.length + preparing.length;
  const pageCount = Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE));
  const [wantedPage, setPage] = useState(0);
  const page = wantedPage % pageCount;
  useEffect(() => {
    if (pageCount < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pageCount), BOARD_PAGE_MS);
    return () => clearInterval(timer);
  }, [pageCount]);
  // Ready first, then preparing, oldest first: a page is the next 60 of that order.
  const first = page * BOARD_PAGE_SIZE;
  const readyShown = ready.slice(first, first + BOARD_PAGE_SIZE);
  const preparingShown = preparing.slice(Math.max(0, first - ready.length), first + BOARD_PAGE_SIZE - ready.length);
  const density = densityOf(readyShown.length + preparingShown.length);

  return (
    <div ref={rootRef} className={css.root[density]} data-testid="display-screen" data-density={density}>
      <header className={css.header}>
        <h1 className={css.title}>{PAGES.publicDisplay.title}</h1>
        {pageCount > 1 ? (
          <p className={css.pageIndicator} data-testid="display-page" aria-live="polite">
            {`Page ${page + 1}/${pageCount} · ${total} orders`}
          </p>
        ) : null}
        <FullscreenButton targetRef={rootRef} className={css.headerButton} />
      </header>
      <ConnectionBanner staleSince={displayLive.staleSince.value} size="lg" />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' ? (
        <div className={css.stateBox}>
          <ErrorState message={ORDER_MESSAGES.loadError} onRetry={refresh} />
        </div>
      ) : total === 0 ? (
        <div className={css.stateBox}>
          <EmptyState title={ORDER_MESSAGES.noOrdersToDisplay} icon="display" />
        </div>
      ) : (
        <>
          <section className={css.section} aria-labelledby="display-ready">
            <h2 id="display-ready" className={css.readyHeading}>
              Ready <span className={css.count}>{ready.length}</span>
            </h2>
            {ready.length === 0 ? (
              <p className={css.nothingReady}>Nothing ready yet.</p>
            ) : readyShown.length === 0 ? (
              <p className={css.nothingReady}>On the other page.</p>
            ) : (
              <ul className={css.readyGrid} aria-label="Ready orders">
                {readyShown.map((order) => (
                  <ReadyCard key={order.id} order={order} />
                ))}
              </ul>
            )}
          </section>
          {preparingShown.length > 0 ? (
            <section className={css.section} aria-labelledby="display-preparing">
              <h2 id="display-preparing" className={css.preparingHeading}>
                Preparing
              </h2>
              <ul className={css.preparingGrid} aria-label="Orders being prepared">
                {preparingShown.map((order) => (
                  <PreparingCard key={order.id} order={order} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function ReadyCard({ order }: { order: PublicDisplayOrderDto }) {
  return (
    <li
      className={css.readyCard}
      aria-label={`Token ${order.token_no}: Ready`}
      data-testid="display-order"
      data-token={order.token_no}
      data-status={order.status_kitchen}
    >
      <span className={css.readyToken}>{order.token_no}</span>
      <span className={css.readyLabel}>{KITCHEN_STATUS_LABELS.ready.label}</span>
    </li>
  );
}

function PreparingCard({ order }: { order: PublicDisplayOrderDto }) {
  const status = KITCHEN_STATUS_LABELS[order.status_kitchen] ?? KITCHEN_STATUS_LABELS.notstarted;
  return (
    <li
      className={css.preparingCard}
      aria-label={`Token ${order.token_no}: ${status.label}`}
      data-testid="display-order"
      data-token={order.token_no}
      data-status={order.status_kitchen}
    >
      <span className={css.preparingToken}>{order.token_no}</span>
      <span className={css.status[status.tone]}>{status.label}</span>
    </li>
  );
}
