// Spec 4 POS "after a successful order creation": receipt data stored locally, new_order_backend emitted
// with token and order id, cart cleared, and the receipt popup (printing enabled) opened. Spec 8: the
// server's message or 'Something went wrong!'. One Idempotency-Key per cart submission: trying the same
// order again after a failure reuses it, so an answer lost on the way never makes a second order.
// An order the server cannot be reached for (no answer, a timeout, 408/429/5xx) is not lost: it goes
// to the outbox with its key (stations/pos/outbox/posOutbox.ts) and the cashier carries on. While orders wait
// there, new ones queue behind them, so the kitchen gets them in the order taken. A refusal (any other 4xx)
// is shown as before: the cashier is right there to fix the cart.
// A lazy chunk (like the order checks): the terminal fetches it when the browser is idle, and the
// service worker keeps it for a start without network.
import { ApiError } from '../../../shared/api/errors';
import { NO_OPEN_DRAWER_MESSAGE } from '../../../shared/domain/drawers';
import { failureKind } from '../../../shared/api/failures';
import {
  createOrderAndInvoiceWireBody,
  createOrderWireBody,
  newIdempotencyKey,
  ORDER_CALL_TIMEOUT_MS,
  postOrder,
  type CreateOrderInput,
  type PosInit,
} from '../../../shared/api/pos';
import { POS_MESSAGES, type CreateOrderResponse } from '../../../shared/contract/posTypes';
import type { ValidationResult } from '../../../shared/contract/validation';
import { cartTotals } from '../../../shared/domain/cart';
import { paidWith, roundingStepOf } from '../../../shared/domain/bill/cashRounding';
import { ERROR_DEFAULTS, LOADING_TEXT } from '../../../shared/domain/messages';
import type { MinorUnits } from '../../../shared/domain/money/money';
import { buildReceiptData } from '../../../shared/domain/receipt/receipt';
import type { QueuedOrderEntry } from '../../../shared/offline/queuedOrder';
import { getSocket } from '../../../shared/realtime/socket';
import { sessionUser } from '../../../shared/state';
import { posEditingOutboxKey, setEditingOutboxKey } from '../outbox/outboxState';
import {
  deletePosDraft,
  posCart,
  posCustomer,
  posCustomerType,
  posAdjustments,
  posDeliveryType,
  posGuests,
  posLoadedDraftId,
  posTableId,
  resetPos,
  storePosReceipt,
} from './posState';
import { dismissToast, notifyApiError, notifyError, notifyLoading, notifySuccess } from '../../../shared/shell/toast';
import { keepOrder, posOutbox } from '../outbox/posOutbox';
import type { Payment } from './dialogs/PaymentDialog';
import { openPrintWindow, PRINT_RECEIPT_PATH } from './printWindow';
import { opensPopup } from '../../../shared/domain/printers';

export const CANNOT_KEEP_ORDER = 'The order could not be sent, and this browser cannot keep it for later. Please try again.';

export interface PlacedOrder {
  tokenNo: number;
  orderId: number;
  change: MinorUnits | null;
  wasReceiptBlocked: boolean;
}

export type PlaceOrderOutcome =
  | { status: 'placed'; order: PlacedOrder }
  /** Kept in the outbox: sent when the connection returns. */
  | { status: 'queued'; entry: QueuedOrderEntry }
  | { status: 'failed' }
  | { status: 'prices-changed' }
  /** Cash refused: the store takes cash only into an open drawer. */
  | { status: 'no-drawer' };

/** The create-order schemas (zod), a lazy chunk: see ./orderChecks.ts. */
export function loadOrderChecks() {
  return import('./orderChecks');
}

/** The order has left the terminal (sent or kept): the draft it came from and the outbox entry it fixed go. */
async function finishSubmission(): Promise<void> {
  pendingSubmission = null;
  const draftId = posLoadedDraftId.value;
  if (draftId) deletePosDraft(draftId);
  const editedKey = posEditingOutboxKey.value;
  if (editedKey) {
    setEditingOutboxKey(null);
    await posOutbox()
      .remove(editedKey)
      .catch(() => undefined);
  }
  resetPos();
}

let pendingSubmission: { fingerprint: string; key: string } | null = null;

function idempotencyKeyFor(body: unknown): string {
  const fingerprint = JSON.stringify(body);
  if (pendingSubmission?.fingerprint !== fingerprint) pendingSubmission = { fingerprint, key: newIdempotencyKey() };
  return pendingSubmission.key;
}

