// The register opened on a sent order ("Add items" from Orders or the floor): the order's sent lines, read-only but
// for their quantity (± sets it on the server at once; fewer asks why) and Void (asks why), with the order's total;
// the cart below holds the new round, and Send adds it (sendRound). Every change goes to the server at once, or not
// at all: without the connection it is refused on the spot (docs/decisions.md, "Adding to a sent order"), and the
// order is fetched again after every answer, on every order_update and on reconnect, so the panel shows the server's
// order. A lazy chunk: a new order's register never loads it.
import { useEffect, useState } from 'react';
import { addOrderItems, changeOrderLineQuantity, getOrders, voidOrderLine } from '../../../shared/api/orders';
import { failureKind } from '../../../shared/api/failures';
import type { CartLine } from '../../../shared/domain/cart';
import { formatMoney } from '../../../shared/domain/money/money';
import { ORDER_MESSAGES } from '../../../shared/domain/orders';
import { ROUND_MESSAGES } from '../../../shared/domain/orderRounds';
import type { OrderItemView, OrderView } from '../../../shared/domain/orderViews';
import { getSocket } from '../../../shared/realtime/socket';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';
import { isBrowserOnline } from '../../../shared/state/connection';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { TextField } from '../../../shared/ui/forms/Field';
import { ErrorState, Loading } from '../../../shared/ui/Surface';
import { useLoad } from '../../../shared/ui/useLoad';
import { QUICK_VOID_REASONS, VOID_REASON_MAX } from '../orders/VoidDialog';
import * as cartCss from '../register/components/cartPanel.css';
import { setPosTable } from '../register/posState';
import * as voidCss from '../orders/void.css';
import * as css from './sentOrder.css';

const newKey = () => crypto.randomUUID();

/** One key per cart sent: a retry of the same cart (its answer lost) replays instead of adding it twice. */
const roundKeys = new WeakMap<readonly CartLine[], string>();

/** Runs one change on the server, or refuses it at once without the connection ('offline': nothing was sent). */
async function runOrderChange(change: () => Promise<{ message: string }>): Promise<'done' | 'failed' | 'offline'> {
  if (!isBrowserOnline.value) {
    notifyError(ROUND_MESSAGES.needsConnection);
    return 'offline';
  }
  try {
    notifySuccess((await change()).message);
    return 'done';
  } catch (error) {
    if (failureKind(error) === 'unreachable') notifyError(ROUND_MESSAGES.needsConnection);
    else notifyApiError(error, ORDER_MESSAGES.actionError);
    return 'failed';
  }
}

/** Send in the register's "Add items": the cart's lines join the order as a new round. */
export function sendRound(orderId: number, cart: readonly CartLine[]): Promise<boolean> {
  const key = roundKeys.get(cart) ?? newKey();
  roundKeys.set(cart, key);
  return runOrderChange(() => addOrderItems(orderId, cart, key)).then((outcome) => outcome === 'done');
}

/** The order as last read per id: shown, marked, while the server cannot be reached. */
const lastSeen = new Map<number, OrderView | null>();

/**
 * The order among the open ones (GET /orders), or null when it is no longer open; without an answer, the one last
 * read, marked stale (refetched on reconnect).
 */
async function openOrder(orderId: number): Promise<{ order: OrderView | null; isStale: boolean }> {
  try {
    const groups = await getOrders();
    const order = groups.flatMap((group) => group.orders).find((candidate) => candidate.id === orderId) ?? null;
    lastSeen.set(orderId, order);
    return { order, isStale: false };
  } catch (error) {
    const kept = lastSeen.get(orderId);
    if (kept === undefined) throw error;
    return { order: kept, isStale: true };
  }
}

type ReasonAsk = { kind: 'fewer' | 'void'; item: OrderItemView };

export interface SentOrderPanelProps {
  orderId: number;
  currencySymbol: string;
}

