// The kitchen's two dialogs, a lazy chunk (fetched when the browser is idle, or at the first '?' or
// Recall): the key map a bump bar follows, and the tickets bumped off this screen in the last 30 minutes.
import type { RecallableTicketDto } from '../../shared/contract/kitchen';
import { KITCHEN_RECALL_WINDOW_MINUTES } from '../../shared/domain/kitchen';
import { minutesSince } from '../../shared/domain/orders';
import { Dialog, DialogBody } from '../../shared/ui/dialogs/Dialog';
import * as css from './overlays.css';

/** The kitchen's keys (a USB bump bar sends these as keystrokes): what useKitchenKeys.ts and kitchenKeys.ts do. */
export const KITCHEN_KEYS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: '← → ↑ ↓', action: 'Move the frame to another ticket' },
  { keys: 'Enter', action: 'Bump the framed ticket (completes its lines)' },
  { keys: 'R', action: 'Recall the last bumped ticket' },
  { keys: 'Home / End', action: 'Frame the oldest / newest ticket' },
  { keys: 'PgUp / PgDn', action: 'Previous / next page of tickets' },
  { keys: '?', action: 'Show or hide this key map' },
  { keys: 'Esc', action: 'Close this key map' },
];

export function KeyMapDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Kitchen keys" onClose={onClose} className={css.dialog}>
      <DialogBody>
        <p className={css.lead}>A USB bump bar sends these keys too.</p>
        <dl className={css.keys}>
          {KITCHEN_KEYS.map((entry) => (
            <div key={entry.keys} className={css.keyRow}>
              <dt>
                <kbd className={css.kbd}>{entry.keys}</kbd>
              </dt>
              <dd className={css.keyAction}>{entry.action}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
    </Dialog>
  );
}

export interface RecallDialogProps {
  tickets: readonly RecallableTicketDto[];
  serverNowMs: number;
  onRecall: (orderId: number) => Promise<void>;
  onClose: () => void;
}

export function RecallDialog({ tickets, serverNowMs, onRecall, onClose }: RecallDialogProps) {
  return (
    <Dialog title="Recall a ticket" onClose={onClose} className={css.dialog}>
      <DialogBody>
        {tickets.length === 0 ? (
          <p className={css.lead}>{`No ticket was bumped here in the last ${KITCHEN_RECALL_WINDOW_MINUTES} minutes.`}</p>
        ) : (
          <ul className={css.recallList} aria-label="Bumped tickets">
            {tickets.map((ticket) => (
              <li key={ticket.order_id} className={css.recallRow}>
                <span className={css.recallToken}>{ticket.token_no}</span>
                <span className={css.recallTitle}>
                  {ticket.title}
                  <span className={css.recallWhen}>{`bumped ${minutesSince(ticket.bumped_at, serverNowMs)} min ago`}</span>
                </span>
                <button
                  type="button"
                  className={css.recallButton}
                  aria-label={`Recall token ${ticket.token_no}`}
                  onClick={() => void onRecall(ticket.order_id).then(onClose)}
                >
                  Recall
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
}
