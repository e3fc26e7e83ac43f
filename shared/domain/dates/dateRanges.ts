// Spec 9 date filters: today, tomorrow, yesterday, last_7days, this_month, last_month, custom (default today;
// custom defaults to today → one month ahead). Ranges are inclusive business dates (YYYY-MM-DD) in the store's
// time zone; the server turns them into instants. Pure calendar arithmetic, no clock and no zone here.

export const DATE_FILTERS = ['today', 'tomorrow', 'yesterday', 'last_7days', 'this_month', 'last_month', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The reports filter has no 'tomorrow' (spec 9). */
export const REPORT_DATE_FILTERS = DATE_FILTERS.filter((filter) => filter !== 'tomorrow');

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  last_7days: 'Last 7 Days',
  this_month: 'This Month',
  last_month: 'Last Month',
  custom: 'Custom',
};

export interface DateRange {
  /** First business date, inclusive. */
  from: string;
  /** Last business date, inclusive. */
  to: string;
}

/**
 * Custom ranges stay within these business dates: four-digit years, so the day after the last one still has a
 * `YYYY-MM-DD`, and no 19th-century or 31st-century typo reaches the database.
 */
const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '2999-12-31';

/**
 * The longest period a list or an export may cover (invoices, reservations, the invoices CSV): 366 days, so
 * any calendar or fiscal year, leap day included, is one request (an accountant exports a year in one file).
 */
export const MAX_PERIOD_DAYS = 366;

/**
 * The longest report period: 1,096 days, any three consecutive calendar years (3 × 365 + at most one leap
 * day), charted per month. Longer would only add aggregate work (each figure reads every row of the period).
 */
export const MAX_REPORT_PERIOD_DAYS = 1096;

/** The refusal of a period longer than `maxDays` (spec-style wording, shown as the toast or error text). */
export function periodTooLongMessage(maxDays: number): string {
  return `Please choose a period of at most ${maxDays} days!`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00.000Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Same day of month `months` later, clamped to the month's last day (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIso(target);
}

function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

function endOfMonth(iso: string): string {
  const date = toDate(startOfMonth(iso));
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** Spec 9: the custom range starts as today → one month ahead. */
export function defaultCustomRange(today: string): DateRange {
  return { from: today, to: addMonths(today, 1) };
}

/**
 * The inclusive business-date range of a filter, given today's business date in the store's zone.
 * `this_month` runs from the 1st to the month's last day; `last_7days` is today and the 6 days before.
 * Returns undefined for an unknown filter or a custom range that is missing, malformed, reversed or outside
 * EARLIEST_DATE…LATEST_DATE. The length is not checked here: callers compare `rangeLength` with their maximum.
 */
export function resolveDateRange(
  filter: string,
  today: string,
  custom?: { from?: string | null; to?: string | null },
): DateRange | undefined {
  switch (filter) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = addDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last_7days':
      return { from: addDays(today, -6), to: today };
    case 'this_month':
      return { from: startOfMonth(today), to: endOfMonth(today) };
    case 'last_month': {
      const previous = addMonths(startOfMonth(today), -1);
      return { from: previous, to: endOfMonth(previous) };
    }
    case 'custom': {
      const from = custom?.from ?? '';
      const to = custom?.to ?? '';
      if (!isIsoDate(from) || !isIsoDate(to) || from > to || from < EARLIEST_DATE || to > LATEST_DATE) return undefined;
      return { from, to };
    }
    default:
      return undefined;
  }
}

/** Number of days in an inclusive range (a single day → 1). */
export function rangeLength(range: DateRange): number {
  return Math.round((toDate(range.to).getTime() - toDate(range.from).getTime()) / 86_400_000) + 1;
}
