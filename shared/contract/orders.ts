// Spec 3 (order group, order, order item, order summary, orders init), 4 (item and kitchen statuses) and
// 7 Orders and kitchen: the wire shapes of the live service loop. Money travels as decimals.
import { z } from 'zod';
import type { CustomerType, DeliveryType } from './pos';
import type { PaymentTypeDto, PrintSettingsResponse, StoreSettingsResponse } from './settings';
import { moneyAmount, optionalId } from './validation';

// The constants live in domain/orders.ts (no zod), so the kitchen and display bundles can use them.
import { KITCHEN_STATUSES, ORDER_ITEM_STATUSES, ORDER_MESSAGES, type KitchenStatus, type OrderItemStatus } from '../domain/orders';
export {
  DINE_OUT_GROUP_TITLE,
  KITCHEN_STATUSES,
  KITCHEN_STATUS_LABELS,
  ORDER_ITEM_STATUSES,
  ORDER_MESSAGES,
  // The item-status rule is pure: it lives in the domain so the Orders screen can use it without zod (issue 12).
  ORDER_ITEM_TRANSITIONS,
  OPEN_ITEM_STATUSES,
  canChangeItemStatus,
} from '../domain/orders';
export type { KitchenStatus, OrderItemStatus } from '../domain/orders';

export type OrderStatus = 'created' | 'completed' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'paid';

export interface OrderItemDto {
  id: number;
  order_id: number;
  item_id: number | null;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  variant_price: number | null;
  /** Unit price snapshot (variant or item price plus addons). */
  price: number;
  quantity: number;
  status: OrderItemStatus;
  /** ISO timestamp of the order. */
  date: string;
  addons: { id: number; title: string }[];
  notes: string | null;
}

export interface OrderDto {
  id: number;
  /** ISO timestamp the order was placed (server time). */
  date: string;
  delivery_type: DeliveryType | null;
  customer_type: CustomerType;
  customer_id: number | null;
  customer_name: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  token_no: number;
  status_kitchen: KitchenStatus;
  created_by: number | null;
  created_by_name: string;
  sub_total: number;
  tax_total: number;
  total: number;
  items: OrderItemDto[];
}

/** Spec 3 order group: one table's open orders, or every order without a table ('Dine Out / Delivery'). */
export interface OrderGroupDto {
  table_id: number | null;
  table_title: string;
  floor: string | null;
  orders: OrderDto[];
  order_ids: number[];
}

/** GET /orders and GET /kitchen answer a list of groups; the server's clock rides along in a header. */
export type OrderGroupsResponse = OrderGroupDto[];

/** GET /public-display: open orders for the customer board, never names or phones. */
export interface PublicDisplayOrderDto {
  id: number;
  token_no: number;
  status_kitchen: KitchenStatus;
  date: string;
}
export type PublicDisplayResponse = PublicDisplayOrderDto[];

export interface OrdersInitResponse {
  storeSettings: StoreSettingsResponse;
  printSettings: PrintSettingsResponse & { page_format: 80 | 57; is_enable_print: boolean };
  paymentTypes: PaymentTypeDto[];
}

export interface OrderSummaryResponse {
  subtotal: number;
  taxTotal: number;
  total: number;
  orders: OrderDto[];
}

const orderIds = z
  .array(z.number({ error: ORDER_MESSAGES.invalidOrderIds }).int().positive(), { error: ORDER_MESSAGES.invalidOrderIds })
  .min(1, ORDER_MESSAGES.invalidOrderIds)
  .max(100, ORDER_MESSAGES.invalidOrderIds)
  .transform((ids) => [...new Set(ids)]);

export const orderIdsBody = z.object({ orderIds });

export const itemStatusBody = z.object({ status: z.enum(ORDER_ITEM_STATUSES, { error: ORDER_MESSAGES.invalidItemStatus }) });
export const kitchenItemStatusBody = z.object({
  status: z.enum(['preparing', 'completed'], { error: ORDER_MESSAGES.invalidItemStatus }),
});
export const kitchenStatusBody = z.object({ status: z.enum(KITCHEN_STATUSES, { error: ORDER_MESSAGES.invalidKitchenStatus }) });

