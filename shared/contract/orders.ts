// Spec 3 (order group, order, order item, order summary, orders init), 4 (item and kitchen statuses) and
// 7 Orders and kitchen: the wire shapes of the live service loop. Money travels as decimals.
import { z } from 'zod';
import { CUSTOMER_TYPES, DELIVERY_TYPES } from './posTypes';
import { paymentTypeDto } from './paymentTypes';
import { printSettingsResponse, storeSettingsResponse } from './settings';
import { receiptOutputDto } from './printers';
import { tipRule } from './billing/discountRule';
import { moneyAmount, optionalId, optionalText, requiredId, requiredText } from './validation';
import { POS_MESSAGES, createOrderBody } from './pos';
import { QUANTITY_MAX } from '../domain/cart';
import { ROUND_MESSAGES } from '../domain/orderRounds';

// The constants live in domain/orders.ts (no zod), so the kitchen and display bundles can use them.
import {
  KITCHEN_STATUSES,
  ORDER_ITEM_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderItemStatus,
} from '../domain/orders';
export { DINE_OUT_GROUP_TITLE, OPEN_ITEM_STATUSES, canChangeItemStatus } from '../domain/orders';
import { BILL_TOTALS_FIELDS } from './billing/billFigures';
import { orderLineModifierDto } from './modifiers';
export type { KitchenStatus, OrderItemStatus } from '../domain/orders';

// --- Responses (zod, so the api tests check every answer and the OpenAPI document is derived) ---

export const orderItemDto = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  item_id: z.number().int().nullable(),
  item_title: z.string(),
  variant_id: z.number().int().nullable(),
  variant_title: z.string().nullable(),
  variant_price: z.number().nullable(),
  /** Unit price snapshot (variant or item price plus addons). */
  price: z.number(),
  quantity: z.number().int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  /** ISO timestamp of the order. */
  date: z.string(),
  addons: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Beyond spec 3: the chosen modifiers as the line was sold with them, in the menu's order. */
  modifiers: z.array(orderLineModifierDto),
  notes: z.string().nullable(),
  /** Beyond spec 3: the guest's seat (null: shared, or seats not used) and the course (null: none). */
  seat: z.number().int().nullable(),
  course: z.string().nullable(),
  /** When the line's course was fired (null: no course, or held: a later course not fired yet). */
  course_fired_at: z.string().nullable(),
});
export type OrderItemDto = z.infer<typeof orderItemDto>;

export const orderDto = z.object({
  id: z.number().int(),
  /** ISO timestamp the order was placed (server time). */
  date: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES).nullable(),
  customer_type: z.enum(CUSTOMER_TYPES),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  table_id: z.number().int().nullable(),
  table_title: z.string().nullable(),
  floor: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  token_no: z.number().int(),
  status_kitchen: z.enum(KITCHEN_STATUSES),
  created_by: z.number().int().nullable(),
  created_by_name: z.string(),
  ...BILL_TOTALS_FIELDS,
  items: z.array(orderItemDto),
});
export type OrderDto = z.infer<typeof orderDto>;

/** Spec 3 order group: one table's open orders, or every order without a table ('Dine Out / Delivery'). */
const orderGroupDto = z.object({
  table_id: z.number().int().nullable(),
  table_title: z.string(),
  floor: z.string().nullable(),
  orders: z.array(orderDto),
  order_ids: z.array(z.number().int()),
});
export type OrderGroupDto = z.infer<typeof orderGroupDto>;

/** GET /orders and GET /kitchen answer a list of groups; the server's clock rides along in a header. */
export const orderGroupsResponse = z.array(orderGroupDto);
export type OrderGroupsResponse = z.infer<typeof orderGroupsResponse>;

/** GET /public-display: open orders for the customer board, never names or phones. */
const publicDisplayOrderDto = z.object({
  id: z.number().int(),
  token_no: z.number().int(),
  status_kitchen: z.enum(KITCHEN_STATUSES),
  date: z.string(),
});
export type PublicDisplayOrderDto = z.infer<typeof publicDisplayOrderDto>;
export const publicDisplayResponse = z.array(publicDisplayOrderDto);

export const ordersInitResponse = z.object({
  storeSettings: storeSettingsResponse,
  printSettings: printSettingsResponse,
  paymentTypes: z.array(paymentTypeDto),
  /** Beyond spec 3: where receipts and pre-bills print (the popup unless the store chose its receipt printer). */
  receiptOutput: receiptOutputDto,
});
export type OrdersInitResponse = z.infer<typeof ordersInitResponse>;

