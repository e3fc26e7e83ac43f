// The POS floor view's state: the live floor (refetched on floor_update, order_update and reconnects), the area shown
// and the "My tables" filter.
import { type FloorView, getFloor } from '../../../shared/api/floor';
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

/** GET /floor, with the server's clock against this tablet's (minutes since seated count from the server's). */
export async function loadFloor(): Promise<LoadedFloor> {
  const floor = await getFloor();
  return { ...floor, clockOffsetMs: Date.parse(floor.serverTime) - Date.now() };
}
