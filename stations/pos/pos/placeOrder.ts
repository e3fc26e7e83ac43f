// Spec 4 POS "after a successful order creation": receipt data stored locally, new_order_backend emitted
// with token and order id, cart cleared, and the receipt popup (printing enabled) opened. Spec 8: the
// server's message or 'Something went wrong!'. One Idempotency-Key per cart submission: trying the same
// order again after a failure reuses it, so an answer lost on the way never makes a second order.
import { createOrder, createOrderAndInvoice, createOrderAndInvoiceWireBody, createOrderWireBody, newIdempotencyKey, type CreateOrderInput } from '../../../shared/api/pos';
import { ApiError } from '../../../shared/api/errors';
import { POS_MESSAGES, type CreateOrderResponse, type PosInitResponse } from '../../../shared/contract/posWire';
import type { ValidationResult } from '../../../shared/contract/validation';
import { cartTotals } from '../../../shared/domain/cart';
import { ERROR_DEFAULTS, LOADING_TEXT } from '../../../shared/domain/messages';
import type { MinorUnits } from '../../../shared/domain/money';
import { buildReceiptData } from '../../../shared/domain/receipt';
import { getSocket } from '../../../shared/realtime/socket';
import { sessionUser } from '../../../shared/state';
import {
  deletePosDraft,
  posCart,
  posCustomer,
  posCustomerType,
  posDeliveryType,
  posLoadedDraftId,
  posTableId,
  resetPos,
  storePosReceipt,
} from '../../../shared/state/pos';
import { notifyApiError, notifyError, notifyLoading, notifySuccess } from '../../../shared/shell/toast';
import type { Payment } from './dialogs/PaymentDialog';

export const PRINT_RECEIPT_PATH = '/print-receipt';
export const PRINT_TOKEN_PATH = '/print-token';

export interface PlacedOrder {
  tokenNo: number;
  orderId: number;
  change: MinorUnits | null;
  wasReceiptBlocked: boolean;
}

export type PlaceOrderOutcome = { status: 'placed'; order: PlacedOrder } | { status: 'failed' } | { status: 'prices-changed' };

/** Spec 2.14 / 9: the print popups are 400x400. False when the browser blocked the window. */
export function openPrintWindow(path: typeof PRINT_RECEIPT_PATH | typeof PRINT_TOKEN_PATH): boolean {
  return window.open(path, '_blank', 'width=400,height=400') !== null;
}

/** The create-order schemas (zod), a lazy chunk: see ./orderChecks.ts. */
export function loadOrderChecks() {
  return import('./orderChecks');
}

let pendingSubmission: { fingerprint: string; key: string } | null = null;

function idempotencyKeyFor(body: unknown): string {
  const fingerprint = JSON.stringify(body);
  if (pendingSubmission?.fingerprint !== fingerprint) pendingSubmission = { fingerprint, key: newIdempotencyKey() };
  return pendingSubmission.key;
}

export async function placeOrder(init: PosInitResponse, payment: Payment | null): Promise<PlaceOrderOutcome> {
  const cart = posCart.value;
  if (cart.length === 0) {
    notifyError(POS_MESSAGES.cartEmpty);
    return { status: 'failed' };
  }
  const totals = cartTotals(cart);
  const customer = posCustomer.value;
  const tableId = posTableId.value;
  const input: CreateOrderInput = {
    cart,
    deliveryType: posDeliveryType.value,
    customerType: posCustomerType.value,
    customer,
    tableId,
  };

  const paid = payment
    ? { ...input, netTotal: totals.itemsTotal, taxTotal: totals.taxTotal, total: totals.payableTotal, paymentTypeId: payment.paymentType.id }
    : null;
  const body = paid ? createOrderAndInvoiceWireBody(paid) : createOrderWireBody(input);
  // The server's own schema first (conventions: the client runs it before the call), same messages.
  let checked: ValidationResult<unknown>;
  try {
    const { checkOrderBody } = await loadOrderChecks();
    checked = checkOrderBody(body, paid !== null);
  } catch (error) {
    // The checks could not be fetched (offline): the order could not be sent either.
    notifyApiError(error, ERROR_DEFAULTS.orderCreation);
    return { status: 'failed' };
  }
  if (!checked.ok) {
    notifyError(checked.message);
    return { status: 'failed' };
  }

  const toastId = notifyLoading(LOADING_TEXT);
  let response: CreateOrderResponse;
  try {
    const key = idempotencyKeyFor(body);
    response = paid ? await createOrderAndInvoice(paid, key) : await createOrder(input, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      notifyError(error.hasServerMessage ? error.message : POS_MESSAGES.totalsChanged, toastId);
      return { status: 'prices-changed' };
    }
    notifyApiError(error, ERROR_DEFAULTS.orderCreation, toastId);
    return { status: 'failed' };
  }
  pendingSubmission = null;
  notifySuccess(response.message || (payment ? POS_MESSAGES.orderCreatedAndPaid : POS_MESSAGES.orderCreated), toastId);

  const table = init.storeTables.find((candidate) => candidate.id === tableId);
  const user = sessionUser.value;
  storePosReceipt(
    buildReceiptData({
      cart,
      totals,
      deliveryType: input.deliveryType,
      customerType: input.customerType,
      customer,
      tableId,
      tableTitle: table?.table_title ?? null,
      storeSettings: init.storeSettings,
      printSettings: init.printSettings,
      order: { tokenNo: response.tokenNo, orderId: response.orderId },
      user: user ? { username: user.username, name: user.name } : null,
      now: new Date(),
      payment: payment ? { title: payment.paymentType.title, tendered: payment.tendered, change: payment.change } : null,
    }),
  );
  getSocket().emit('new_order_backend', { tokenNo: response.tokenNo, orderId: response.orderId });

  const draftId = posLoadedDraftId.value;
  if (draftId) deletePosDraft(draftId);
  resetPos();

  const isPrintEnabled = init.printSettings.is_enable_print || init.printSettings.isEnablePrint;
  const wasReceiptBlocked = isPrintEnabled ? !openPrintWindow(PRINT_RECEIPT_PATH) : false;
  return {
    status: 'placed',
    order: { tokenNo: response.tokenNo, orderId: response.orderId, change: payment?.change ?? null, wasReceiptBlocked },
  };
}
