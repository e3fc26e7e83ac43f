// Issue 10 "the sound for each new order once": which orders in a list the screen has never shown. The kitchen
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

/** How many beeps a list with `count` new orders plays: one each, at most this many at once. */
export const MAX_BEEPS_AT_ONCE = 5;
/** Between two beeps of one list, so each is heard. */
export const BEEP_SPACING_MS = 450;
