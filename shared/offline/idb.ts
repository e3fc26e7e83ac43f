// What the stations keep in the browser across reloads, restarts and a sleeping tablet, in IndexedDB
// through idb-keyval (one small, maintained key-value layer; localStorage is synchronous, small, string-only and
// cleared by some browsers under pressure). Two databases, because idb-keyval keeps one store per database:
//  - brigade-outbox / entries: the POS outbox (shared/offline/outbox.ts), keyed by Idempotency-Key;
//  - brigade-cache / answers: the last answer of a few GETs (POS init, kitchen and board lists) with the time it
//    was saved, shown with that age when the server cannot be reached. Never served as if fresh.
// A lazy chunk: only the stations that keep something load it.
import { createStore, del, get, set, values } from 'idb-keyval';
import type { OutboxStore } from './outbox';

const outboxDb = createStore('brigade-outbox', 'entries');
const cacheDb = createStore('brigade-cache', 'answers');

export function idbOutboxStore<E extends { key: string }>(): OutboxStore<E> {
  return {
    loadAll: () => values<E>(outboxDb),
    put: (entry) => set(entry.key, entry, outboxDb),
    remove: (key) => del(key, outboxDb),
  };
}

/** Asks the browser not to evict this site's storage under pressure (queued orders live there). */
export function askForPersistentStorage(): void {
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}

export interface CachedAnswer<T> {
  data: T;
  /** When the answer arrived (browser clock, ms). */
  savedAt: number;
}

/** Each kitchen screen keeps its own board: `kitchen:grill` for a station, `kitchen:*` for expo (the old 'kitchen' held order groups). */
/** The POS menu and the Orders list are kept as decoded views (money in minor units); the old 'pos-init' and 'orders' held wire decimals. */
export type CachedAnswerName = 'pos-init:minor' | 'kitchen' | `kitchen:${string}` | 'public-display' | 'orders:minor' | 'floor:minor';

export function saveAnswer(name: CachedAnswerName, data: unknown, savedAt = Date.now()): Promise<void> {
  return set(name, { data, savedAt } satisfies CachedAnswer<unknown>, cacheDb);
}

export async function readAnswer<T>(name: CachedAnswerName): Promise<CachedAnswer<T> | null> {
  const cached = await get<CachedAnswer<T>>(name, cacheDb);
  return cached && typeof cached.savedAt === 'number' ? cached : null;
}