export async function placeOrder(init: PosInit, payment: Payment | null): Promise<PlaceOrderOutcome> {
  const cart = posCart.value;
  if (cart.length === 0) {
    notifyError(POS_MESSAGES.cartEmpty);
    return { status: 'failed' };
  }
  const totals = cartTotals(cart, posAdjustments.value);
  const customer = posCustomer.value;
  const tableId = posTableId.value;
  const input: CreateOrderInput = {
    cart,
    deliveryType: posDeliveryType.value,
    customerType: posCustomerType.value,
    customer,
    tableId,
    guests: posGuests.value,
    // The server refuses, rather than reprices, an order its menu prices differently (one queued offline too).
    expectedTotals: { netTotal: totals.itemsTotal, taxTotal: totals.taxTotal, total: totals.payableTotal },
  };

  // What the tender pays: cash rounded to its payment type's step, as the server rounds it.
  const paidBill = payment ? paidWith(totals, roundingStepOf(payment.paymentType)) : totals;
  const paid = payment
    ? {
        ...input,
        netTotal: paidBill.itemsTotal,
        taxTotal: paidBill.taxTotal,
        total: paidBill.payableTotal,
        paymentTypeId: payment.paymentType.id,
      }
    : null;
  const call = paid ? 'create-order-and-invoice' : 'create-order';
  const body = paid ? createOrderAndInvoiceWireBody(paid) : createOrderWireBody(input);
  // The server's own schema first (conventions: the client runs it before the call), same messages.
  let checked: ValidationResult<unknown> | null = null;
  try {
    const { checkOrderBody } = await loadOrderChecks();
    checked = checkOrderBody(body, paid !== null);
  } catch {
    // The checks could not be fetched (offline before they ever loaded): the server checks the order when it
    // gets it, and a refusal then shows in the outbox.
  }
  if (checked && !checked.ok) {
    notifyError(checked.message);
    return { status: 'failed' };
  }

  const key = idempotencyKeyFor(body);
  const user = sessionUser.value;
  const outbox = posOutbox();
  await outbox.ready.catch(() => undefined);
  // Orders already waiting go first: the order taken is the order sent (and tokens follow it).
  const mustQueue = navigator.onLine === false || outbox.hasWaiting(user?.username ?? null);

  if (!mustQueue) {
    const toastId = notifyLoading(LOADING_TEXT);
    let response: CreateOrderResponse | null = null;
    try {
      response = await postOrder(call, body, key, { timeoutMs: ORDER_CALL_TIMEOUT_MS });
    } catch (error) {
      const kind = failureKind(error);
      if (error instanceof ApiError && error.message === NO_OPEN_DRAWER_MESSAGE) {
        notifyError(error.message, toastId);
        return { status: 'no-drawer' };
      }
      if (error instanceof ApiError && error.code === 'conflict') {
        notifyError(error.hasServerMessage ? error.message : POS_MESSAGES.totalsChanged, toastId);
        return { status: 'prices-changed' };
      }
      if (kind === 'refused' || kind === 'session-ended') {
        notifyApiError(error, ERROR_DEFAULTS.orderCreation, toastId);
        return { status: 'failed' };
      }
      // No answer, or "not now": the order is kept and sent when the server can be reached (same key).
      dismissToast(toastId);
    }
    if (response) {
      notifySuccess(response.message || (payment ? POS_MESSAGES.orderCreatedAndPaid : POS_MESSAGES.orderCreated), toastId);
      return { status: 'placed', order: await completePlacedOrder(init, response, payment) };
    }
  }

  if (!user) {
    notifyError(CANNOT_KEEP_ORDER);
    return { status: 'failed' };
  }
  let entry: QueuedOrderEntry;
  try {
    entry = await keepOrder({
      key,
      takenBy: { username: user.username, name: user.name },
      call,
      body,
      init,
      cart,
      totals,
      deliveryType: input.deliveryType,
      customer,
      tableId,
      payment: payment ? { title: payment.paymentType.title, tendered: payment.tendered, change: payment.change } : null,
    });
  } catch {
    notifyError(CANNOT_KEEP_ORDER);
    return { status: 'failed' };
  }
  await finishSubmission();
  return { status: 'queued', entry };
}

/** Spec 4 after a successful creation: receipt stored, new_order_backend emitted, cart cleared, receipt printed. */
async function completePlacedOrder(init: PosInit, response: CreateOrderResponse, payment: Payment | null): Promise<PlacedOrder> {
  const cart = posCart.value;
  const tableId = posTableId.value;
  const table = init.storeTables.find((candidate) => candidate.id === tableId);
  const user = sessionUser.value;
  storePosReceipt(
    buildReceiptData({
      cart,
      totals: payment
        ? paidWith(cartTotals(cart, posAdjustments.value), roundingStepOf(payment.paymentType))
        : cartTotals(cart, posAdjustments.value),
      deliveryType: posDeliveryType.value,
      customerType: posCustomerType.value,
      customer: posCustomer.value,
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
  await finishSubmission();

  // A paid order's receipt printed on the receipt printer by the server alone opens no popup; an unpaid one is not a receipt.
  const isPopupWanted = init.printSettings.isEnablePrint && (payment === null || opensPopup(init.receiptOutput.receipt));
  const wasReceiptBlocked = isPopupWanted ? !openPrintWindow(PRINT_RECEIPT_PATH) : false;
  return { tokenNo: response.tokenNo, orderId: response.orderId, change: payment?.change ?? null, wasReceiptBlocked };
}
