// The POS floor view's state: the live floor (refetched on floor_update, order_update and reconnects), the area shown
// and the "My tables" filter.
import { type FloorTableView, type FloorView, getFloor } from '../../../shared/api/floor';
import { createLiveListStore } from '../../../shared/state/ordersLive';
import { signal } from '../../../shared/state';

export interface LoadedFloor extends FloorView {
  /** The server's clock less this tablet's when the floor arrived. */
  clockOffsetMs: number;
}

export const floorLive = createLiveListStore<LoadedFloor | null>(null);

/** The area on screen (null: tables in no area); undefined until the floor first arrives. */
export const shownAreaId = signal<number | null | undefined>(undefined);

export const isMyTablesOnly = signal(false);

/** The tables shown, by id, each with its text once a later answer has asked for it. */
let lastTables = new Map<number, { table: FloorTableView; text?: string }>();

/**
 * GET /floor, each table that did not change kept as the object shown before: its memoised button is not rendered
 * again, so a floor change re-renders the tables it changed, not all of them. A table's text is worked out only when
 * there is one to compare it with, so the first answer goes straight to its first draw.
 */
export async function loadFloor(): Promise<LoadedFloor> {
  const floor = await getFloor();
  const isFirst = lastTables.size === 0;
  const kept = new Map<number, { table: FloorTableView; text?: string }>();
  const tables = floor.tables.map((table) => {
    const before = lastTables.get(table.id);
    if (isFirst || !before) {
      kept.set(table.id, { table });
      return table;
    }
    before.text ??= JSON.stringify(before.table);
    const text = JSON.stringify(table);
    const same = before.text === text ? before.table : table;
    kept.set(table.id, { table: same, text });
    return same;
  });
  lastTables = kept;
  return { ...floor, tables, clockOffsetMs: Date.parse(floor.serverTime) - Date.now() };
}
