// Every station says where it stands: a chip in the top bar of the POS, Orders, kitchen and board, in
// words a cashier understands: "Online"; "Reconnecting…" with "Last contact 12 s ago" (the first 30 s without
// contact); "Offline · 3 min" with what still works on this screen ("Orders are queued", "Showing the last list").
// Switches within a second of what the browser, the socket or an API call reports (shared/state/connection.ts).
// The seconds tick visibly; screen readers hear the state and what still works only when they change.
import { useSignals } from '../state';
import { connectionClockMs, connectionStatus, type ConnectionState } from '../state/connection';
import { formatDuration } from '../ui/clock';
import * as css from './statusChip.css';

/** What still works without the server on a screen that shows a live list (kitchen, board, Orders). */
const LIVE_LIST_STILL_WORKS = 'Showing the last list';

/** The chip's two lines: the state, and (not online) the time since the last contact or what still works. */
function statusLines(state: ConnectionState, lostForMs: number, stillWorks: string): [string, string | null] {
  if (state === 'online') return ['Online', null];
  if (state === 'reconnecting') return ['Reconnecting…', `Last contact ${formatDuration(lostForMs)} ago`];
  return [`Offline · ${formatDuration(lostForMs)}`, stillWorks];
}

/**
 * `stillWorks`: what still works without the server on the screen at `pathname` (the station says; the chip reads
 * the path when it draws, which it does every second while not online).
 */
export function StatusChip({ stillWorks }: { stillWorks?: (pathname: string) => string | null }) {
  useSignals();
  const { state, lostSinceMs } = connectionStatus.value;
  const lostForMs = lostSinceMs === null ? 0 : connectionClockMs.value - lostSinceMs;
  const works = state === 'online' ? '' : (stillWorks?.(window.location.pathname) ?? LIVE_LIST_STILL_WORKS);
  const [label, detail] = statusLines(state, lostForMs, works);
  const spoken = state === 'online' ? 'Online' : `${state === 'offline' ? 'Offline' : 'Reconnecting'}: ${works}.`;
  return (
    <div className={css.chip[state]} data-testid="connection-status" data-state={state} title={works || 'Connected to the server'}>
      <span className={css.dot[state]} aria-hidden="true" />
      <span className={css.text} aria-hidden="true">
        <span className={css.label}>{label}</span>
        {detail ? <span className={css.detail}>{detail}</span> : null}
      </span>
      <span role="status" className={css.spoken}>
        {spoken}
      </span>
    </div>
  );
}
