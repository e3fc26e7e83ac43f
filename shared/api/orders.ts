// Spec 7 Orders and kitchen: the Orders screen's calls. Pay & Complete carries an Idempotency-Key (one per
// dialog submission, sent again on every retry of it) as a call option on the page's one client, like the POS orders.
// Every answer with money is decoded here, once, into views in minor units (shared/domain/orderViews);
// an unreadable amount fails the call (UnreadableAmountError) instead of showing 0.
import type { CompleteAndPayResponse, OrderActionResponse, OrderDto, OrderItemStatus, OrdersInitResponse } from '../contract/orders';
import { decodeDecimalAmount, toDecimalAmount, type MinorUnits } from '../domain/money/money';
import type { OrderGroupView, OrderView } from '../domain/orderViews';
import type { BillTotals, OrderTotals } from '../domain/bill/bill';
import { callEndpoint } from './endpoints';
import { toWireLine, withIdempotencyKey } from './pos';
import type { CartLine } from '../domain/cart';

/** The wire decimals (sub total, tax total, total, service charge) → the totals in minor units. */
export function decodeTotals(
  itemsTotal: number,
  taxTotal: number,
  payableTotal: number,
  serviceChargeTotal = 0,
): OrderTotals & Pick<BillTotals, 'serviceChargeTotal'> {
  return {
    itemsTotal: decodeDecimalAmount(itemsTotal),
    taxTotal: decodeDecimalAmount(taxTotal),
    payableTotal: decodeDecimalAmount(payableTotal),
    serviceChargeTotal: decodeDecimalAmount(serviceChargeTotal),
  };
}

export function decodeOrder({ sub_total, tax_total, total, service_charge_total, items, ...order }: OrderDto): OrderView {
  return {
    ...order,
    totals: decodeTotals(sub_total, tax_total, total, service_charge_total),
    items: items.map(({ price, variant_price, modifiers, ...item }) => ({
      ...item,
      price: decodeDecimalAmount(price),
      variant_price: variant_price === null ? null : decodeDecimalAmount(variant_price),
      // A list kept by an older build has none.
      modifiers: (modifiers ?? []).map(({ price_change, ...modifier }) => ({
        ...modifier,
        price_change: decodeDecimalAmount(price_change),
      })),
    })),
  };
}

export async function getOrders(): Promise<OrderGroupView[]> {
  const groups = await callEndpoint('GET /orders', {});
  return groups.map((group) => ({ ...group, orders: group.orders.map(decodeOrder) }));
}

export function getOrdersInit(): Promise<OrdersInitResponse> {
  return callEndpoint('GET /orders/init', {});
}

/** `reason`: why a line is voided (with status cancelled); none is the spec's call. */
export function updateOrderItemStatus(itemId: number, status: OrderItemStatus, reason?: string): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/update-status/:id', { params: { id: itemId }, body: reason ? { status, reason } : { status } });
}

/** `reason`: why the orders are voided; none is the spec's call. */
export function cancelOrders(orderIds: readonly number[], reason?: string): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/cancel', { body: reason ? { orderIds: [...orderIds], reason } : { orderIds: [...orderIds] } });
}

export function completeOrders(orderIds: readonly number[]): Promise<OrderActionResponse> {
  return callEndpoint('POST /orders/complete', { body: { orderIds: [...orderIds] } });
}

export interface PaymentSummary {
  /** What Pay & Complete charges: the orders' stored totals added up by the server. */
  totals: OrderTotals;
  orders: OrderView[];
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
  /** A tip paid with it (percent as a decimal percent, amount as a decimal); the server computes it too. */
  tip?: { kind: 'percent' | 'amount'; value: number } | null;
  /** 'Print Receipt?': whether the store's receipt printer prints it (when the store prints receipts there). */
  printReceipt?: boolean;
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
    ...(input.tip ? { tip: input.tip } : {}),
    ...(input.printReceipt === undefined ? {} : { printReceipt: input.printReceipt }),
  };
}

export interface PaidOrders extends Pick<CompleteAndPayResponse, 'message' | 'orderIds' | 'invoiceId'> {
  totals: OrderTotals;
}

export async function completeAndPayOrders(input: CompleteAndPayInput, idempotencyKey: string): Promise<PaidOrders> {
  const { subtotal, taxTotal, total, ...paid } = await callEndpoint(
    'POST /orders/complete-and-pay-order',
    { body: completeAndPayWireBody(input) },
    withIdempotencyKey(idempotencyKey),
  );
  return { ...paid, totals: decodeTotals(subtotal, taxTotal, total) };
}

// --- A sent order changed (the register's "Add items"): each call keyed, so a retry of it writes once ---

export function addOrderItems(orderId: number, cart: readonly CartLine[], idempotencyKey: string): Promise<OrderActionResponse> {
  return callEndpoint(
    'POST /orders/:id/add-items',
    { params: { id: orderId }, body: { cart: cart.map(toWireLine) } },
    withIdempotencyKey(idempotencyKey),
  );
}

/** Sets the line's quantity (not a step: sent again, it changes nothing more); lowering it needs `reason`. */
export function changeOrderLineQuantity(
  line: { orderId: number; itemId: number },
  quantity: number,
  reason: string | null,
  idempotencyKey: string,
): Promise<OrderActionResponse> {
  return callEndpoint(
    'POST /orders/:id/items/:itemId/quantity',
    { params: { id: line.orderId, itemId: line.itemId }, body: { quantity, reason } },
    withIdempotencyKey(idempotencyKey),
  );
}

export function voidOrderLine(
  line: { orderId: number; itemId: number },
  reason: string,
  idempotencyKey: string,
): Promise<OrderActionResponse> {
  return callEndpoint(
    'POST /orders/:id/items/:itemId/void',
    { params: { id: line.orderId, itemId: line.itemId }, body: { reason } },
    withIdempotencyKey(idempotencyKey),
  );
}
