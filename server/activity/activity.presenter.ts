// Audit trail → wire shapes: the Activity page's entries (details parsed back into an object) and the
// CSV export (RFC 4180 and injection-safe like the invoices CSV: csvText defuses formulas; store-local times).
import type { ActivityEntryDto, ActivityInitResponse, ActivityPageResponse } from '../../shared/contract/activity';
import { ACTIVITY_ACTION_LABELS, isActivityAction } from '../../shared/domain/activity';
import type { AuditEntryRow } from '../db/schema';
import type { ActivityExport, ActivityPage } from './listActivity';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import { csvFileChunks, csvText } from '../invoices/invoicesCsv.presenter';

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An action a newer server wrote shows by its name. */
function actionLabel(action: string): string {
  return isActivityAction(action) ? ACTIVITY_ACTION_LABELS[action] : action;
}

function presentActivityEntry(row: AuditEntryRow): ActivityEntryDto {
  return {
    id: row.id,
    created_at: row.created_at,
    action: row.action,
    actor_id: row.actor_id,
    actor_username: row.actor_username,
    actor_name: row.actor_name,
    approver_id: row.approver_id,
    approver_name: row.approver_name,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    summary: row.summary,
    details: parseDetails(row.details),
  };
}

export function presentActivityPage(page: ActivityPage): ActivityPageResponse {
  return { entries: page.entries.map(presentActivityEntry), nextBefore: page.nextBefore, from: page.period.from, to: page.period.to };
}

export function presentActivityInit(init: ActivityInitResponse): ActivityInitResponse {
  return { users: init.users.map(({ id, username, name }) => ({ id, username, name })), timeZone: init.timeZone };
}

const ACTIVITY_CSV_HEADER = ['Entry', 'Date', 'Activity', 'User', 'Username', 'Approved By', 'Subject', 'Summary', 'Details'] as const;

/** The period's activity as a CSV file, a batch at a time. */
export function activityCsvChunks(data: ActivityExport): AsyncGenerator<string> {
  return csvFileChunks(ACTIVITY_CSV_HEADER, activityRowBatches(data));
}

async function* activityRowBatches(data: ActivityExport): AsyncGenerator<string> {
  const localTime = zoneClock(data.timeZone);
  for await (const batch of data.batches) {
    let chunk = '';
    for (const row of batch) {
      chunk += `${[
        String(row.id),
        csvText(formatLocalDateTime(localTime(row.created_at))),
        csvText(actionLabel(row.action)),
        csvText(row.actor_name),
        csvText(row.actor_username),
        csvText(row.approver_name),
        csvText(row.subject_type && row.subject_id ? `${row.subject_type} ${row.subject_id}` : ''),
        csvText(row.summary),
        csvText(row.details),
      ].join(',')}\r\n`;
    }
    yield chunk;
  }
}

export function activityCsvFilename(period: { from: string; to: string }): string {
  return `activity-${period.from}-to-${period.to}.csv`;
}
