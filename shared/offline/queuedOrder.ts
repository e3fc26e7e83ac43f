// What the POS outbox keeps for an order taken while the server could not be reached: the wire body sent
// as is on every try (same body, same Idempotency-Key: the server answers it once), and what the cashier needs to
// see it, edit it (load it back into the cart) and print it once it is sent. Pure data and rules, no browser API.
import type { OrderCall } from '../api/pos';
import { POS_MESSAGES, type DeliveryType } from '../contract/posTypes';
import type { CartLine, CartMenuItem } from '../domain/cart';
import { menuChangeFor } from '../domain/menuChanges';
import type { MinorUnits } from '../domain/money/money';
import type { OrderTotals } from '../domain/bill/bill';
import type { EntryCheck, OutboxEntry } from './outbox';

export const OUTBOX_MESSAGES = {
  queued: 'Queued — will be sent when the connection returns',
  takenOffline: 'Taken offline',
  paidOffline: 'Paid · taken offline',
  sending: 'Sending…',
  needsAttention: 'Needs attention',
  noConnection: 'No connection to the server',
  serverBusy: 'The server did not answer the order',
  otherUser: 'Taken by another user: sent when they sign in on this device.',
} as const;

export interface QueuedOrder {
  call: OrderCall;
  /** The create-order (or -and-invoice) body, exactly as first built. */
  body: object;
  /** How the cashier finds it in the list: table, customer or dining option, and the time taken. */
  reference: string;
  cart: CartLine[];
  totals: OrderTotals;
  currency: string;
  deliveryType: DeliveryType | '';
  customer: { id?: number | string; phone: string; name: string; email?: string | null } | null;
  tableId: number | null;
  tableTitle: string | null;
  /** Create Receipt & Pay: what was collected (marked "taken offline" everywhere it shows). */
  payment: { title: string; tendered: MinorUnits | null; change: MinorUnits | null } | null;
  /** For the receipt printed once it is sent. */
  user: { username: string; name: string } | null;
}

export interface QueuedOrderResult {
  tokenNo: number;
  orderId: number;
  message: string;
}

export type QueuedOrderEntry = OutboxEntry<QueuedOrder, QueuedOrderResult>;

/** A queued order's price check against today's menu, with the server's own messages for the same refusals. */
export function queuedOrderCheck(menuItems: readonly CartMenuItem[]): EntryCheck<QueuedOrder> {
  return (order) => {
    const change = menuChangeFor(order.cart, menuItems);
    if (change === 'removed') return POS_MESSAGES.invalidItem;
    if (change === 'changed') return POS_MESSAGES.totalsChanged;
    return change?.brokenRule ?? null;
  };
}

/** "2 × Tomato Soup, 1 × Margherita Pizza (Large)". */
export function queuedOrderItems(order: Pick<QueuedOrder, 'cart'>): string {
  return order.cart.map((line) => `${line.quantity} × ${line.item.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`).join(', ');
}