export function SentOrderPanel({ orderId, currencySymbol }: SentOrderPanelProps) {
  const { state, reload } = useLoad(() => openOrder(orderId), orderId);
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The round's new lines take seats and courses at the order's table (the cart's seat picker reads the table).
  const tableId = state.status === 'ready' ? (state.data.order?.table_id ?? null) : null;
  useEffect(() => setPosTable(tableId), [tableId]);

  // Another till's change, or the connection back: the server's order again.
  useEffect(() => {
    const socket = getSocket();
    const again = () => void reload();
    socket.on('order_update', again);
    socket.on('connect', again);
    return () => {
      socket.off('order_update', again);
      socket.off('connect', again);
    };
  }, [reload]);

  async function change(run: () => Promise<{ message: string }>): Promise<boolean> {
    setIsBusy(true);
    const outcome = await runOrderChange(run);
    // Whatever the server did with it (taken, refused, or the answer lost), show its order again.
    if (outcome !== 'offline') await reload();
    setIsBusy(false);
    return outcome === 'done';
  }

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={ORDER_MESSAGES.loadError} onRetry={reload} />;
  const { order, isStale } = state.data;
  if (!order || order.payment_status === 'paid') return <ErrorState message={ROUND_MESSAGES.notOpen} />;

  const line = (item: OrderItemView) => ({ orderId: order.id, itemId: item.id });
  return (
    <section className={css.panel} aria-label={`Order #${order.token_no}`} data-testid="sent-order">
      <header className={css.header}>
        <h2 className={css.title}>Adding to order #{order.token_no}</h2>
        <span className={css.total} data-testid="sent-order-total">
          {formatMoney(order.totals.payableTotal, currencySymbol)}
        </span>
      </header>
      {isStale ? (
        <p className={css.stale} role="status">
          No connection: the order as last seen.
        </p>
      ) : null}
      <ul className={css.lines} aria-label={`Sent items of order #${order.token_no}`}>
        {order.items.map((item) => {
          const isVoided = item.status === 'cancelled';
          const isOpen = item.status === 'created' || item.status === 'preparing';
          const name = item.variant_title ? `${item.item_title} ${item.variant_title}` : item.item_title;
          return (
            <li key={item.id} className={cartCss.line} aria-label={name} data-status={item.status}>
              <span className={[cartCss.lineTitle, css.lineName, isVoided && css.voided].filter(Boolean).join(' ')}>{name}</span>
              {isVoided ? (
                <span className={css.state}>Voided</span>
              ) : (
                <div className={cartCss.lineControls}>
                  <div className={cartCss.stepper} role="group" aria-label={`Quantity of ${name}`}>
                    <button
                      type="button"
                      className={cartCss.stepButton}
                      aria-label={`Fewer ${name}`}
                      disabled={isBusy || item.quantity <= 1}
                      onClick={() => setAsk({ kind: 'fewer', item })}
                    >
                      −
                    </button>
                    <span className={cartCss.quantity} data-testid="sent-quantity">
                      {item.quantity}
                    </span>
                    <button
                      type="button"
                      className={cartCss.stepButton}
                      aria-label={`More ${name}`}
                      disabled={isBusy || !isOpen}
                      title={isOpen ? undefined : ROUND_MESSAGES.lineDone(name, item.status)}
                      onClick={() => void change(() => changeOrderLineQuantity(line(item), item.quantity + 1, null, newKey()))}
                    >
                      +
                    </button>
                  </div>
                  <Button
                    variant="secondary"
                    className={css.voidButton}
                    disabled={isBusy || !isOpen}
                    onClick={() => setAsk({ kind: 'void', item })}
                  >
                    Void
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {ask ? (
        <ReasonDialog
          message={
            ask.kind === 'void'
              ? `Void "${ask.item.item_title}" ×${ask.item.quantity}?`
              : `"${ask.item.item_title}" from ${ask.item.quantity} to ${ask.item.quantity - 1}?`
          }
          confirmLabel={ask.kind === 'void' ? 'Void' : 'Lower'}
          onCancel={() => setAsk(null)}
          onConfirm={async (reason) => {
            const key = newKey();
            const done = await change(() =>
              ask.kind === 'void'
                ? voidOrderLine(line(ask.item), reason, key)
                : changeOrderLineQuantity(line(ask.item), ask.item.quantity - 1, reason, key),
            );
            if (done) setAsk(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** Why a sent line is voided or lowered: required, typed or one tap. */
function ReasonDialog({
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  message: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      message={message}
      confirmLabel={confirmLabel}
      onCancel={onCancel}
      onConfirm={async () => {
        if (reason.trim()) await onConfirm(reason.trim());
        else notifyError(ROUND_MESSAGES.voidReasonRequired);
      }}
    >
      <TextField label="Reason" value={reason} onValueChange={setReason} maxLength={VOID_REASON_MAX} placeholder="Why?" />
      <div className={voidCss.reasonChips} role="group" aria-label="Common reasons">
        {QUICK_VOID_REASONS.map((quick) => (
          <button key={quick} type="button" className={voidCss.reasonChip} aria-pressed={reason === quick} onClick={() => setReason(quick)}>
            {quick}
          </button>
        ))}
      </div>
    </ConfirmDialog>
  );
}
