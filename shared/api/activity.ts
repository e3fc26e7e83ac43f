// Audit trail: the Activity page's calls (its filter choices, pages of entries, the CSV as a plain
// same-origin link) and the reprint note the print pages send.
import { fillPath } from '../contract/endpoint';
import type { ActivityInitResponse, ActivityPageResponse } from '../contract/activity';
import type { ReprintDocument } from '../domain/activity';
import { API_BASE } from '../domain/access/session';
import { callEndpoint, type EndpointRequest, queryString } from './endpoints';

/** `type&from&to` of the date filter plus `userId` and `action` (empty: everyone, everything). */
export type ActivityFilterParams = Record<string, string>;

/** The filter is typed as text here; the server checks it (400 with its message). */
const pageQuery = (params: ActivityFilterParams) => params as EndpointRequest<'GET /activity'>['query'];

export function getActivityInit(): Promise<ActivityInitResponse> {
  return callEndpoint('GET /activity/init', {});
}

/** One page, newest first; `before` is the previous page's `nextBefore`. */
export function listActivity(params: ActivityFilterParams, before: number | null): Promise<ActivityPageResponse> {
  return callEndpoint('GET /activity', { query: pageQuery(before === null ? params : { ...params, before: String(before) }) });
}

export function activityCsvUrl(params: ActivityFilterParams): string {
  return API_BASE + fillPath('/activity/export.csv', undefined) + queryString(params);
}

export interface ReprintNote {
  document: ReprintDocument;
  orderId?: number;
  invoiceId?: number;
  creditNoteId?: number;
}

export async function noteReprint(note: ReprintNote): Promise<void> {
  await callEndpoint('POST /activity/reprint', { body: note });
}
