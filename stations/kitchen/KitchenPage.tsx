// Spec 2.7 Kitchen screen (/dashboard/kitchen), for a TV running all shift: header 'Kitchen' with Refresh, sound
// mute (persisted) and full screen; one card per open order, oldest first. Live over the page's one socket, one
// shared 30 s clock. Nothing grows over a shift: the list is replaced on each refetch, listeners and the timer go
// on unmount. Issue 10: each order never shown before beeps once (unless muted), also the ones a gap missed; the
// last list is kept in the browser and shown with a "stale since HH:MM" banner when the server cannot be reached
// (at a reload too), and the banner shows whenever the list stopped following the server.
import { useEffect, useRef, useState } from 'react';
import { getKitchenOrders, setKitchenItemStatus, setKitchenStatus } from '../../shared/api/kitchen';
import type { OrderActionResponse, OrderDto, OrderItemDto } from '../../shared/contract/orders';
import { ORDER_MESSAGES, ordersOldestFirst, type KitchenStatus } from '../../shared/domain/orders';
import { PAGES } from '../../shared/domain/sitemap';
import { playForEach } from '../../shared/realtime/newOrders';
import { announceOrderUpdate } from '../../shared/realtime/socket';
import { useLiveList } from '../../shared/realtime/useLiveList';
import { useSignals } from '../../shared/state';
import {
  isKitchenMuted,
  kitchenClockOffsetMs,
  kitchenLive,
  kitchenNowMs,
  setKitchenClockOffset,
  setKitchenMuted,
  startKitchenClock,
} from './kitchenState';
import { notifyApiError, notifyError, notifySuccess } from '../../shared/shell/toast';
import { Button } from '../../shared/ui/Button';
import { ConnectionBanner } from '../../shared/ui/ConnectionBanner';
import { useFullscreen } from '../../shared/ui/fullscreen';
import { audioState, playBeep, unlockAudio, unlockAudioOnFirstGesture, type AudioState } from '../../shared/ui/sound';
import { EmptyState, ErrorState, Loading } from '../../shared/ui/Surface';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { KitchenCard } from './KitchenCard';
import * as css from './kitchen.css';

const LOAD_ERROR_TOAST_ID = 'kitchen-load-error';

const orderIds = (orders: readonly OrderDto[]) => orders.map((order) => order.id);

async function loadKitchenOrders(): Promise<OrderDto[]> {
  const { data, clockOffsetMs } = await getKitchenOrders();
  setKitchenClockOffset(clockOffsetMs);
  return ordersOldestFirst(data);
}

export function KitchenPage() {
  useSignals();
  useDocumentTitle(PAGES.kitchen.title);
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const [sound, setSound] = useState<AudioState>(audioState);

  const refresh = useLiveList(kitchenLive, loadKitchenOrders, {
    cacheName: 'kitchen',
    orderIdsOf: orderIds,
    onNewOrders(ids) {
      if (!isKitchenMuted.value) playForEach(ids.length, playBeep);
    },
    onRefetchError(error) {
      notifyApiError(error, ORDER_MESSAGES.loadError, LOAD_ERROR_TOAST_ID);
    },
  });

  useEffect(() => startKitchenClock(), []);
  useEffect(() => {
    // Browsers hold audio until the first tap: any tap on the TV enables the new-order beep.
    const stop = unlockAudioOnFirstGesture();
    const handleGesture = () => setSound(audioState());
    window.addEventListener('pointerup', handleGesture);
    return () => {
      stop();
      window.removeEventListener('pointerup', handleGesture);
    };
  }, []);

  async function runAction(call: () => Promise<OrderActionResponse>) {
    try {
      const response = await call();
      notifySuccess(response.message);
      announceOrderUpdate(response.orderIds ?? []);
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
    }
    // Refused or not, the list shows what the server holds now.
    await refresh();
  }

  const handleItemStatus = (item: OrderItemDto, status: 'preparing' | 'completed') => runAction(() => setKitchenItemStatus(item.id, status));
  const handleKitchenStatus = (order: OrderDto, status: KitchenStatus) => runAction(() => setKitchenStatus(order.id, status));

  async function handleSoundToggle() {
    const nextMuted = !isKitchenMuted.value;
    setKitchenMuted(nextMuted);
    if (!nextMuted) {
      // The click is a user gesture: it unlocks audio, and the test beep says the sound is on.
      const state = await unlockAudio();
      setSound(state);
      if (state === 'ready') playBeep();
      else if (state === 'unavailable') notifyError('This browser cannot play sounds.');
    }
  }

  async function handleEnableSound() {
    const state = await unlockAudio();
    setSound(state);
    if (state === 'ready') playBeep();
  }

  const status = kitchenLive.status.value;
  const orders = kitchenLive.data.value;
  const isMuted = isKitchenMuted.value;
  const serverNowMs = kitchenNowMs.value + kitchenClockOffsetMs.value;

  return (
    <div ref={rootRef} className={css.root} data-testid="kitchen-screen">
      <header className={css.header}>
        <div>
          <h1 className={css.title}>{PAGES.kitchen.title}</h1>
          {status === 'ready' ? (
            <p className={css.subtitle} aria-live="polite">
              {orders.length === 1 ? '1 open order' : `${orders.length} open orders`}
            </p>
          ) : null}
        </div>
        <div className={css.actions}>
          <Button variant="secondary" icon="refresh" className={css.headerButton} onClick={() => void refresh()} disabled={kitchenLive.isRefreshing.value}>
            Refresh
          </Button>
          {!isMuted && sound === 'blocked' ? (
            <Button variant="primary" icon="volume" className={css.headerButton} onClick={() => void handleEnableSound()}>
              Enable sound
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={isMuted ? 'volumeOff' : 'volume'}
            className={[css.headerButton, isMuted && css.pressed].filter(Boolean).join(' ')}
            aria-pressed={isMuted}
            title={isMuted ? 'New orders are silent' : 'New orders beep'}
            onClick={() => void handleSoundToggle()}
          >
            Mute
          </Button>
          {fullscreen.isSupported ? (
            <Button variant="secondary" icon={fullscreen.isFullscreen ? 'shrink' : 'expand'} className={css.headerButton} onClick={fullscreen.toggle}>
              {fullscreen.isFullscreen ? 'Exit full screen' : 'Full screen'}
            </Button>
          ) : null}
        </div>
      </header>
      <ConnectionBanner staleSince={kitchenLive.staleSince.value} size="lg" />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' ? (
        <div className={css.stateBox}>
          <ErrorState message={ORDER_MESSAGES.loadError}>
            <Button variant="secondary" className={css.headerButton} onClick={() => void refresh()}>
              Try again
            </Button>
          </ErrorState>
        </div>
      ) : orders.length === 0 ? (
        <div className={css.stateBox}>
          <EmptyState title={ORDER_MESSAGES.noOrdersPending} icon="kitchen" />
        </div>
      ) : (
        <ul className={css.grid} aria-label="Open orders">
          {orders.map((order) => (
            <KitchenCard key={order.id} order={order} serverNowMs={serverNowMs} onItemStatus={handleItemStatus} onKitchenStatus={handleKitchenStatus} />
          ))}
        </ul>
      )}
    </div>
  );
}
