// The POS floor view's state: the live floor (refetched on floor_update, order_update and reconnects), the area shown
// and the "My tables" filter.
import type { FloorView } from '../../../shared/api/floor';
import { createLiveListStore } from '../../../shared/state/ordersLive';
import { signal } from '../../../shared/state';

export const floorLive = createLiveListStore<FloorView | null>(null);

/** The area on screen (null: tables in no area); undefined until the floor first arrives. */
export const shownAreaId = signal<number | null | undefined>(undefined);

export const isMyTablesOnly = signal(false);
