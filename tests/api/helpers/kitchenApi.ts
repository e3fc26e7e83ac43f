// Helpers shared by the pro kitchen api tests (not a test file itself): paths, a small kitchen menu with
// three categories and a dish without one, and reading a station's board.
import type { KitchenBoardResponse, KitchenTicketDto } from '../../../shared/contract/kitchen';
import type { Db } from '../../../server/db/client';
import { createCategory, createMenuItem } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';

export const BOARD = (station?: string) => `/api/v1/kitchen/board${station === undefined ? '' : `?station=${encodeURIComponent(station)}`}`;
export const BUMP = (orderId: number | string) => `/api/v1/kitchen/orders/${orderId}/bump`;
export const RECALL = (orderId: number | string) => `/api/v1/kitchen/orders/${orderId}/recall`;
export const STATIONS = '/api/v1/kitchen/prep-stations';
export const ADD_STATION = '/api/v1/kitchen/prep-stations/add';
export const UPDATE_STATION = (id: number | string) => `/api/v1/kitchen/prep-stations/${id}/update`;
export const DELETE_STATION = (id: number | string) => `/api/v1/kitchen/prep-stations/${id}`;
export const KITCHEN_SETTINGS = '/api/v1/kitchen/settings';
export const KITCHEN_TIMING = '/api/v1/kitchen/timing';

/**
 * Grill cooks the 'Grill' category (Burger, Steak with Rare and Medium, Fries), Bar the 'Drinks' (Tea, Beer); Fries
 * is also routed on its own to Fry in the tests that create that station. Salad has no category: nothing routes it.
 */
export interface KitchenMenu {
  grillCategory: number;
  drinksCategory: number;
  burger: number;
  steak: { id: number; rare: number; medium: number };
  fries: number;
  tea: number;
  beer: number;
  salad: number;
}

export async function createKitchenMenu(db: Db): Promise<KitchenMenu> {
  const grillCategory = await createCategory(db, { title: 'Grill' });
  const drinksCategory = await createCategory(db, { title: 'Drinks' });
  const steak = await createMenuItem(db, {
    title: 'Steak',
    price: 2500,
    categoryId: grillCategory,
    variants: [
      ['Rare', 2500],
      ['Medium', 2500],
    ],
  });
  return {
    grillCategory,
    drinksCategory,
    burger: (await createMenuItem(db, { title: 'Burger', price: 1200, categoryId: grillCategory })).id,
    steak: { id: steak.id, rare: steak.variantIds[0] ?? 0, medium: steak.variantIds[1] ?? 0 },
    fries: (await createMenuItem(db, { title: 'Fries', price: 400, categoryId: grillCategory })).id,
    tea: (await createMenuItem(db, { title: 'Tea', price: 250, categoryId: drinksCategory })).id,
    beer: (await createMenuItem(db, { title: 'Beer', price: 600, categoryId: drinksCategory })).id,
    salad: (await createMenuItem(db, { title: 'Salad', price: 900 })).id,
  };
}

export async function board(client: TestClient, station?: string): Promise<KitchenBoardResponse> {
  const response = await client.get(BOARD(station));
  if (response.status !== 200) throw new Error(`GET ${BOARD(station)}: ${response.status} ${response.text}`);
  return response.body as KitchenBoardResponse;
}

export function ticketOf(view: KitchenBoardResponse, orderId: number): KitchenTicketDto | undefined {
  return view.tickets.find((ticket) => ticket.id === orderId);
}

/** `Burger:mine:created` per line of the ticket: what the screen shows and whether it owns the line. */
export function linesOf(ticket: KitchenTicketDto | undefined): string[] {
  return (ticket?.items ?? []).map(
    (item) => `${item.item_title}${item.variant_title ? ` ${item.variant_title}` : ''}:${item.is_mine ? 'mine' : 'other'}:${item.status}`,
  );
}

export const allDayOf = (view: KitchenBoardResponse) =>
  view.allDay.map((count) => `${count.quantity} ${count.item_title}${count.variant_title ? ` ${count.variant_title}` : ''}`);
