// The business date (YYYY-MM-DD) of an instant in the store's time zone: the day daily tokens count
// from 1 (docs/data-model.md "Business dates"). 23:30 UTC is already tomorrow in Asia/Kolkata.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // The settings schema only saves valid zones; a hand-edited row falls back to UTC rather than failing orders.
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function businessDate(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MINUTE_MS = 60_000;

/** The business day an instant belongs to when the day turns `cutoffMinutes` after midnight (02:00 with a 04:00 cutoff is the day before). */
export function businessDateAtCutoff(instant: Date, timeZone: string, cutoffMinutes: number): string {
  return businessDate(new Date(instant.getTime() - cutoffMinutes * MINUTE_MS), timeZone);
}
