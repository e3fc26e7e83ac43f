// Spec 7 Orders and kitchen: the kitchen calls and the public display list; a station's board, bump and
// recall, the prep stations and kitchen settings, the Reports kitchen tile. Zod-free on purpose (the kitchen and
// display bundles import this): the declared endpoints are typed by a type-only import (./endpoints.ts).
// GET lists carry `X-Server-Time`, read with the call's onResponse option, so the call stays on the page's one
// client (one refresh counter, spec 4).
import type {
  KitchenBoardResponse,
  KitchenSettingsBody,
  KitchenTimingResponse,
  PrepStationBody,
  PrepStationDto,
} from '../contract/kitchen';
import type { KitchenStatus, OrderActionResponse, PublicDisplayOrderDto } from '../contract/orders';
import { EXPO_SCREEN } from '../domain/kitchen';
import { SERVER_TIME_HEADER, serverClockOffset } from '../domain/orders';
import type { CallOptions } from './client';
import { callEndpoint } from './endpoints';

export interface WithServerClock<T> {
  data: T;
  /** Server clock minus browser clock (ms) when the answer arrived; null without the header. */
  clockOffsetMs: number | null;
}

/** A GET whose answer also gives the server's clock (after a refresh-and-retry, the retry's answer). */
async function withServerClock<T>(call: (options: CallOptions) => Promise<T>): Promise<WithServerClock<T>> {
  let clockOffsetMs: number | null = null;
  const data = await call({
    onResponse(response) {
      clockOffsetMs = serverClockOffset(response.headers.get(SERVER_TIME_HEADER), Date.now());
    },
  });
  return { data, clockOffsetMs };
}

/** GET /kitchen/board?station=slug (null: expo, every station), with the server's clock. */
export function getKitchenBoard(station: string | null): Promise<WithServerClock<KitchenBoardResponse>> {
  return withServerClock((options) => callEndpoint('GET /kitchen/board', { query: station ? { station } : {} }, options));
}

/** POST /kitchen/{itemId}: Start Making (preparing) or Complete (completed). */
export function setKitchenItemStatus(itemId: number, status: 'preparing' | 'completed'): Promise<OrderActionResponse> {
  return callEndpoint('POST /kitchen/:id', { params: { id: itemId }, body: { status } });
}

/** POST /kitchen/{orderId}/kitchen-status: any of the four kitchen statuses (spec 4). */
export function setKitchenStatus(orderId: number, status: KitchenStatus): Promise<OrderActionResponse> {
  return callEndpoint('POST /kitchen/:id/kitchen-status', { params: { id: orderId }, body: { status } });
}

/** POST /kitchen/orders/{orderId}/bump from a station's screen (null: expo). */
export function bumpTicket(orderId: number, station: string | null): Promise<OrderActionResponse> {
  return callEndpoint('POST /kitchen/orders/:id/bump', { params: { id: orderId }, body: { station: station ?? EXPO_SCREEN } });
}

/** POST /kitchen/orders/{orderId}/recall on a station's screen (null: expo). */
export function recallTicket(orderId: number, station: string | null): Promise<OrderActionResponse> {
  return callEndpoint('POST /kitchen/orders/:id/recall', { params: { id: orderId }, body: { station: station ?? EXPO_SCREEN } });
}

/** GET /public-display: tokens and kitchen statuses only. */
export function getPublicDisplayOrders(): Promise<PublicDisplayOrderDto[]> {
  return callEndpoint('GET /public-display', {});
}

// --- Settings > Kitchen and Reports (back office) --------------------------------------------------------

export function getPrepStations(): Promise<PrepStationDto[]> {
  return callEndpoint('GET /kitchen/prep-stations', {});
}

export function addPrepStation(body: PrepStationBody): Promise<{ message: string; id: number }> {
  return callEndpoint('POST /kitchen/prep-stations/add', { body });
}

export function updatePrepStation(id: number, body: PrepStationBody): Promise<{ message: string; id: number }> {
  return callEndpoint('POST /kitchen/prep-stations/:id/update', { params: { id }, body });
}

export function deletePrepStation(id: number): Promise<{ message: string }> {
  return callEndpoint('DELETE /kitchen/prep-stations/:id', { params: { id } });
}

export function getKitchenSettings() {
  return callEndpoint('GET /kitchen/settings', {});
}

export function updateKitchenSettings(body: KitchenSettingsBody): Promise<{ message: string }> {
  return callEndpoint('POST /kitchen/settings', { body });
}

/** GET /kitchen/timing with the Reports filter's params. */
export function getKitchenTiming(params: Record<string, string>): Promise<KitchenTimingResponse> {
  return callEndpoint('GET /kitchen/timing', { query: params });
}
