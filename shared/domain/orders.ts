// Spec 2.6, 2.7, 2.14 Public display, 4 (item and kitchen statuses) and 8 (orders texts): the order constants
// and pure rules the stations share. No zod here, so the kitchen and display bundles can import it;
// contract/orders.ts re-exports these for the server and the schemas.

// Each order enum is defined here once: the database schema (server/db/schema.ts), the contracts and the
// stations import it.
export const ORDER_STATUSES = ['created', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_TYPES = ['dinein', 'delivery', 'takeaway'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/**
 * Item status changes the server allows (spec 4 leaves it open; docs/decisions.md). Re-sending the
 * current status is always a no-op success; delivered and cancelled are final; nothing goes back.
 */
const ORDER_ITEM_TRANSITIONS: Record<OrderItemStatus, readonly OrderItemStatus[]> = {
  created: ['preparing', 'completed', 'delivered', 'cancelled'],
  preparing: ['completed', 'delivered', 'cancelled'],
  completed: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Items still in the kitchen's hands: an order's cancel or complete moves these (and only these). */
export const OPEN_ITEM_STATUSES: readonly OrderItemStatus[] = ['created', 'preparing'];

export function canChangeItemStatus(from: OrderItemStatus, to: OrderItemStatus): boolean {
  return from === to || ORDER_ITEM_TRANSITIONS[from].includes(to);
}

export const KITCHEN_STATUSES = ['notstarted', 'inprogress', 'almostready', 'ready'] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** Spec 4: label and badge colour of each kitchen status. */
export const KITCHEN_STATUS_LABELS: Record<KitchenStatus, { label: string; tone: 'grey' | 'amber' | 'green' }> = {
  notstarted: { label: 'Not Started', tone: 'grey' },
  inprogress: { label: 'In Progress', tone: 'amber' },
  almostready: { label: 'Almost Ready', tone: 'amber' },
  ready: { label: 'Ready', tone: 'green' },
};

/** The group title of orders without a table (spec 2.6). */
export const DINE_OUT_GROUP_TITLE = 'Dine Out / Delivery';

export const ORDER_MESSAGES = {
  cancelConfirm: 'Are you sure, you are cancelling the order! This process is not reversible.',
  noOrdersPending: 'No Orders Pending!',
  noOrdersToDisplay: 'No Orders Available to Display!',
  loadError: 'Error loading orders! Please try later!',
  actionError: 'Error processing your request, Please try later!',
  invalidOrderIds: 'Please select at least one order!',
  invalidItemStatus: 'Please choose a valid item status!',
  invalidKitchenStatus: 'Please choose a valid kitchen status!',
} as const;

/** GET list answers carry the server's clock (ISO) so stations count minutes on the server's time. */
export const SERVER_TIME_HEADER = 'X-Server-Time';

// --- Kitchen: minutes since the order was placed ---------------------------------------------------

/**
 * Defaults for the kitchen card's age colour (no store setting holds them yet): amber from 10 minutes after
 * the order was placed, red from 20. A card whose kitchen status is Ready stays neutral: it only waits for
 * pickup.
 * @internal Exported for tests: the tests assert the colour changes at these ages.
 */
export const KITCHEN_AGE_THRESHOLDS = { warnMinutes: 10, lateMinutes: 20 } as const;

/** How often the kitchen's one shared clock ticks. */
export const KITCHEN_CLOCK_TICK_MS = 30_000;

export type AgeTone = 'fresh' | 'warn' | 'late';

/** Whole minutes from `placedIso` to `nowMs` (never negative; 0 for an unreadable date). */
export function minutesSince(placedIso: string, nowMs: number): number {
  const placed = Date.parse(placedIso);
  if (Number.isNaN(placed)) return 0;
  return Math.max(0, Math.floor((nowMs - placed) / 60_000));
}

export function ageTone(minutes: number, thresholds: { warnMinutes: number; lateMinutes: number } = KITCHEN_AGE_THRESHOLDS): AgeTone {
  if (minutes >= thresholds.lateMinutes) return 'late';
  if (minutes >= thresholds.warnMinutes) return 'warn';
  return 'fresh';
}

/**
 * Server clock minus the browser clock, in ms, from an `X-Server-Time` header read at `receivedAtMs`.
 * Null when the header is missing or unreadable (the caller keeps its previous offset).
 */
export function serverClockOffset(header: string | null | undefined, receivedAtMs: number): number | null {
  if (!header) return null;
  const server = Date.parse(header);
  return Number.isNaN(server) ? null : server - receivedAtMs;
}

// --- Titles -------------------------------------------------------------------------------------------

/** Spec 2.7: the table, or 'delivery type + customer type' in upper case ('TAKEAWAY WALKIN'). */
export function kitchenOrderTitle(order: {
  table_title: string | null;
  delivery_type: string | null;
  customer_type: string | null;
}): string {
  if (order.table_title) return order.table_title;
  const words = [order.delivery_type, order.customer_type].filter((word): word is string => Boolean(word));
  return words.join(' ').toUpperCase() || DINE_OUT_GROUP_TITLE.toUpperCase();
}

/** A floor to show beside a title: blank and the '-' placeholder (spec 5 tables) show nothing. */
export function floorLabel(floor: string | null | undefined): string | null {
  const text = floor?.trim();
  return text && text !== '-' ? text : null;
}

// --- Public display -----------------------------------------------------------------------------------

export interface DisplaySections<T> {
  ready: T[];
  preparing: T[];
}

/** Spec 2.14 'Your Orders': Ready first, then everything still in the kitchen, each oldest first. */
export function splitDisplayOrders<T extends { status_kitchen: KitchenStatus; date: string; token_no: number }>(
  orders: readonly T[],
): DisplaySections<T> {
  const byAge = [...orders].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.token_no - b.token_no);
  return {
    ready: byAge.filter((order) => order.status_kitchen === 'ready'),
    preparing: byAge.filter((order) => order.status_kitchen !== 'ready'),
  };
}

// --- Orders screen ------------------------------------------------------------------------------------

/** Spec 2.6 item menu: the statuses staff can set from the Orders screen, with their menu labels. */
export const ORDER_ITEM_ACTIONS: ReadonlyArray<{ status: Exclude<OrderItemStatus, 'created'>; label: string }> = [
  { status: 'preparing', label: 'Preparing' },
  { status: 'completed', label: 'Complete' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'cancelled', label: 'Cancel' },
];

export const ORDER_ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  created: 'New',
  preparing: 'Preparing',
  completed: 'Completed',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

// --- Kitchen list -------------------------------------------------------------------------------------

/**
 * The kitchen works first in, first out: every group's orders in one list, oldest first.
 * @internal Exported for tests: a unit of its own, tested.
 */
export function ordersOldestFirst<T extends { id: number; date: string }>(groups: readonly { orders: readonly T[] }[]): T[] {
  return groups.flatMap((group) => group.orders).sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}
