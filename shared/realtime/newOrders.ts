// The sound for each new order once: which orders in a list the screen has never shown. The kitchen
// and the Orders screen beep for those, whatever brought the list (a new_order event, a reconnection after a gap
// in which the events were missed, a Refresh), and never again for an order already shown: the missed orders of
// a gap beep once each, a replayed or duplicated event beeps for nothing.

export interface NewOrderTracker {
  /**
   * The ids in `ids` never seen before, in list order. The first list only teaches what is already there (a
   * screen opening, or a list restored from the browser's cache, does not beep for it).
   */
  observe(ids: readonly number[]): number[];
}

/** Ids are kept for the page's life; past this many the set restarts from the current list (ids never return). */
const MAX_REMEMBERED = 5_000;

export function createNewOrderTracker(): NewOrderTracker {
  let seen: Set<number> | null = null;
  return {
    observe(ids) {
      if (!seen) {
        seen = new Set(ids);
        return [];
      }
      const known = seen;
      const fresh = ids.filter((id) => !known.has(id));
      for (const id of fresh) known.add(id);
      if (known.size > MAX_REMEMBERED) seen = new Set(ids);
      return [...new Set(fresh)];
    },
  };
}

/**
 * Between two beeps, so each one is heard (a list with three new orders plays three).
 * @internal Exported for tests: the tests advance the clock by it.
 */
export const BEEP_SPACING_MS = 400;

let nextBeepAt = 0;

/**
 * Plays `play` once per new order, one after the other: beeps asked for while earlier ones still play wait their
 * turn, so every new order is heard once, whatever number a gap brought.
 */
export function playForEach(count: number, play: () => void, now = Date.now()): void {
  for (let index = 0; index < count; index += 1) {
    const at = Math.max(now, nextBeepAt);
    nextBeepAt = at + BEEP_SPACING_MS;
    setTimeout(play, at - now);
  }
}
