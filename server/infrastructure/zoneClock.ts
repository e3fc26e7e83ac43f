// Store-local wall time of many instants at once (the CSV of a month's invoices, the hourly report series).
// Intl per instant costs tens of microseconds; a zone's UTC offset only changes at DST switches, so it is
// looked up once per UTC hour and reused (exactly: an hour containing a switch is computed per instant).
const HOUR_MS = 3_600_000;

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // A zone this runtime does not know reads as UTC, like the business day does.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

/** A function giving the local time in `timeZone` of an instant (ms since epoch or ISO text). */
export function zoneClock(timeZone: string): (instant: number | string) => LocalTime {
  const formatter = formatterFor(timeZone);
  const offsetAt = (ms: number): number => {
    const parts = formatter.formatToParts(ms);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
    const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
    return wall - Math.floor(ms / 1000) * 1000;
  };
  const offsets = new Map<number, number | null>();
  return (instant) => {
    const ms = typeof instant === 'number' ? instant : Date.parse(instant);
    const hour = Math.floor(ms / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const atStart = offsetAt(hour * HOUR_MS);
      offset = atStart === offsetAt((hour + 1) * HOUR_MS - 1000) ? atStart : null;
      offsets.set(hour, offset);
    }
    const local = new Date(ms + (offset ?? offsetAt(ms)));
    return {
      date: local.toISOString().slice(0, 10),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  };
}

/** `YYYY-MM-DD HH:mm` */
export function formatLocalDateTime(time: LocalTime): string {
  return `${time.date} ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
