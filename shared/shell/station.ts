// Routing across bundles: paths served by this page's bundle use wouter navigation,
// any other station is a full page load (spec 2.1 route table → one bundle per station).
import { stationForPath, type Station } from '../domain/navigation/sitemap';
import { navigate } from 'wouter/use-browser-location';

let currentStation: Station = 'dashboard';

export function setCurrentStation(station: Station): void {
  currentStation = station;
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

export function isSameStation(path: string): boolean {
  return stationForPath(pathnameOf(path)) === currentStation;
}

/** Goes to `path`: client-side when this bundle serves it, otherwise a full page load. */
export function goTo(path: string, options: { replace?: boolean } = {}): void {
  if (isSameStation(path)) {
    navigate(path, { replace: options.replace ?? false });
    return;
  }
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}
