// Spec 2.6 Orders screen (/dashboard/orders): header 'Orders' with Refresh; the open orders grouped by table or
// 'Dine Out / Delivery'; group, order and item menus; cancel and complete confirmations; Pay & Complete.
// Live over the page's socket: new_order and order_update reload, every reconnection reloads; each order never
// shown before beeps once (also those a gap missed, never one already shown); the last list is kept in
// the browser and shown "stale since HH:MM" when the server cannot be reached. After each change the list reloads and order_update_backend is
// emitted (spec 4). Spec 8: the server's message, else 'Error processing your request, Please try later!'.
import { useEffect, useMemo, useState } from 'react';
import { failureKind } from '../../../shared/api/failures';
import { cancelOrders, completeOrders, getOrders, getOrdersInit, updateOrderItemStatus } from '../../../shared/api/orders';
import { printReceiptOnPrinter, reprintOrder } from '../../../shared/api/printers';
import { opensPopup } from '../../../shared/domain/printers';
import type { OrderActionResponse, OrdersInitResponse } from '../../../shared/contract/orders';
import type { OrderGroupView, OrderItemView, OrderView } from '../../../shared/domain/orderViews';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { ORDER_MESSAGES, type OrderItemStatus } from '../../../shared/domain/orders';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { addItemsPath } from '../../../shared/domain/addItems';
import { goTo } from '../../../shared/shell/station';
import { playForEach } from '../../../shared/realtime/newOrders';
import { announceOrderUpdate } from '../../../shared/realtime/socket';
import { useLiveList } from '../../../shared/realtime/useLiveList';
import { hasAnyScope } from '../../../shared/domain/access/scopes';
import { sessionUser, useSignals } from '../../../shared/state';
import { StationLink } from '../../../shared/shell/StationLink';
import { Icon } from '../../../shared/ui/Icon';
import { button } from '../../../shared/ui/button.css';
import { isBrowserOnline } from '../../../shared/state/connection';
import { ordersInit, ordersLive } from './ordersState';
import { storePosReceipt } from '../register/posState';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { ConnectionBanner } from '../../../shared/ui/ConnectionBanner';
import { playBeep, unlockAudioOnFirstGesture } from '../../../shared/ui/sound';
import { EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import { preloadWhenIdle, useLazyModule } from '../../../shared/ui/deferred/lazyModule';
import { openPrintWindow, PRINT_RECEIPT_PATH } from '../register/printWindow';
import { findOrders, FIND_EVERYTHING, groupKeyOf } from './findOrders';
import { OrderGroupCard, type OrdersAction } from './OrderGroupCard';
import { OrdersFindBar } from './OrdersFindBar';
import { QueuedOrders } from './QueuedOrders';
import type { PaidOrders } from './PayCompleteDialog';
import { VoidConfirm } from './VoidConfirm';
import { buildOrdersReceipt, ordersTotals } from '../../../shared/domain/receipt/ordersReceipt';
import * as css from './orders.css';

const COMPLETE_CONFIRM_TEXT = 'Are you sure, you are completing the order! It will leave the pending orders.';
const CANCEL_ITEM_CONFIRM_TEXT = 'Are you sure, you are cancelling this item! This process is not reversible.';
const POPUP_BLOCKED_TEXT = 'The receipt window was blocked. Please allow pop-ups for this site and try again.';
const LOAD_ERROR_TOAST_ID = 'orders-load-error';
// Without the server and without a list kept on this device: say so, not "Error loading orders!".
const OFFLINE_NO_LIST_TITLE = "Offline: can't reach Brigade.";
const OFFLINE_NO_LIST_TEXT = 'No list of open orders is kept on this device yet. It loads by itself when the connection returns.';
// Pay & Complete is a lazy chunk fetched when the browser is idle: the POS bundle's first load stays within budget.
const loadPayCompleteDialog = () => import('./PayCompleteDialog');

const groupOrderIds = (groups: readonly OrderGroupView[]) => groups.flatMap((group) => group.orders.map((order) => order.id));

type DialogState =
  | { kind: 'cancel'; orders: readonly OrderView[] }
  | { kind: 'complete'; orders: readonly OrderView[] }
  | { kind: 'pay'; orders: readonly OrderView[]; group: OrderGroupView }
  | { kind: 'cancel-item'; item: OrderItemView };

function timeFormatter(timeZone: string | null | undefined): (iso: string) => string {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(undefined, { ...options, timeZone: timeZone || undefined });
    } catch {
      return new Intl.DateTimeFormat(undefined, options);
    }
  };
  const time = make({ timeStyle: 'short' });
  const dateTime = make({ dateStyle: 'medium', timeStyle: 'short' });
  const day = make({ dateStyle: 'short' });
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    // Open orders can be old (spec: however old): older than today shows its date too.
    return day.format(date) === day.format(new Date()) ? time.format(date) : dateTime.format(date);
  };
}

/** GET /orders/init once per page; retried when an action needs it and it failed. */
async function ensureOrdersInit(): Promise<OrdersInitResponse | null> {
  if (ordersInit.value) return ordersInit.value;
  try {
    ordersInit.value = await getOrdersInit();
  } catch (error) {
    notifyApiError(error, ORDER_MESSAGES.loadError);
  }
  return ordersInit.value;
}

