// Spec 7 Orders and kitchen, the Orders screen's calls. Each group takes the scopes of its page
// in spec 2.1.
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { ORDER_ACTION_MESSAGES } from '../orders';
import { idParam } from '../pathParams';
import {
  addItemsBody,
  addItemsResponse,
  cancelOrdersBody,
  completeAndPayBody,
  completeAndPayResponse,
  itemStatusBody,
  orderActionResponse,
  orderGroupsResponse,
  orderIdsBody,
  ordersInitResponse,
  orderSummaryResponse,
  lineQuantityBody,
  voidLineBody,
} from '../orders';

const ORDERS_SCOPES = ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'] as const satisfies readonly Permission[];
const tag = 'orders';
/** Changing what a sent order holds is the till's work: the POS and Orders pages' scopes. */
const CHANGE_SCOPES = ['POS', 'ORDERS'] as const satisfies readonly Permission[];
const orderId = idParam(ORDER_ACTION_MESSAGES.orderNotFound);
const itemId = idParam(ORDER_ACTION_MESSAGES.orderItemNotFound);

export const ordersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/orders',
    access: ORDERS_SCOPES,
    tag,
    summary: "The open orders grouped by table; the server's clock in X-Server-Time.",
    response: orderGroupsResponse,
  }),
  init: endpoint({
    method: 'GET',
    path: '/orders/init',
    access: ORDERS_SCOPES,
    tag,
    summary: 'Store and print settings and the payment types, for the Orders screen.',
    response: ordersInitResponse,
  }),
  updateItemStatus: endpoint({
    method: 'POST',
    path: '/orders/update-status/:id',
    params: { id: idParam(ORDER_ACTION_MESSAGES.orderItemNotFound) },
    access: ORDERS_SCOPES,
    tag,
    summary: "Changes one order item's status.",
    body: itemStatusBody,
    response: orderActionResponse,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/orders/cancel',
    access: ORDERS_SCOPES,
    tag,
    summary: 'Cancels (voids) unpaid open orders, with an optional reason kept in the audit trail.',
    body: cancelOrdersBody,
    response: orderActionResponse,
  }),
  complete: endpoint({
    method: 'POST',
    path: '/orders/complete',
    access: ORDERS_SCOPES,
    tag,
    summary: 'Completes paid orders.',
    body: orderIdsBody,
    response: orderActionResponse,
  }),
  paymentSummary: endpoint({
    method: 'POST',
    path: '/orders/complete-order-payment-summary',
    access: ORDERS_SCOPES,
    tag,
    summary: 'The totals the server would charge for these orders.',
    body: orderIdsBody,
    response: orderSummaryResponse,
  }),
  completeAndPay: endpoint({
    method: 'POST',
    path: '/orders/complete-and-pay-order',
    access: ORDERS_SCOPES,
    tag,
    summary: 'Takes one payment for the orders and completes them (one invoice); 409 when the totals changed.',
    body: completeAndPayBody,
    response: completeAndPayResponse,
    idempotent: true,
  }),
  addItems: endpoint({
    method: 'POST',
    path: '/orders/:id/add-items',
    params: { id: orderId },
    access: CHANGE_SCOPES,
    tag,
    summary: "Adds a round of lines to an open, unpaid order (priced, checked and counted as create-order's cart); ADD tickets.",
    body: addItemsBody,
    response: addItemsResponse,
    idempotent: true,
  }),
  changeLineQuantity: endpoint({
    method: 'POST',
    path: '/orders/:id/items/:itemId/quantity',
    params: { id: orderId, itemId },
    access: CHANGE_SCOPES,
    tag,
    summary: "Changes a sent line's quantity (lowering it needs a reason; raising it takes stock); old → new tickets.",
    body: lineQuantityBody,
    response: orderActionResponse,
    idempotent: true,
  }),
  voidLine: endpoint({
    method: 'POST',
    path: '/orders/:id/items/:itemId/void',
    params: { id: orderId, itemId },
    access: CHANGE_SCOPES,
    tag,
    summary: 'Voids one line of an open, unpaid order with a reason kept on the line and in the audit trail; VOID tickets.',
    body: voidLineBody,
    response: orderActionResponse,
    idempotent: true,
  }),
} as const;
