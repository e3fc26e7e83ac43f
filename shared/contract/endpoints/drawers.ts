// Cash drawers: the POS's Drawer screen (open, movements, blind close) and Settings' drawer rules.
import type { Permission } from '../../domain/access/scopes';
import {
  DRAWER_MESSAGES,
  closeDrawerBody,
  drawerMessageResponse,
  drawerMovementBody,
  drawerResponse,
  drawerSettingsBody,
  drawersResponse,
  openDrawerBody,
  overShortResponse,
  xReportResponse,
  zReportResponse,
  zReportsResponse,
} from '../drawers';
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { dateFilterQuery } from '../reports';

/** Whoever takes cash at a till, and Settings. */
const TILL_SCOPES = ['POS', 'ORDERS', 'SETTINGS'] as const satisfies readonly Permission[];
const SETTINGS_SCOPES = ['SETTINGS'] as const satisfies readonly Permission[];
/** Who reads the figures of the day and closes it. */
const MANAGER_SCOPES = ['REPORTS', 'SETTINGS'] as const satisfies readonly Permission[];
const tag = 'drawers';
const drawerId = idParam(DRAWER_MESSAGES.drawerNotFound);

export const drawersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/drawers',
    access: TILL_SCOPES,
    tag,
    summary: 'The drawer settings with the currency’s notes and coins, the open drawers (expected cash hidden) and the last closed ones.',
    response: drawersResponse,
  }),
  open: endpoint({
    method: 'POST',
    path: '/drawers/open',
    access: TILL_SCOPES,
    tag,
    summary:
      'Opens a drawer at a till with a float counted in notes and coins, the opener’s own or shared (409 if the till or user has one open).',
    body: openDrawerBody,
    response: drawerResponse,
  }),
  move: endpoint({
    method: 'POST',
    path: '/drawers/:id/movements',
    params: { id: drawerId },
    access: TILL_SCOPES,
    tag,
    summary: 'Pay in, pay out (reason, recipient), safe drop, tip-out or no sale on an open drawer; each in the Activity trail.',
    body: drawerMovementBody,
    response: drawerResponse,
  }),
  close: endpoint({
    method: 'POST',
    path: '/drawers/:id/close',
    params: { id: drawerId },
    access: TILL_SCOPES,
    tag,
    summary:
      'Closes a drawer with a blind count; answers the expected cash and the over/short (a manager override above the store’s limit; 409 if already closed).',
    body: closeDrawerBody,
    response: drawerResponse,
  }),
  xReport: endpoint({
    method: 'GET',
    path: '/drawers/:id/x-report',
    params: { id: drawerId },
    access: MANAGER_SCOPES,
    tag,
    summary: 'The X report: a drawer with its expected cash now, and the business day so far (everything since the last Z).',
    response: xReportResponse,
  }),
  printXReport: endpoint({
    method: 'POST',
    path: '/drawers/:id/x-report/print',
    params: { id: drawerId },
    access: MANAGER_SCOPES,
    tag,
    summary:
      'Prints the X report on the receipt printer (the figures in the order the screen lists them); once per Idempotency-Key, 409 without a receipt printer.',
    response: drawerMessageResponse,
    idempotent: true,
  }),
  closeZ: endpoint({
    method: 'POST',
    path: '/drawers/z-reports/close',
    access: MANAGER_SCOPES,
    tag,
    summary:
      'Closes the business day: the next Z number (contiguous, never reused) over everything since the last Z; 409 while a drawer is open.',
    response: zReportResponse,
  }),
  zReports: endpoint({
    method: 'GET',
    path: '/drawers/z-reports',
    access: MANAGER_SCOPES,
    tag,
    summary: 'The Z reports, newest first (immutable once closed).',
    response: zReportsResponse,
  }),
  zReportPdf: endpoint({
    method: 'GET',
    path: '/drawers/z-reports/:id/pdf',
    params: { id: idParam(DRAWER_MESSAGES.zNotFound) },
    access: MANAGER_SCOPES,
    tag,
    summary: 'One Z report as a PDF, every figure of the closed day (an attachment, never cached).',
    response: { contentType: 'application/pdf' },
  }),
  printZReport: endpoint({
    method: 'POST',
    path: '/drawers/z-reports/:id/print',
    params: { id: idParam(DRAWER_MESSAGES.zNotFound) },
    access: MANAGER_SCOPES,
    tag,
    summary:
      'Prints a Z report on the receipt printer (the figures in the order the screen and the PDF list them); once per Idempotency-Key, 409 without a receipt printer.',
    response: drawerMessageResponse,
    idempotent: true,
  }),
  overShort: endpoint({
    method: 'GET',
    path: '/drawers/over-short',
    access: MANAGER_SCOPES,
    tag,
    summary:
      'Over/short per user over a period (the date filter of the reports): the drawers closed in it, a shared drawer counted for whoever closed it.',
    query: dateFilterQuery,
    response: overShortResponse,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/drawers/settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Turns drawers on or off, says whether cash with no open drawer is refused or flagged, and sets the over/short limit.',
    body: drawerSettingsBody,
    response: drawerMessageResponse,
  }),
} as const;
