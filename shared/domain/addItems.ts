// The register opened on a sent order to add to it ("Add items" from Orders and the floor): its address, and the two
// notices the register itself gives. Apart from orderRounds.ts so the register's first download carries only these.
import { PAGES } from './navigation/sitemap';

export const ADD_ITEMS_NOTICES = {
  needsConnection: 'Changing a sent order needs the connection. Please try again when you are back online!',
  payFromOrders: 'Send the new items first, then take the payment for the order from Orders.',
} as const;

/** The register opened on a sent order, to add a round to it (from Orders and the floor). */
export function addItemsPath(orderId: number): string {
  return `${PAGES.pos.path}?order=${orderId}`;
}

/** The order the register adds to, from its address's query (`?order=12`); null for a new order. */
export function roundOrderIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
