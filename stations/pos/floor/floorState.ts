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

let lastTables = new Map<number, { text: string; table: FloorTableView }>();

/**
 * GET /floor, each table that did not change kept as the object shown before: its memoised button is not rendered
 * again, so a floor change re-renders the tables it changed, not all of them.
 */
export async function loadFloor(): Promise<LoadedFloor> {
  const floor = await getFloor();
  const kept = new Map<number, { text: string; table: FloorTableView }>();
  const tables = floor.tables.map((table) => {
    const text = JSON.stringify(table);
    const before = lastTables.get(table.id);
    const same = before?.text === text ? before.table : table;
    kept.set(table.id, { text, table: same });
    return same;
  });
  lastTables = kept;
  return { ...floor, tables, clockOffsetMs: Date.parse(floor.serverTime) - Date.now() };
}