export const completeAndPayBody = z.object({
  orderIds,
  subTotal: moneyAmount('Prices have changed since the summary. Please review the totals and try again!'),
  taxTotal: moneyAmount('Prices have changed since the summary. Please review the totals and try again!'),
  total: moneyAmount('Prices have changed since the summary. Please review the totals and try again!'),
  paymentTypeId: optionalId('Please select a payment type!').refine((value) => value !== null, 'Please select a payment type!'),
  /** Spec 7 sends created_by; the server records the signed-in user instead and ignores it. */
  created_by: z.unknown().optional(),
});
export type CompleteAndPayBody = z.output<typeof completeAndPayBody>;

// --- Server answers and rules of the order and kitchen actions (issue 5, server half) -------------

/** `Order #7 is` / `Orders #7, #9 are`: how the refusals name the orders (by token, as staff know them). */
export function ordersSubject(tokens: readonly number[]): string {
  const list = tokens.map((token) => `#${token}`).join(', ');
  return tokens.length === 1 ? `Order ${list} is` : `Orders ${list} are`;
}

function itemStatusWord(status: OrderItemStatus): string {
  return status === 'created' ? 'new' : status;
}

/** The server's success and refusal messages (400/404/409 bodies carry them as `message`). */
export const ORDER_ACTION_MESSAGES = {
  itemStatusUpdated: 'Status updated successfully!',
  kitchenStatusUpdated: 'Kitchen status updated successfully!',
  ordersCancelled: (count: number) => (count === 1 ? 'Order cancelled successfully!' : `${count} orders cancelled successfully!`),
  ordersCompleted: (count: number) => (count === 1 ? 'Order completed successfully!' : `${count} orders completed successfully!`),
  ordersPaid: (count: number) =>
    count === 1 ? 'Payment collected and order completed!' : `Payment collected and ${count} orders completed!`,
  orderNotFound: 'Order not found! Please refresh the list.',
  orderItemNotFound: 'Order item not found! Please refresh the list.',
  paymentTypeUnavailable: 'Selected payment type is not available! Please choose another.',
  totalsChanged: 'Prices have changed since the summary. Please review the totals and try again!',
  alreadyCancelled: (tokens: readonly number[]) => `${ordersSubject(tokens)} already cancelled!`,
  alreadyCompleted: (tokens: readonly number[]) => `${ordersSubject(tokens)} already completed!`,
  alreadyPaid: (tokens: readonly number[]) => `${ordersSubject(tokens)} already paid!`,
  paidCannotBeCancelled: (tokens: readonly number[]) => `${ordersSubject(tokens)} already paid and cannot be cancelled!`,
  closedOrderItems: (token: number, status: 'completed' | 'cancelled') =>
    `${ordersSubject([token])} already ${status}: its items cannot be changed!`,
  paidOrderItemCancel: (token: number) => `${ordersSubject([token])} already paid: its items cannot be cancelled!`,
  closedOrderKitchenStatus: (token: number, status: 'completed' | 'cancelled') =>
    `${ordersSubject([token])} already ${status}: its kitchen status cannot be changed!`,
  itemTransitionRefused: (title: string, from: OrderItemStatus, to: OrderItemStatus) => {
    if (from === 'delivered' || from === 'cancelled') return `"${title}" is already ${from} and cannot be changed!`;
    if (to === 'cancelled') return `"${title}" is already ${itemStatusWord(from)} and cannot be cancelled!`;
    return `"${title}" is already ${itemStatusWord(from)} and cannot go back to ${itemStatusWord(to)}!`;
  },
} as const;

/** POST /orders/update-status/{id}, /kitchen/{id}, /kitchen/{id}/kitchen-status, /orders/cancel, /orders/complete. */
export interface OrderActionResponse {
  message: string;
  /** The orders this call changed (or would have: a no-op answers them too); the client may emit them. */
  orderIds: number[];
}

/** POST /orders/complete-and-pay-order: one invoice for all the given orders. Money as decimals. */
export interface CompleteAndPayResponse extends OrderActionResponse {
  invoiceId: number;
  subtotal: number;
  taxTotal: number;
  total: number;
}

/** GET /orders, /kitchen and /public-display carry the server's clock (ISO) for "minutes since placed". */
export { SERVER_TIME_HEADER } from '../domain/orders';
