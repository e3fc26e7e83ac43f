// Audit trail: the back office's Activity page (admin or REPORTS) reads it in pages and as CSV; every
// signed-in station notes a reprint (the print pages call it when they print a document a second time).
import type { Permission } from '../../domain/access/scopes';
import {
  activityFilterQuery,
  activityInitResponse,
  activityPageQuery,
  activityPageResponse,
  reprintBody,
  reprintResponse,
} from '../activity';
import { endpoint } from '../endpoint';

const ACTIVITY_SCOPES = ['REPORTS'] as const satisfies readonly Permission[];
const tag = 'activity';

export const activityEndpoints = {
  init: endpoint({
    method: 'GET',
    path: '/activity/init',
    access: ACTIVITY_SCOPES,
    tag,
    summary: "The people the Activity page can filter by, and the store's time zone.",
    response: activityInitResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: '/activity',
    access: ACTIVITY_SCOPES,
    tag,
    summary: 'One page of the audit trail, newest first, for a period (at most 366 days), a person and an action.',
    query: activityPageQuery,
    response: activityPageResponse,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/activity/export.csv',
    access: ACTIVITY_SCOPES,
    tag,
    summary: 'The audit trail of a period (at most 366 days) as CSV, with the same filters.',
    query: activityFilterQuery,
    response: { contentType: 'text/csv; charset=utf-8' },
  }),
  reprint: endpoint({
    method: 'POST',
    path: '/activity/reprint',
    access: 'signed-in',
    tag,
    summary: 'Notes in the audit trail that a receipt, token, invoice or credit note was printed again.',
    body: reprintBody,
    response: reprintResponse,
  }),
} as const;
