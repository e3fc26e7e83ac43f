// Reading the audit trail for the Activity page. A period (spec 9 filters, at most 366 days like every
// list) narrowed by person and action, newest first, in pages: a year of entries is never one answer. The CSV
// reads the same filter in batches of the same keyset, so memory stays one batch of rows plus the text.
import type { ActivityFilterQuery, ActivityPageQuery } from '../../shared/contract/activity';
import { type AuditCursor, type AuditFilter, findAuditCursor, listAuditEntries } from '../db/repositories/activity.repository';
import { listUserNames } from '../db/repositories/users.repository';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activity';
import { validationFailed } from '../errors';
import type { AuditEntryRow, UserRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { type Period, periodFor, storeTimeZone } from '../reports/dateRange';
import { inTurns } from '../infrastructure/inTurns';

export interface ActivityPage {
  period: Period;
  entries: AuditEntryRow[];
  nextBefore: number | null;
}

function filterOf(period: Period, query: ActivityFilterQuery, after: AuditCursor | null): AuditFilter {
  return { startsAt: period.startsAt, endsBefore: period.endsBefore, userId: query.userId, action: query.action, after };
}

export async function listActivity(ctx: ServiceContext, query: ActivityPageQuery): Promise<ActivityPage> {
  const period = await periodFor(ctx, query);
  // One row more than the page tells whether another page follows, without a count over the whole period.
  const after = query.before === null ? null : await findAuditCursor(ctx.db, query.before);
  if (after === undefined) throw validationFailed(ACTIVITY_MESSAGES.invalidCursor);
  const rows = await listAuditEntries(ctx.db, filterOf(period, query, after), query.limit + 1);
  const entries = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return { period, entries, nextBefore: hasMore ? (entries.at(-1)?.id ?? null) : null };
}

const ACTIVITY_EXPORT_BATCH = 1000;

export interface ActivityExport {
  period: Period;
  timeZone: string;
  /** The entries newest first, fetched batch by batch as the CSV is written, in turns with other requests. */
  batches: AsyncGenerator<AuditEntryRow[]>;
}

export async function exportActivity(ctx: ServiceContext, query: ActivityFilterQuery): Promise<ActivityExport> {
  const period = await periodFor(ctx, query);
  const timeZone = await storeTimeZone(ctx);
  async function* batches(): AsyncGenerator<AuditEntryRow[]> {
    let after: AuditCursor | null = null;
    for (;;) {
      const rows = await listAuditEntries(ctx.db, filterOf(period, query, after), ACTIVITY_EXPORT_BATCH);
      if (rows.length > 0) yield rows;
      after = rows.at(-1) ?? null;
      if (rows.length < ACTIVITY_EXPORT_BATCH || after === null) return;
    }
  }
  return { period, timeZone, batches: inTurns(batches()) };
}

export async function getActivityInit(
  ctx: ServiceContext,
): Promise<{ users: Pick<UserRow, 'id' | 'username' | 'name'>[]; timeZone: string }> {
  const [users, timeZone] = await Promise.all([listUserNames(ctx.db), storeTimeZone(ctx)]);
  return { users, timeZone };
}
