// Spec 3 (order group, order, order item, order summary, orders init), 4 (item and kitchen statuses) and
// 7 Orders and kitchen: the wire shapes of the live service loop. Money travels as decimals.
import { z } from 'zod';
import type { CustomerType, DeliveryType } from './pos';
import type { PaymentTypeDto, PrintSettingsResponse, StoreSettingsResponse } from './settings';
import { moneyAmount, optionalId } from './validation';

export const ORDER_ITEM_STATUSES = ['created', 'preparing', 'completed', 'delivered', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const KITCHEN_STATUSES = ['notstarted', 'inprogress', 'almostready', 'ready'] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** Spec 4: label and badge colour of each kitchen status. */
export const KITCHEN_STATUS_LABELS: Record<KitchenStatus, { label: string; tone: 'grey' | 'amber' | 'green' }> = {
  notstarted: { label: 'Not Started', tone: 'grey' },
  inprogress: { label: 'In Progress', tone: 'amber' },
  almostready: { label: 'Almost Ready', tone: 'amber' },
  ready: { label: 'Ready', tone: 'green' },
};

export type OrderStatus = 'created' | 'completed' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'paid';

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
