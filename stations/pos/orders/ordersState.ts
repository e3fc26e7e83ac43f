// Spec 2.6 Orders screen: the open order groups (live) and the screen's init data (store and print settings,
// payment types) for Pay & Complete and the receipts.
import type { OrdersInitResponse } from '../../../shared/contract/orders';
import type { OrderGroupView } from '../../../shared/domain/orderViews';
import { createLiveListStore } from '../../../shared/state/ordersLive';
import { signal } from '../../../shared/state';

export const ordersLive = createLiveListStore<OrderGroupView[]>([]);

/** GET /orders/init, loaded once per page (null until it answers or when it failed). */
export const ordersInit = signal<OrdersInitResponse | null>(null);

/** What the status chip says still works on the Orders screen without the server: only a list it has can be shown. */
export function ordersStillWork(): string {
  return ordersLive.status.value === 'ready' ? 'Showing the last list' : 'No list kept yet';
}