/**
 * Spec 2.6 group menu Print Receipt: the orders' receipt data stored, the 400x400 receipt popup opened; and/or, when
 * the store chose its receipt printer for this kind (a pre-bill while an order is unpaid), printed there.
 */
async function printReceipt(orders: readonly OrderView[], group: OrderGroupView) {
  const loaded = await ensureOrdersInit();
  if (!loaded) return;
  const isPreBill = orders.some((order) => order.payment_status !== 'paid');
  const output = isPreBill ? loaded.receiptOutput.preBill : loaded.receiptOutput.receipt;
  if (output !== 'popup') {
    await printReceiptOnPrinter({ orderIds: orders.map((order) => order.id) })
      .then((answer) => notifySuccess(answer.message))
      .catch((error: unknown) => notifyApiError(error, ORDER_MESSAGES.actionError));
  }
  if (!opensPopup(output)) return;
  const receipt = buildOrdersReceipt({
    orders,
    totals: ordersTotals(orders),
    tableTitle: group.table_id === null ? null : group.table_title,
    init: loaded,
  });
  if (!receipt) return;
  // The group's receipt was printed before (at the POS or an earlier Print Receipt): a reprint.
  storePosReceipt({ ...receipt, reprintOf: { document: 'receipt', orderId: receipt.orderId } });
  if (!openPrintWindow(PRINT_RECEIPT_PATH)) notifyError(POPUP_BLOCKED_TEXT);
}

