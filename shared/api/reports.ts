// Spec 7 `GET /reports?type&from&to` (no 'tomorrow', spec 9): the period's figures, top selling items and,
// beyond the spec, the revenue series for the chart.
import type { ReportResponse } from '../contract/offerings';
import { callEndpoint } from './endpoints';

export function getReport(params: Record<string, string>): Promise<ReportResponse> {
  return callEndpoint('GET /reports', { query: params });
}
