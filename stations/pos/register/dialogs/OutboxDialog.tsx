// The outbox list: every order kept on this tablet while the server could not be reached, oldest first,
// with its reference, items, total, age, state and last error. Queued ones go by themselves when the connection
// returns (or at once with Send now); one that needs attention waits for the cashier: Edit loads it back into the
// cart, Discard removes it after a confirmation. A sent one shows its token and can print its slip and receipt.
import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../shared/domain/money/money';
import { OUTBOX_MESSAGES, queuedOrderItems, type QueuedOrderEntry } from '../../../../shared/offline/queuedOrder';
import { sessionUser, useSignals } from '../../../../shared/state';
import { outboxEntries, outboxWaitingCount } from '../../outbox/outboxState';
import { Button } from '../../../../shared/ui/Button';
import { formatDuration } from '../../../../shared/ui/clock';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';
import * as css from './outbox.css';
import { muted, stack } from './dialogs.css';

const OUTBOX_TITLE = 'Outbox';

export interface OutboxDialogProps {
  currencySymbol: string;
  onSendNow: () => void;
  onEdit: (entry: QueuedOrderEntry) => void;
  onDiscard: (entry: QueuedOrderEntry) => void;
  onPrint: (entry: QueuedOrderEntry, what: 'token' | 'receipt') => void;
  onDismiss: (entries: readonly QueuedOrderEntry[]) => void;
  onClose: () => void;
}

const STATUS_TEXT: Record<QueuedOrderEntry['status'], string> = {
  queued: 'Queued',
  sending: OUTBOX_MESSAGES.sending,
  attention: OUTBOX_MESSAGES.needsAttention,
  sent: 'Sent',
};

/** Re-renders every 15 s so the ages stay right while the list is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function OutboxDialog({ currencySymbol, onSendNow, onEdit, onDiscard, onPrint, onDismiss, onClose }: OutboxDialogProps) {
  useSignals();
  const now = useNow();
  const entries = outboxEntries.value;
  const waiting = outboxWaitingCount.value;
  const sent = entries.filter((entry) => entry.status === 'sent');
  const username = sessionUser.value?.username ?? null;

  return (
    <Dialog title={OUTBOX_TITLE} onClose={onClose} className={css.wide}>
      <DialogBody>
        <div className={stack}>
          <div className={css.toolbar}>
            <p className={muted}>Orders kept on this tablet while the server could not be reached. They are sent in the order taken.</p>
            {waiting > 0 ? (
              <Button variant="secondary" icon="refresh" onClick={onSendNow}>
                Send now
              </Button>
            ) : null}
          </div>
          {entries.length === 0 ? (
            <p className={muted}>Nothing waiting: every order reached the server.</p>
          ) : (
            <ul className={css.list} aria-label="Kept orders">
              {entries.map((entry) => (
                <OutboxRow
                  key={entry.key}
                  entry={entry}
                  now={now}
                  currencySymbol={currencySymbol}
                  isOtherUser={entry.takenBy !== username}
                  onEdit={onEdit}
                  onDiscard={onDiscard}
                  onPrint={onPrint}
                  onDismiss={(one) => onDismiss([one])}
                />
              ))}
            </ul>
          )}
        </div>
      </DialogBody>
      <div className={actions}>
        {sent.length > 1 ? (
          <Button variant="secondary" onClick={() => onDismiss(sent)}>
            Clear sent
          </Button>
        ) : null}
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}

interface OutboxRowProps {
  entry: QueuedOrderEntry;
  now: number;
  currencySymbol: string;
  isOtherUser: boolean;
  onEdit: (entry: QueuedOrderEntry) => void;
  onDiscard: (entry: QueuedOrderEntry) => void;
  onPrint: (entry: QueuedOrderEntry, what: 'token' | 'receipt') => void;
  onDismiss: (entry: QueuedOrderEntry) => void;
}

function OutboxRow({ entry, now, currencySymbol, isOtherUser, onEdit, onDiscard, onPrint, onDismiss }: OutboxRowProps) {
  const order = entry.payload;
  const result = entry.result;
  const payment = order.payment;
  return (
    <li
      className={css.row[entry.status]}
      data-testid="outbox-entry"
      data-status={entry.status}
      data-key={entry.key}
      aria-label={order.reference}
    >
      <div className={css.rowTop}>
        <span className={css.reference}>{order.reference}</span>
        <span className={css.total}>{formatMoney(order.totals.payableTotal, currencySymbol)}</span>
        <span className={css.status[entry.status]} data-testid="outbox-status">
          {entry.status === 'sent' && result ? `Sent · Token ${result.tokenNo}` : STATUS_TEXT[entry.status]}
        </span>
      </div>
      <span className={css.items}>{queuedOrderItems(order)}</span>
      <div className={css.meta}>
        <span>Taken {formatDuration(now - entry.takenAt)} ago</span>
        {entry.attempts > 0 ? <span>· {entry.attempts === 1 ? '1 try' : `${entry.attempts} tries`}</span> : null}
        <span className={css.status.offline}>
          {payment ? `${OUTBOX_MESSAGES.paidOffline} (${payment.title})` : OUTBOX_MESSAGES.takenOffline}
        </span>
        {result ? <span>· Order {result.orderId}</span> : null}
      </div>
      {entry.status === 'attention' ? (
        <p className={css.problem} role="alert">
          {entry.lastError}
        </p>
      ) : entry.status !== 'sent' && entry.lastError ? (
        <p className={css.lastError}>Last error: {entry.lastError}</p>
      ) : null}
      {isOtherUser && entry.status !== 'sent' ? <p className={css.lastError}>{OUTBOX_MESSAGES.otherUser}</p> : null}
      {entry.status === 'attention' && !isOtherUser ? (
        <div className={css.rowActions}>
          <Button variant="secondary" icon="edit" onClick={() => onEdit(entry)}>
            Edit
          </Button>
          <Button variant="dangerOutline" icon="trash" onClick={() => onDiscard(entry)}>
            Discard
          </Button>
        </div>
      ) : null}
      {entry.status === 'sent' ? (
        <div className={css.rowActions}>
          <Button variant="secondary" icon="printer" onClick={() => onPrint(entry, 'token')}>
            Print Token
          </Button>
          <Button variant="secondary" icon="printer" onClick={() => onPrint(entry, 'receipt')}>
            Print Receipt
          </Button>
          <Button variant="secondary" icon="check" onClick={() => onDismiss(entry)}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </li>
  );
}
