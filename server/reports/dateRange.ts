// Spec 9 date filters on the server: a query (`type`, `from`, `to`) + the store's time zone + the clock →
// inclusive business dates and the UTC instants that bound them. Reservations, invoices, reports and the
// dashboard all read periods through here, so "today" means the same day everywhere. Every period is bounded: a
// custom one longer than the caller's maximum is refused before any of its data is read.
import { TZDate } from '@date-fns/tz';
import { dateFilterQuery, REPORT_MESSAGES } from '../../shared/contract/reports';
import {
  type DateFilter,
  type DateRange,
  MAX_PERIOD_DAYS,
  addDays,
  periodTooLongMessage,
  rangeLength,
  resolveDateRange,
} from '../../shared/domain/dates/dateRanges';
import { findStoreSettings } from '../db/repositories/settings.repository';
import { validationFailed } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import type { ServiceContext } from '../infrastructure/context';

export interface Period extends DateRange {
  /** First instant of `from` in the store's zone, ISO-8601 UTC: compare `created_at >= startsAt`. */
  startsAt: string;
  /** First instant of the day after `to`, ISO-8601 UTC: compare `created_at < endsBefore`. */
  endsBefore: string;
}

export interface PeriodOptions {
  /** Filters this caller accepts (reports have no 'tomorrow'); all of spec 9 by default. */
  filters?: readonly DateFilter[];
  /** The longest period this caller serves, in days: MAX_PERIOD_DAYS (a year) unless it says otherwise. */
  maxDays?: number;
}

/**
 * The instant a business date starts in a zone (midnight, or the first instant after a DST gap).
 * @internal Exported for tests: a unit of its own, tested across time zones.
 */
export function startOfBusinessDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** Business dates → the half-open UTC interval [startsAt, endsBefore) they cover in the zone. */
export function periodOf(range: DateRange, timeZone: string): Period {
  return {
    from: range.from,
    to: range.to,
    startsAt: startOfBusinessDay(range.from, timeZone).toISOString(),
    endsBefore: startOfBusinessDay(addDays(range.to, 1), timeZone).toISOString(),
  };
}

/** The store's zone (UTC if the settings row is missing or holds a zone this runtime does not know). */
export async function storeTimeZone(ctx: ServiceContext): Promise<string> {
  const zone = (await findStoreSettings(ctx.db))?.time_zone ?? 'UTC';
  try {
    // Throws a RangeError for a zone this runtime does not know.
    const formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return formatter.resolvedOptions().timeZone ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Today's business date in the store's zone. */
export async function storeToday(ctx: ServiceContext): Promise<{ today: string; timeZone: string }> {
  const timeZone = await storeTimeZone(ctx);
  return { today: businessDate(ctx.now(), timeZone), timeZone };
}

/**
 * The period a request asks for: `query` is the raw query string object (`type` defaults to today; custom
 * needs `from` ≤ `to`, both `YYYY-MM-DD` within 1900–2999). Anything else is a 400 'Please choose a valid date
 * filter!'; a valid period longer than `maxDays` is a 400 'Please choose a period of at most N days!'.
 */
export async function periodFor(ctx: ServiceContext, query: unknown, options: PeriodOptions = {}): Promise<Period> {
  const parsed = dateFilterQuery.safeParse(query ?? {});
  const type = parsed.success ? parsed.data.type : undefined;
  if (!parsed.success || !type || (options.filters && !options.filters.includes(type))) {
    throw validationFailed(REPORT_MESSAGES.invalidDateFilter);
  }
  const { today, timeZone } = await storeToday(ctx);
  const range = resolveDateRange(type, today, { from: parsed.data.from, to: parsed.data.to });
  if (!range) throw validationFailed(REPORT_MESSAGES.invalidDateFilter);
  const maxDays = options.maxDays ?? MAX_PERIOD_DAYS;
  if (rangeLength(range) > maxDays) throw validationFailed(periodTooLongMessage(maxDays));
  return periodOf(range, timeZone);
}
