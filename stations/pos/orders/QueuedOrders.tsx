// Orders taken on this device that the server does not have yet (the POS outbox): listed on the Orders screen as
// queued, apart from the server's open orders, so a cashier without a connection still sees every order taken.
import type { QueuedOrderEntry } from '../../../shared/offline/queuedOrder';
import { OUTBOX_MESSAGES, queuedOrderItems } from '../../../shared/offline/queuedOrder';
import { currencySymbol } from '../../../shared/domain/money/currencySymbols';
import { formatMoney } from '../../../shared/domain/money/money';
import { useSignals } from '../../../shared/state';
import { outboxEntries } from '../outbox/outboxState';
import * as outboxCss from '../register/dialogs/outbox.css';
import * as css from './queuedOrders.css';

type WaitingStatus = Exclude<QueuedOrderEntry['status'], 'sent'>;

const STATUS_TEXT: Record<WaitingStatus, string> = {
  queued: OUTBOX_MESSAGES.queued,
  sending: OUTBOX_MESSAGES.sending,
  attention: OUTBOX_MESSAGES.needsAttention,
};

const isWaiting = (entry: QueuedOrderEntry): entry is QueuedOrderEntry & { status: WaitingStatus } => entry.status !== 'sent';

export function QueuedOrders() {
  useSignals();
  const waiting = outboxEntries.value.filter(isWaiting);
  if (waiting.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="orders-queued-title">
      <h2 id="orders-queued-title" className={css.title}>
        Queued on this device ({waiting.length})
      </h2>
      <ul className={css.grid} aria-label="Queued orders">
        {waiting.map((entry) => {
          const { status } = entry;
          return (
            <li key={entry.key} className={outboxCss.row[status]} data-testid="queued-order" data-status={status}>
              <div className={outboxCss.rowTop}>
                <span className={outboxCss.reference}>{entry.payload.reference}</span>
                <span className={outboxCss.total}>
                  {formatMoney(entry.payload.totals.payableTotal, currencySymbol(entry.payload.currency))}
                </span>
              </div>
              <span className={outboxCss.status[status]} data-testid="queued-order-status">
                {STATUS_TEXT[status]}
              </span>
              <span className={outboxCss.items}>{queuedOrderItems(entry.payload)}</span>
              {status === 'attention' && entry.lastError ? <p className={outboxCss.problem}>{entry.lastError}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
