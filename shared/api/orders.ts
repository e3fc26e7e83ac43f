// Spec 7 Orders and kitchen: the Orders screen's calls. Pay & Complete carries an Idempotency-Key (one per
// dialog submission, sent again on every retry of it) as a call option on the page's one client, like the POS orders.
import type {
  CompleteAndPayResponse,
  OrderActionResponse,
  OrderGroupDto,
  OrderItemStatus,
  OrderSummaryResponse,
  OrdersInitResponse,
} from '../contract/orders';
import { toDecimalAmount, type MinorUnits } from '../domain/money';
import { callEndpoint } from './endpoints';
import { withIdempotencyKey } from './pos';

export function getOrders(): Promise<OrderGroupDto[]> {
  return callEndpoint('GET /orders', {});
}

export function getOrdersInit(): Promise<OrdersInitResponse> {
  return callEndpoint('GET /orders/init', {});
}

export function updateOrderItemStatus(itemId: number, status: OrderItemStatus): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/update-status/:id', { params: { id: itemId }, body: { status } });
}

export function cancelOrders(orderIds: readonly number[]): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/cancel', { body: { orderIds: [...orderIds] } });
}

export function completeOrders(orderIds: readonly number[]): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/complete', { body: { orderIds: [...orderIds] } });
}

export function getPaymentSummary(orderIds: readonly number[]): Promise<OrderSummaryResponse> {
  return callEndpoint('POST /orders/complete-order-payment-summary', { body: { orderIds: [...orderIds] } });
}

export interface CompleteAndPayInput {
  orderIds: readonly number[];
  /** The summary's totals in minor units: the server checks them against its own (409 on a mismatch). */
  subTotal: MinorUnits;
  taxTotal: MinorUnits;
  total: MinorUnits;
  paymentTypeId: number;
  /** Spec 7 sends created_by; the server records the signed-in user and ignores it. */
  createdBy: string | null;
}

/** The spec-7 body of complete-and-pay-order (money as decimals). */
export function completeAndPayWireBody(input: CompleteAndPayInput) {
  return {
    created_by: input.createdBy,
    orderIds: [...input.orderIds],
    subTotal: toDecimalAmount(input.subTotal),
    taxTotal: toDecimalAmount(input.taxTotal),
    total: toDecimalAmount(input.total),
    paymentTypeId: input.paymentTypeId,
  };
}

export function completeAndPayOrders(input: CompleteAndPayInput, idempotencyKey: string): Promise<CompleteAndPayResponse> {
  return callEndpoint('POST /orders/complete-and-pay-order', { body: completeAndPayWireBody(input) }, withIdempotencyKey(idempotencyKey));
}
