// Spec 2.12 and 7 GET /reports?type&from&to: the period's figures (defined in docs/reports.md).
import { endpoint } from '../endpoint';
import { reportFilterQuery, reportResponse } from '../reports';

export const reportsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/reports',
    access: ['REPORTS'],
    tag: 'reports',
    summary: "The period's orders, customers, revenue, top selling items and revenue series (no 'tomorrow'; never cached).",
    query: reportFilterQuery,
    response: reportResponse,
  }),
} as const;
