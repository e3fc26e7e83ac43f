// Spec 7 Orders and kitchen, the kitchen display's calls, and the pro kitchen's: the board of one
// prep station (or all: expo), bump and recall, the prep stations and kitchen settings (Settings > Kitchen) and
// the Reports kitchen tile. Kitchen screens take the Kitchen page's scopes (spec 2.1); changing the stations and
// settings takes SETTINGS; the timing figures take REPORTS.
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { KITCHEN_MESSAGES } from '../kitchen';
import { ORDER_ACTION_MESSAGES } from '../orders';
import { idParam } from '../pathParams';
import {
  kitchenBoardQuery,
  kitchenBoardResponse,
  kitchenSettingsBody,
  kitchenSettingsDto,
  kitchenTicketBody,
  kitchenTimingResponse,
  messageResponse,
  prepStationBody,
  prepStationSavedResponse,
  prepStationsResponse,
} from '../kitchen';
import { reportFilterQuery } from '../reports';
import { kitchenItemStatusBody, kitchenStatusBody, orderActionResponse, orderGroupsResponse } from '../orders';

const KITCHEN_SCOPES = ['KITCHEN', 'KITCHEN_DISPLAY'] as const satisfies readonly Permission[];
const SETTINGS_SCOPES = ['SETTINGS'] as const satisfies readonly Permission[];
/** The kitchen screens read the stations (their switcher); Settings reads and changes them. */
const KITCHEN_OR_SETTINGS_SCOPES = [...KITCHEN_SCOPES, ...SETTINGS_SCOPES] as const satisfies readonly Permission[];
const tag = 'kitchen';
const orderId = idParam(ORDER_ACTION_MESSAGES.orderNotFound);
const stationId = idParam(KITCHEN_MESSAGES.stationNotFound);

export const kitchenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/kitchen',
    access: KITCHEN_SCOPES,
    tag,
    summary: "The open orders grouped by table, as GET /orders answers them; the server's clock in X-Server-Time.",
    response: orderGroupsResponse,
  }),
  setItemStatus: endpoint({
    method: 'POST',
    path: '/kitchen/:id',
    params: { id: idParam(ORDER_ACTION_MESSAGES.orderItemNotFound) },
    access: KITCHEN_SCOPES,
    tag,
    summary: 'Start Making (created → preparing) or Complete (preparing → completed) on one order item (:id is the item).',
    body: kitchenItemStatusBody,
    response: orderActionResponse,
  }),
  setKitchenStatus: endpoint({
    method: 'POST',
    path: '/kitchen/:id/kitchen-status',
    params: { id: orderId },
    access: KITCHEN_SCOPES,
    tag,
    summary: "Sets an open order's kitchen status (any of the four, in any order; :id is the order).",
    body: kitchenStatusBody,
    response: orderActionResponse,
  }),
  board: endpoint({
    method: 'GET',
    path: '/kitchen/board',
    access: KITCHEN_SCOPES,
    tag,
    summary:
      "One prep station's screen (?station=slug; none or expo: all stations): open tickets not bumped there, all-day counts, recallable tickets, the stations and the timing settings; the server's clock in X-Server-Time.",
    query: kitchenBoardQuery,
    response: kitchenBoardResponse,
  }),
  bump: endpoint({
    method: 'POST',
    path: '/kitchen/orders/:id/bump',
    params: { id: orderId },
    access: KITCHEN_SCOPES,
    tag,
    summary:
      "Bumps an order's ticket off a station's screen (station: its slug, or expo for all stations; required), completing that screen's open lines; expo also sets the kitchen status to Ready. Again: a no-op.",
    body: kitchenTicketBody,
    response: orderActionResponse,
  }),
  recall: endpoint({
    method: 'POST',
    path: '/kitchen/orders/:id/recall',
    params: { id: orderId },
    access: KITCHEN_SCOPES,
    tag,
    summary:
      "Brings a ticket bumped in the last 30 minutes back on that screen (station: its slug, or expo; required). Lines stay completed; a ticket expo had sent out comes back on expo too, with the kitchen status expo's bump replaced.",
    body: kitchenTicketBody,
    response: orderActionResponse,
  }),
  listPrepStations: endpoint({
    method: 'GET',
    path: '/kitchen/prep-stations',
    access: KITCHEN_OR_SETTINGS_SCOPES,
    tag,
    summary: 'The prep stations in name order, each with the categories and single items routed to it.',
    response: prepStationsResponse,
  }),
  addPrepStation: endpoint({
    method: 'POST',
    path: '/kitchen/prep-stations/add',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Adds a prep station (unique slug); its categories and items move to it from any other station.',
    body: prepStationBody,
    response: prepStationSavedResponse,
  }),
  updatePrepStation: endpoint({
    method: 'POST',
    path: '/kitchen/prep-stations/:id/update',
    params: { id: stationId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Renames a prep station and replaces what is routed to it; open tickets follow at once.',
    body: prepStationBody,
    response: prepStationSavedResponse,
  }),
  deletePrepStation: endpoint({
    method: 'DELETE',
    path: '/kitchen/prep-stations/:id',
    params: { id: stationId },
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Deletes a prep station; what was routed to it shows on every station until routed again.',
    response: messageResponse,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: '/kitchen/settings',
    access: KITCHEN_OR_SETTINGS_SCOPES,
    tag,
    summary: 'The ticket ages that turn a kitchen card amber and red, and the recall window (minutes).',
    response: kitchenSettingsDto,
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/kitchen/settings',
    access: SETTINGS_SCOPES,
    tag,
    summary: 'Saves the amber and red ticket ages (whole minutes, red later than amber).',
    body: kitchenSettingsBody,
    response: messageResponse,
  }),
  timing: endpoint({
    method: 'GET',
    path: '/kitchen/timing',
    access: ['REPORTS'],
    tag,
    summary:
      'The Reports kitchen tile: average and 90th-percentile time from order to completed in the period, overall, per prep station and per store-local hour placed.',
    query: reportFilterQuery,
    response: kitchenTimingResponse,
  }),
} as const;
