// What the cashier sees when an order could not reach the server: "Queued — will be sent when the
// connection returns", with the order's reference, total and (Create Receipt & Pay) the payment taken offline and
// the change. It follows the kept order live: once the server answers, it shows the token and order id with the
// print buttons, as 'Order sent for Processing' does; if the server refuses it, its message.
import { useRef } from 'react';
import { formatMoney } from '../../../../shared/domain/money/money';
import { OUTBOX_MESSAGES, queuedOrderItems } from '../../../../shared/offline/queuedOrder';
import { useSignals } from '../../../../shared/state';
import { outboxEntries } from '../../outbox/outboxState';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogBody } from '../../../../shared/ui/dialogs/Dialog';
import { actions } from '../../../../shared/ui/dialogs/dialog.css';
import * as css from './dialogs.css';
import * as outboxCss from './outbox.css';
import { OrderNumbers, PrintSlipButtons } from './SentOrder';

const QUEUED_TITLE = 'Order queued';

export interface QueuedDialogProps {
  entryKey: string;
  currencySymbol: string;
  onPrint: (what: 'token' | 'receipt') => void;
  onOpenOutbox: () => void;
  onClose: () => void;
}

export function QueuedDialog({ entryKey, currencySymbol, onPrint, onOpenOutbox, onClose }: QueuedDialogProps) {
  useSignals();
  const doneRef = useRef<HTMLButtonElement>(null);
  const entry = outboxEntries.value.find((candidate) => candidate.key === entryKey);
  if (!entry) return null;
  const order = entry.payload;
  const result = entry.status === 'sent' ? entry.result : null;
  return (
    <Dialog title={QUEUED_TITLE} onClose={onClose} initialFocusRef={doneRef}>
      <DialogBody>
        <div className={css.stack}>
          {result ? (
            <OrderNumbers tokenNo={result.tokenNo} orderId={result.orderId} role="status" />
          ) : (
            <div className={outboxCss.queuedBox} role="status" data-testid="queued-notice">
              <p className={outboxCss.queuedHeadline}>
                {entry.status === 'attention' ? OUTBOX_MESSAGES.needsAttention : OUTBOX_MESSAGES.queued}
              </p>
              <span>{entry.status === 'attention' ? entry.lastError : 'Keep taking orders. They go in the order taken, each once.'}</span>
            </div>
          )}
          <dl className={css.summary}>
            <dt className={css.summaryLabel}>Order</dt>
            <dd className={css.summaryValue}>{order.reference}</dd>
            <dt className={css.summaryLabel}>Items</dt>
            <dd className={css.summaryValue}>{queuedOrderItems(order)}</dd>
            <dt className={css.summaryTotalLabel}>Total</dt>
            <dd className={css.summaryTotalValue}>{formatMoney(order.totals.payableTotal, currencySymbol)}</dd>
          </dl>
          <p className={css.context}>
            <span className={outboxCss.status.offline}>
              {order.payment ? `${OUTBOX_MESSAGES.paidOffline} (${order.payment.title})` : OUTBOX_MESSAGES.takenOffline}
            </span>
          </p>
          {order.payment?.change != null ? (
            <div className={css.change}>
              <span>Change</span>
              <span>{formatMoney(order.payment.change, currencySymbol)}</span>
            </div>
          ) : null}
        </div>
      </DialogBody>
      <div className={actions}>
        {result ? (
          <PrintSlipButtons onPrintToken={() => onPrint('token')} onPrintReceipt={() => onPrint('receipt')} />
        ) : (
          <Button variant="secondary" onClick={onOpenOutbox}>
            Open outbox
          </Button>
        )}
        <Button ref={doneRef} onClick={onClose}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
