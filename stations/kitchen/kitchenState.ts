// Spec 2.7 Kitchen screen, built for a TV running all shift: the open orders (live, oldest first), the server
// clock offset and ONE shared clock for "minutes since placed", and the persisted sound mute.
import type { OrderDto } from '../../shared/contract/orders';
import { KITCHEN_CLOCK_TICK_MS } from '../../shared/domain/orders';
import { createLiveListStore } from '../../shared/state/ordersLive';
import { signal } from '../../shared/state';
import { readStored, writeStored } from '../../shared/state/storage';

export const KITCHEN_MUTED_STORAGE_KEY = 'brigade__kitchen_muted';

export const kitchenLive = createLiveListStore<OrderDto[]>([]);

/** Server clock minus browser clock (ms), from the last `X-Server-Time` header. */
export const kitchenClockOffsetMs = signal(0);

/** The browser clock at the last tick; every card derives its minutes from this one value. */
export const kitchenNowMs = signal(Date.now());

export const isKitchenMuted = signal<boolean>(readStored(KITCHEN_MUTED_STORAGE_KEY, (raw) => (typeof raw === 'boolean' ? raw : undefined)) ?? false);

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
