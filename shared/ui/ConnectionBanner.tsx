// Issue 5 Reconnect: a visible 'connection lost' banner after 5 s without a socket connection, gone once the
// connection is back (the list refetches then). Announced to screen readers as an alert.
import { Icon } from './Icon';
import * as css from './connectionBanner.css';

export const CONNECTION_LOST_TEXT = 'Connection lost.';
export const CONNECTION_LOST_DETAIL = 'Reconnecting… this screen may be out of date.';

export function ConnectionBanner({ isLost, size = 'md' }: { isLost: boolean; size?: 'md' | 'lg' }) {
  if (!isLost) return null;
  return (
    <div role="alert" className={css.banner[size]} data-testid="connection-lost">
      <Icon name="alert" size={size === 'lg' ? 32 : 22} className={css.icon} />
      <span>
        <strong>{CONNECTION_LOST_TEXT}</strong> {CONNECTION_LOST_DETAIL}
      </span>
    </div>
  );
}
