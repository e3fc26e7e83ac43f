// Spec 7 `GET /reports?type&from&to` (no 'tomorrow', spec 9): the period's figures, top selling items and,
// beyond the spec, the revenue series for the chart.
import type { ReportResponse } from '../contract/offerings';
import { api } from './http';

export function getReport(params: Record<string, string>): Promise<ReportResponse> {
  return api.get<ReportResponse>(`/reports?${new URLSearchParams(params).toString()}`);
}
