// Spec 2.7 Kitchen screen, built for a TV running all shift: the board of the screen's station (live, oldest
// first), the server clock offset and ONE shared clock for "minutes since placed", the persisted sound mute, and
// the keyboard's focus frame.
import type { KitchenBoardResponse } from '../../shared/contract/kitchen';
import { KITCHEN_CLOCK_TICK_MS } from '../../shared/domain/orders';
import { type LiveListStore, createLiveListStore } from '../../shared/state/ordersLive';
import { signal } from '../../shared/state';
import { readStored, writeStored } from '../../shared/state/storage';

const KITCHEN_MUTED_STORAGE_KEY = 'brigade__kitchen_muted';

export type KitchenBoardStore = LiveListStore<KitchenBoardResponse | null>;

/** One store per station view: a switch of station starts from 'loading', never shows another station's tickets. */
export function createKitchenBoardStore(): KitchenBoardStore {
  return createLiveListStore<KitchenBoardResponse | null>(null);
}

/** The order id of the ticket the keyboard's focus frame is on (arrows move it, Enter bumps it); null: none yet. */
export const kitchenFocusedOrderId = signal<number | null>(null);

/** Server clock minus browser clock (ms), from the last `X-Server-Time` header. */
export const kitchenClockOffsetMs = signal(0);

/** The browser clock at the last tick; every card derives its minutes from this one value. */
export const kitchenNowMs = signal(Date.now());

export const isKitchenMuted = signal<boolean>(
  readStored(KITCHEN_MUTED_STORAGE_KEY, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false,
);

export function setKitchenMuted(isMuted: boolean): void {
  isKitchenMuted.value = isMuted;
  writeStored(KITCHEN_MUTED_STORAGE_KEY, isMuted);
}

export function setKitchenClockOffset(offsetMs: number | null): void {
  if (offsetMs !== null) kitchenClockOffsetMs.value = offsetMs;
  kitchenNowMs.value = Date.now();
}

let clockTimer: ReturnType<typeof setInterval> | null = null;
let clockUsers = 0;

/** Starts the one shared clock (ticking every 30 s); returns the stop function. Counted, so it never doubles. */
export function startKitchenClock(): () => void {
  clockUsers += 1;
  if (!clockTimer) {
    kitchenNowMs.value = Date.now();
    clockTimer = setInterval(() => {
      kitchenNowMs.value = Date.now();
    }, KITCHEN_CLOCK_TICK_MS);
  }
  let isStopped = false;
  return () => {
    if (isStopped) return;
    isStopped = true;
    clockUsers -= 1;
    if (clockUsers === 0 && clockTimer) {
      clearInterval(clockTimer);
      clockTimer = null;
    }
  };
}
