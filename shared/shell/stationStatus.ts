// The status chip (with the printer chip) and the connection watcher behind it, one lazy chunk the station bundles fetch when
// the browser is idle after the first screen (so it is in before a drop; with the service worker it also comes
// from the cache on a start without network). Not in any first download.
export { watchConnection } from '../realtime/connection';
export { StationChips } from './PrinterChip';