export function OrdersPage() {
  useSignals();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [isUnreachable, setIsUnreachable] = useState(false);
  const [find, setFind] = useState(FIND_EVERYTHING);

  async function loadOrders() {
    try {
      const groups = await getOrders();
      setIsUnreachable(false);
      return groups;
    } catch (error) {
      setIsUnreachable(failureKind(error) === 'unreachable');
      throw error;
    }
  }

  const refresh = useLiveList(ordersLive, loadOrders, {
    cacheName: 'orders:minor',
    // Spec 2.6: a new order plays a sound and reloads the list (the sound once it is in the reloaded list).
    orderIdsOf: groupOrderIds,
    onNewOrders: (ids) => playForEach(ids.length, playBeep),
    // Without a connection the banner and the status chip say so; a toast would only call it an error.
    onRefetchError: (error) => {
      if (failureKind(error) !== 'unreachable') notifyApiError(error, ORDER_MESSAGES.loadError, LOAD_ERROR_TOAST_ID);
    },
  });

  useEffect(() => {
    void ensureOrdersInit();
    return unlockAudioOnFirstGesture();
  }, []);
  useEffect(() => preloadWhenIdle(loadPayCompleteDialog), []);
  const payDialog = useLazyModule(loadPayCompleteDialog, dialog?.kind === 'pay', (error) => {
    notifyApiError(error, ORDER_MESSAGES.actionError);
    setDialog(null);
  });

  const init = ordersInit.value;
  const symbol = currencySymbol(init?.storeSettings.currency ?? 'USD');
  const formatTime = useMemo(() => timeFormatter(init?.storeSettings.timeZone), [init?.storeSettings.timeZone]);

  /** Spec 7/4: the server's message as a toast, the list reloaded, other stations told. */
  async function runAction(call: () => Promise<OrderActionResponse>, orderIds: readonly number[]): Promise<boolean> {
    let isDone = false;
    try {
      const response = await call();
      notifySuccess(response.message);
      announceOrderUpdate(response.orderIds?.length ? response.orderIds : orderIds);
      isDone = true;
    } catch (error) {
      notifyApiError(error, ORDER_MESSAGES.actionError);
    }
    await refresh();
    return isDone;
  }

  async function handleOrdersAction(action: OrdersAction, orders: readonly OrderView[], group: OrderGroupView) {
    const unpaid = orders.filter((order) => order.payment_status !== 'paid');
    switch (action) {
      case 'print':
        await printReceipt(orders, group);
        break;
      case 'cancel':
        // Paid orders cannot be cancelled (the server refuses them): the group's unpaid ones are.
        setDialog({ kind: 'cancel', orders: unpaid });
        break;
      case 'complete':
        setDialog({ kind: 'complete', orders });
        break;
      case 'pay':
        if (await ensureOrdersInit()) setDialog({ kind: 'pay', orders, group });
        break;
      case 'addItems':
        if (orders[0]) goTo(addItemsPath(orders[0].id));
        break;
      case 'reprint':
        for (const order of orders) {
          await reprintOrder(order.id)
            .then((response) => notifySuccess(response.message))
            .catch((error: unknown) => notifyApiError(error, ORDER_MESSAGES.actionError));
        }
        break;
    }
  }

  function handleItemStatus(item: OrderItemView, status: Exclude<OrderItemStatus, 'created'>) {
    if (status === 'cancelled') {
      setDialog({ kind: 'cancel-item', item });
      return;
    }
    void runAction(() => updateOrderItemStatus(item.id, status), [item.order_id]);
  }

  async function handlePaid(paid: PaidOrders, orders: readonly OrderView[], group: OrderGroupView) {
    notifySuccess(paid.response.message);
    const paidIds = paid.response.orderIds?.length ? paid.response.orderIds : paid.summary.orders.map((order) => order.id);
    announceOrderUpdate(paidIds);
    setDialog(null);
    // A store printing receipts on its printer only: the server queued it with the payment.
    if (paid.shouldPrint && init && opensPopup(init.receiptOutput.receipt)) {
      const receipt = buildOrdersReceipt({
        orders: paid.summary.orders,
        totals: paid.totals,
        tableTitle: group.table_id === null ? null : group.table_title,
        init,
        paymentType: paid.paymentTypeTitle,
      });
      if (receipt) {
        // The receipt shows the discount, the tip and what was paid.
        storePosReceipt({ ...receipt, billing: paid.billing ?? null });
        if (!openPrintWindow(PRINT_RECEIPT_PATH)) notifyError(POPUP_BLOCKED_TEXT);
      }
    }
    // Pay & Complete clears the whole selection: orders paid earlier (at the POS) are completed as well.
    const alreadyPaid = orders.filter((order) => order.payment_status === 'paid').map((order) => order.id);
    if (alreadyPaid.length > 0) await runAction(() => completeOrders(alreadyPaid), alreadyPaid);
    else await refresh();
  }

  const status = ordersLive.status.value;
  const groups = ordersLive.data.value;
  // A table whose orders were all paid or completed has no chip any more: the find shows every table again.
  const shownFind = useMemo(
    () => (find.groupKey === null || groups.some((group) => groupKeyOf(group) === find.groupKey) ? find : { ...find, groupKey: null }),
    [groups, find],
  );
  const found = useMemo(() => findOrders(groups, shownFind), [groups, shownFind]);

  return (
    <>
      <PageHeader
        title={PAGES.orders.title}
        actions={
          <>
            {/* The tables as a plan, for whoever may open the floor (the POS's scope). */}
            {hasAnyScope(sessionUser.value, PAGES.floor.scopes) ? (
              <StationLink href={PAGES.floor.path} className={button.secondary}>
                <Icon name="reservations" />
                {PAGES.floor.title}
              </StationLink>
            ) : null}
            <Button variant="secondary" icon="refresh" onClick={() => void refresh()} disabled={ordersLive.isRefreshing.value}>
              Refresh
            </Button>
          </>
        }
      />
      <ConnectionBanner staleSince={ordersLive.staleSince.value} />
      <QueuedOrders />
      {status === 'loading' ? (
        <Loading />
      ) : status === 'error' && (isUnreachable || !isBrowserOnline.value) ? (
        <EmptyState title={OFFLINE_NO_LIST_TITLE} description={OFFLINE_NO_LIST_TEXT} icon="alert" />
      ) : status === 'error' ? (
        <ErrorState message={ORDER_MESSAGES.loadError} onRetry={refresh} />
      ) : groups.length === 0 ? (
        <EmptyState title={ORDER_MESSAGES.noOrdersPending} icon="orders" />
      ) : (
        <>
          <OrdersFindBar groups={groups} find={shownFind} onChange={setFind} />
          {found.length === 0 ? (
            <p className={css.findEmpty} role="status">
              No open order matches{find.query.trim() ? ` “${find.query.trim()}”` : ''}.
            </p>
          ) : null}
          <ul className={css.grid} aria-label="Open orders">
            {found.map((group) => (
              <OrderGroupCard
                key={group.table_id ?? 'dine-out'}
                group={group}
                currencySymbol={symbol}
                formatTime={formatTime}
                onOrdersAction={(action, orders, of) => void handleOrdersAction(action, orders, of)}
                onItemStatus={handleItemStatus}
              />
            ))}
          </ul>
        </>
      )}

      {dialog?.kind === 'cancel' ? (
        <VoidConfirm
          message={ORDER_MESSAGES.cancelConfirm}
          confirmLabel="Yes, cancel"
          cancelLabel="Keep"
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            const ids = dialog.orders.map((order) => order.id);
            await runAction(() => cancelOrders(ids, reason || undefined), ids);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'complete' ? (
        <ConfirmDialog
          message={COMPLETE_CONFIRM_TEXT}
          confirmLabel="Yes, complete"
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            const ids = dialog.orders.map((order) => order.id);
            await runAction(() => completeOrders(ids), ids);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'cancel-item' ? (
        <VoidConfirm
          message={CANCEL_ITEM_CONFIRM_TEXT}
          confirmLabel="Yes, cancel"
          cancelLabel="Keep"
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            const item = dialog.item;
            await runAction(() => updateOrderItemStatus(item.id, 'cancelled', reason || undefined), [item.order_id]);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'pay' && init && payDialog ? (
        <payDialog.PayCompleteDialog
          orders={dialog.orders.filter((order) => order.payment_status !== 'paid')}
          context={dialog.group.table_title}
          init={init}
          currencySymbol={symbol}
          onClose={() => setDialog(null)}
          onPaid={(paid) => handlePaid(paid, dialog.orders, dialog.group)}
        />
      ) : null}
    </>
  );
}
