// A reservation's `date` is the store's wall time (`YYYY-MM-DDTHH:mm`), not an instant: it is shown as
// written, whatever the browser's time zone (formatted as UTC so no offset is ever applied).
import type { ReservationStatus } from '../../../shared/contract/reservations';

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

function wallTimeAsUtc(value: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** 'Sat, Nov 22, 2026' */
export function formatReservationDay(value: string): string {
  const date = wallTimeAsUtc(value);
  return date ? dayFormat.format(date) : value;
}

/** '7:30 PM' (or '19:30', by the browser's locale) */
export function formatReservationTime(value: string): string {
  const date = wallTimeAsUtc(value);
  return date ? timeFormat.format(date) : '';
}

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = { booked: 'Booked', paid: 'Paid', cancelled: 'Cancelled' };

export const RESERVATION_STATUS_TONES = { booked: 'brand', paid: 'success', cancelled: 'neutral' } as const satisfies Record<
  ReservationStatus,
  string
>;

export function peopleText(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}
