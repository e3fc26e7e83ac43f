// The terminal's outbox dialogs and what they do, in the dialogs' lazy chunk (nothing of it is in the
// POS first download): "Order queued" after an order was kept, the outbox list (Send now, Edit, Discard, print a
// sent one, dismiss), and the confirmation before a discard (spec 5's delete wording).
import type { PosInit } from '../../../../shared/api/pos';
import { CONFIRM_TEXTS, ERROR_DEFAULTS } from '../../../../shared/domain/messages';
import { buildReceiptData } from '../../../../shared/domain/receipt/receipt';
import type { QueuedOrderEntry } from '../../../../shared/offline/queuedOrder';
import { notifyError, notifySuccess } from '../../../../shared/shell/toast';
import { batch } from '../../../../shared/state';
import { outboxEntries, setEditingOutboxKey } from '../../outbox/outboxState';
import { replaceCartLines, setPosCustomer, setPosDeliveryType, setPosTable, storePosReceipt } from '../posState';
import { ConfirmDialog } from '../../../../shared/ui/dialogs/ConfirmDialog';
import { countLabel, repriceLines } from '../catalog';
import { openPrintWindow, PRINT_RECEIPT_PATH, PRINT_TOKEN_PATH } from '../printWindow';
import { OutboxDialog } from './OutboxDialog';
import { QueuedDialog } from './QueuedDialog';

export type OutboxFlowState = { kind: 'queued'; key: string } | { kind: 'outbox' } | { kind: 'discard'; entry: QueuedOrderEntry };

export interface OutboxFlowProps {
  state: OutboxFlowState;
  init: PosInit;
  currencySymbol: string;
  /** Fetches today's init (an edited order is shown at today's prices). */
  reload: () => Promise<void>;
  onChange: (next: OutboxFlowState | null) => void;
  /** Back to the terminal (focus the search). */
  onDone: () => void;
}

const POPUP_BLOCKED = 'The browser blocked the print window. Allow popups for this site.';

const loadPosOutbox = () => import('../../outbox/posOutbox');

function withOutbox(action: (outbox: Awaited<ReturnType<typeof loadPosOutbox>>['posOutbox']) => Promise<unknown>): Promise<void> {
  return loadPosOutbox()
    .then(({ posOutbox }) => action(posOutbox))
    .then(
      () => undefined,
      () => {
        notifyError(ERROR_DEFAULTS.generic);
      },
    );
}

export function OutboxFlow({ state, init, currencySymbol, reload, onChange, onDone }: OutboxFlowProps) {
  /** A sent kept order's slip or receipt, from what was kept and the server's token and order id. */
  function print(entry: QueuedOrderEntry, what: 'token' | 'receipt') {
    const order = entry.payload;
    if (!entry.result) return;
    storePosReceipt(
      buildReceiptData({
        cart: order.cart,
        totals: order.totals,
        deliveryType: order.deliveryType,
        customerType: order.customer ? 'CUSTOMER' : 'WALKIN',
        customer: order.customer,
        tableId: order.tableId,
        tableTitle: order.tableTitle,
        storeSettings: init.storeSettings,
        printSettings: init.printSettings,
        order: { tokenNo: entry.result.tokenNo, orderId: entry.result.orderId },
        user: order.user,
        now: new Date(entry.sentAt ?? Date.now()),
        payment: order.payment,
      }),
    );
    if (!openPrintWindow(what === 'token' ? PRINT_TOKEN_PATH : PRINT_RECEIPT_PATH)) notifyError(POPUP_BLOCKED);
  }

  /** "Needs attention" → back into the cart at today's prices; it leaves the outbox once sent again. */
  function edit(entry: QueuedOrderEntry) {
    const order = entry.payload;
    const { lines, droppedCount } = repriceLines(order.cart, init.menuItems);
    batch(() => {
      replaceCartLines(lines);
      setPosCustomer(order.customer);
      setPosDeliveryType(order.deliveryType);
      setPosTable(init.storeTables.some((candidate) => candidate.id === order.tableId) ? order.tableId : null);
    });
    setEditingOutboxKey(entry.key);
    onChange(null);
    onDone();
    if (droppedCount > 0) notifyError(`${countLabel(droppedCount, 'item is', 'items are')} no longer on the menu and left the cart.`);
    else notifySuccess(`'${order.reference}' is back in the cart at today's prices: check it and send it again.`);
    // Today's menu: the terminal re-prices the cart when it arrives.
    void reload();
  }

  if (state.kind === 'queued') {
    return (
      <QueuedDialog
        entryKey={state.key}
        currencySymbol={currencySymbol}
        onPrint={(what) => {
          const entry = outboxEntries.value.find((candidate) => candidate.key === state.key);
          if (entry) print(entry, what);
        }}
        onOpenOutbox={() => onChange({ kind: 'outbox' })}
        onClose={() => {
          onChange(null);
          onDone();
        }}
      />
    );
  }
  if (state.kind === 'outbox') {
    return (
      <OutboxDialog
        currencySymbol={currencySymbol}
        onSendNow={() => void withOutbox((outbox) => outbox().drain())}
        onEdit={edit}
        onDiscard={(entry) => onChange({ kind: 'discard', entry })}
        onPrint={print}
        onDismiss={(entries) => void withOutbox((outbox) => Promise.all(entries.map((entry) => outbox().remove(entry.key))))}
        onClose={() => onChange(null)}
      />
    );
  }
  const { entry } = state;
  return (
    <ConfirmDialog
      message={CONFIRM_TEXTS.delete}
      confirmLabel="Yes, discard"
      cancelLabel="Keep"
      onCancel={() => onChange({ kind: 'outbox' })}
      onConfirm={async () => {
        await withOutbox(async (outbox) => {
          await outbox().remove(entry.key);
          notifySuccess(`Queued order '${entry.payload.reference}' discarded.`);
        });
        onChange({ kind: 'outbox' });
      }}
    />
  );
}
