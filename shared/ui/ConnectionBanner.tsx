// Reconnection and stale lists: a live list that stopped following the server says so, with the time
// it stopped ("stale since 14:05"): the connection went (after 5 s), a refetch failed, or the list came from the
// browser's cache because the server could not be reached when the screen opened. It goes once a refetch
// succeeds with the connection back. Announced to screen readers as an alert.
import { formatClockTime } from './clock';
import { Icon } from './Icon';
import * as css from './connectionBanner.css';

const STALE_DETAIL = 'Not connected to the server: this list may be missing changes. It updates by itself when the connection is back.';

function staleSinceText(staleSince: number): string {
  return `Stale since ${formatClockTime(staleSince)}.`;
}

export function ConnectionBanner({ staleSince, size = 'md' }: { staleSince: number | null; size?: 'md' | 'lg' }) {
  if (staleSince === null) return null;
  return (
    <div role="alert" className={css.banner[size]} data-testid="connection-lost">
      <Icon name="alert" size={size === 'lg' ? 32 : 22} className={css.icon} />
      <span>
        <strong data-testid="stale-since">{staleSinceText(staleSince)}</strong> {STALE_DETAIL}
      </span>
    </div>
  );
}
