// The POS outbox (shared/offline/outbox.ts) wired to the browser: entries in IndexedDB, sent through the
// page's one API client (spec 4's refresh-and-retry applies: an access cookie that expired during the drop is
// renewed before the order goes), checked against today's menu before sending, and sent again when the browser
// comes back online, the socket reconnects, the tablet wakes up, or the back-off timer says so.
// A lazy chunk: PosApp starts it right after the first screen (queued orders from an earlier visit go at once).
import { messageOf } from '../../../shared/api/errors';
import { failureKind } from '../../../shared/api/failures';
import { getPosInit, ORDER_CALL_TIMEOUT_MS, postOrder, type OrderCall, type PosInit } from '../../../shared/api/pos';
import type { CartLine } from '../../../shared/domain/cart';
import type { OrderTotals } from '../../../shared/domain/bill/bill';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { rememberAnswer } from '../../../shared/offline/answerCache';
import { askForPersistentStorage, idbOutboxStore } from '../../../shared/offline/idb';
import { createOutbox, type Outbox, type SendOutcome } from '../../../shared/offline/outbox';
import {
  OUTBOX_MESSAGES,
  queuedOrderCheck,
  type QueuedOrder,
  type QueuedOrderEntry,
  type QueuedOrderResult,
} from '../../../shared/offline/queuedOrder';
import { getSocket } from '../../../shared/realtime/socket';
import { sessionUser } from '../../../shared/state';
import { setOutboxEntries } from './outboxState';
import { notifyError, notifySuccess } from '../../../shared/shell/toast';
import { formatClockTime } from '../../../shared/ui/clock';

export type PosOutbox = Outbox<QueuedOrder, QueuedOrderResult>;

async function sendQueuedOrder(entry: QueuedOrderEntry): Promise<SendOutcome<QueuedOrderResult>> {
  try {
    const response = await postOrder(entry.payload.call, entry.payload.body, entry.key, { timeoutMs: ORDER_CALL_TIMEOUT_MS });
    return { kind: 'sent', result: { tokenNo: response.tokenNo, orderId: response.orderId, message: response.message } };
  } catch (error) {
    switch (failureKind(error)) {
      case 'unreachable':
        return { kind: 'retry', message: OUTBOX_MESSAGES.noConnection };
      case 'unavailable':
        return { kind: 'retry', message: messageOf(error, OUTBOX_MESSAGES.serverBusy) };
      case 'session-ended':
        return { kind: 'session-ended' };
      case 'refused':
        return { kind: 'refused', message: messageOf(error, ERROR_DEFAULTS.orderCreation) };
    }
  }
}

let outbox: PosOutbox | null = null;

const SENT_TOAST_ID = 'outbox-sent';
const ATTENTION_TOAST_ID = 'outbox-attention';

/** The page's outbox, started on first use. */
export function posOutbox(): PosOutbox {
  if (outbox) return outbox;
  const started = createOutbox<QueuedOrder, QueuedOrderResult>({
    store: idbOutboxStore<QueuedOrderEntry>(),
    send: sendQueuedOrder,
    async prepare() {
      // Today's menu: a queued order whose items or prices changed meanwhile is held, never silently repriced.
      const init = await getPosInit();
      rememberAnswer('pos-init:minor', init);
      return queuedOrderCheck(init.menuItems);
    },
    currentUser: () => sessionUser.value?.username ?? null,
    canTry: () => navigator.onLine !== false,
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    onChange: setOutboxEntries,
    onSent(entry) {
      const { tokenNo, orderId } = entry.result ?? { tokenNo: 0, orderId: 0 };
      // Spec 4: the same announcement as an order sent at once (the server emits new_order itself after commit).
      getSocket().emit('new_order_backend', { tokenNo, orderId });
      // One toast for the whole drain (each replaces the last), not a hundred after a long outage.
      notifySuccess(`Queued order sent: ${entry.payload.reference}, token ${tokenNo}.`, SENT_TOAST_ID);
    },
    onAttention() {
      const count = started.entries().filter((candidate) => candidate.status === 'attention').length;
      notifyError(
        count === 1 ? 'A queued order needs attention: open the Outbox.' : `${count} queued orders need attention: open the Outbox.`,
        ATTENTION_TOAST_ID,
      );
    },
  });
  outbox = started;
  const drain = () => void started.drain();
  window.addEventListener('online', drain);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') drain();
  });
  getSocket().on('connect', drain);
  void started.ready.then(drain, () => undefined);
  return started;
}

/** "Table 2 · 14:05", "Robin Regular · 14:05", "Take Away · 14:05": how the cashier finds a kept order. */
export function orderReference(tableTitle: string | null, customerName: string | null, deliveryType: string, now = new Date()): string {
  const time = formatClockTime(now.getTime());
  const who =
    tableTitle ?? customerName ?? (deliveryType === 'takeaway' ? 'Take Away' : deliveryType === 'delivery' ? 'Delivery' : 'Walk-in');
  return `${who} · ${time}`;
}

export interface OrderToKeep {
  key: string;
  takenBy: { username: string; name: string };
  call: OrderCall;
  body: object;
  init: PosInit;
  cart: CartLine[];
  totals: OrderTotals;
  deliveryType: QueuedOrder['deliveryType'];
  customer: QueuedOrder['customer'];
  tableId: number | null;
  payment: QueuedOrder['payment'];
}

/** Keeps a new order: stored before anything else happens, then sent in its turn. */
export async function keepOrder(order: OrderToKeep): Promise<QueuedOrderEntry> {
  askForPersistentStorage();
  const table = order.init.storeTables.find((candidate) => candidate.id === order.tableId);
  const tableTitle = table?.table_title ?? null;
  return posOutbox().enqueue({
    key: order.key,
    takenBy: order.takenBy.username,
    payload: {
      call: order.call,
      body: order.body,
      reference: orderReference(tableTitle, order.customer?.name ?? null, order.deliveryType),
      cart: order.cart,
      // The spec's three figures only: the kept order's shape, whatever else the cart's bill carries.
      totals: { itemsTotal: order.totals.itemsTotal, taxTotal: order.totals.taxTotal, payableTotal: order.totals.payableTotal },
      currency: order.init.storeSettings.currency,
      deliveryType: order.deliveryType,
      customer: order.customer,
      tableId: order.tableId,
      tableTitle,
      payment: order.payment,
      user: order.takenBy,
    },
  });
}