export const orderSummaryResponse = z.object({
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  orders: z.array(orderDto),
});
export type OrderSummaryResponse = z.infer<typeof orderSummaryResponse>;

const orderIds = z
  // At most what an id column holds (requiredId): PostgreSQL refuses a larger number with an error, not a missing row.
  .array(requiredId(ORDER_MESSAGES.invalidOrderIds), { error: ORDER_MESSAGES.invalidOrderIds })
  .min(1, ORDER_MESSAGES.invalidOrderIds)
  .max(100, ORDER_MESSAGES.invalidOrderIds)
  .transform((ids) => [...new Set(ids)]);

export const orderIdsBody = z.object({ orderIds });

/** Why an order or line is voided (cancelled). Optional: the spec's cancel sends none and works as before. */
const voidReason = optionalText(200);

export const cancelOrdersBody = orderIdsBody.extend({ reason: voidReason });

export const itemStatusBody = z.object({
  status: z.enum(ORDER_ITEM_STATUSES, { error: ORDER_MESSAGES.invalidItemStatus }),
  /** With status cancelled, the void's reason. */
  reason: voidReason,
});
export const kitchenItemStatusBody = z.object({
  status: z.enum(['preparing', 'completed'], { error: ORDER_MESSAGES.invalidItemStatus }),
});
export const kitchenStatusBody = z.object({ status: z.enum(KITCHEN_STATUSES, { error: ORDER_MESSAGES.invalidKitchenStatus }) });

export const completeAndPayBody = z.object({
  orderIds,
  subTotal: moneyAmount('Prices have changed since the summary. Please review the totals and try again!', 'error', 'Subtotal'),
  taxTotal: moneyAmount('Prices have changed since the summary. Please review the totals and try again!', 'error', 'Tax total'),
  total: moneyAmount('Prices have changed since the summary. Please review the totals and try again!', 'error', 'Total'),
  /** Spec 7 sends none: the store's default payment type is used then (the Orders screen always asks). */
  paymentTypeId: optionalId('Please select a payment type!'),
  /** Spec 7 sends created_by; the server records the signed-in user instead and ignores it. */
  created_by: z.unknown().optional(),
  /** Beyond spec 7: a tip paid with it (an amount, or a percent of the total); never taxed. */
  tip: tipRule,
  /** Beyond spec 7: the 'Print Receipt?' tick, for a store that prints receipts on its printer (absent: the print settings' isEnablePrint). */
  printReceipt: z.boolean({ error: 'Print Receipt? must be true or false!' }).optional(),
});
export type CompleteAndPayBody = z.output<typeof completeAndPayBody>;

// --- Server answers and rules of the order and kitchen actions (server half) -------------

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
  paymentTypeRequired: 'Please select a payment type!',
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
export const orderActionResponse = z.object({
  message: z.string(),
  /** The orders this call changed (or would have: a no-op answers them too); the client may emit them. */
  orderIds: z.array(z.number().int()),
});
export type OrderActionResponse = z.infer<typeof orderActionResponse>;

/** POST /orders/complete-and-pay-order: one invoice for all the given orders. Money as decimals. */
export const completeAndPayResponse = orderActionResponse.extend({
  invoiceId: z.number().int(),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
});
export type CompleteAndPayResponse = z.infer<typeof completeAndPayResponse>;

/** GET /orders, /kitchen and /public-display carry the server's clock (ISO) for "minutes since placed". */
export { SERVER_TIME_HEADER } from '../domain/orders';

// --- A sent order changed: a round added, a line's quantity, a line voided -------------------------------

/** POST /orders/{id}/add-items: new lines, checked and priced exactly as create-order's cart. */
export const addItemsBody = z.object({ cart: createOrderBody.shape.cart });
export type AddItemsBody = z.output<typeof addItemsBody>;

export const addItemsResponse = orderActionResponse.extend({
  /** The new lines' ids, in the cart's order. */
  itemIds: z.array(z.number().int()),
});
export type AddItemsResponse = z.infer<typeof addItemsResponse>;

/** POST /orders/{id}/items/{itemId}/quantity: lowering it needs a reason (the service says so). */
export const lineQuantityBody = z.object({
  quantity: z
    .number({ error: POS_MESSAGES.invalidQuantity })
    .int(POS_MESSAGES.invalidQuantity)
    .min(1, POS_MESSAGES.invalidQuantity)
    .max(QUANTITY_MAX, POS_MESSAGES.invalidQuantity),
  reason: voidReason,
});

/** POST /orders/{id}/items/{itemId}/void. */
export const voidLineBody = z.object({ reason: requiredText(ROUND_MESSAGES.voidReasonRequired) });
