// Spec 7 Orders and kitchen: the kitchen calls and the public display list. Zod-free on purpose (the kitchen
// and display bundles import this): only types come from the contract.
// GET lists carry `X-Server-Time`; `getWithServerTime` reads it with the call's onResponse option, so the call
// stays on the page's one client (one refresh counter, spec 4).
import type { KitchenStatus } from '../domain/orders';
import { SERVER_TIME_HEADER, serverClockOffset } from '../domain/orders';
import type { OrderActionResponse, OrderGroupDto, PublicDisplayOrderDto } from '../contract/orders';
import { api } from './http';

export interface WithServerClock<T> {
  data: T;
  /** Server clock minus browser clock (ms) when the answer arrived; null without the header. */
  clockOffsetMs: number | null;
}

/** A GET whose answer also gives the server's clock (after a refresh-and-retry, the retry's answer). */
export async function getWithServerTime<T>(path: string): Promise<WithServerClock<T>> {
  let clockOffsetMs: number | null = null;
  const data = await api.get<T>(path, {
    onResponse(response) {
      clockOffsetMs = serverClockOffset(response.headers.get(SERVER_TIME_HEADER), Date.now());
    },
  });
  return { data, clockOffsetMs };
}

/** GET /kitchen: open orders grouped as on the Orders screen, with the server's clock. */
export function getKitchenOrders(): Promise<WithServerClock<OrderGroupDto[]>> {
  return getWithServerTime<OrderGroupDto[]>('/kitchen');
}

/** POST /kitchen/{itemId}: Start Making (preparing) or Complete (completed). */
export function setKitchenItemStatus(itemId: number, status: 'preparing' | 'completed'): Promise<OrderActionResponse> {
  return api.post<OrderActionResponse>(`/kitchen/${itemId}`, { status });
}

/** POST /kitchen/{orderId}/kitchen-status: any of the four kitchen statuses (spec 4). */
export function setKitchenStatus(orderId: number, status: KitchenStatus): Promise<OrderActionResponse> {
  return api.post<OrderActionResponse>(`/kitchen/${orderId}/kitchen-status`, { status });
}

/** GET /public-display: tokens and kitchen statuses only. */
export function getPublicDisplayOrders(): Promise<PublicDisplayOrderDto[]> {
  return api.get<PublicDisplayOrderDto[]>('/public-display');
}
