// Table service: the live floor (POS, Orders and Settings read it), the floor plan (Settings), seating, clearing and
// moving orders between tables (POS).
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import {
  FLOOR_MESSAGES,
  floorAreaBody,
  floorAreaCreatedResponse,
  floorChangeResponse,
  floorPlacementBody,
  floorResponse,
  fireCourseBody,
  fireCourseResponse,
  tableServiceSettingsBody,
  mergeTablesBody,
  moveOrderBody,
  seatTableBody,
  transferLinesBody,
} from '../floor';
import { ORDER_ACTION_MESSAGES } from '../orders';
import { idParam } from '../pathParams';
import { messageResponse } from '../session';

const READ_SCOPES = ['POS', 'ORDERS', 'SETTINGS'] as const satisfies readonly Permission[];
const SERVICE_SCOPES = ['POS'] as const satisfies readonly Permission[];
const PLAN_SCOPES = ['SETTINGS'] as const satisfies readonly Permission[];
const tag = 'floor';
const tableId = idParam(FLOOR_MESSAGES.tableNotFound);
const areaId = idParam(FLOOR_MESSAGES.areaNotFound);
const orderId = idParam(ORDER_ACTION_MESSAGES.orderNotFound);

export const floorEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/floor',
    access: READ_SCOPES,
    tag,
    summary: 'The floor: areas, and every table with its place, status, guests, running total, times, server and orders.',
    response: floorResponse,
  }),
  addArea: endpoint({
    method: 'POST',
    path: '/floor/areas/add',
    access: PLAN_SCOPES,
    tag,
    summary: 'Adds an area of the floor plan (Main, Terrace, Bar…).',
    body: floorAreaBody,
    response: floorAreaCreatedResponse,
  }),
  updateArea: endpoint({
    method: 'POST',
    path: '/floor/areas/:id/update',
    params: { id: areaId },
    access: PLAN_SCOPES,
    tag,
    summary: 'Renames an area.',
    body: floorAreaBody,
    response: messageResponse,
  }),
  deleteArea: endpoint({
    method: 'DELETE',
    path: '/floor/areas/:id',
    params: { id: areaId },
    access: PLAN_SCOPES,
    tag,
    summary: 'Deletes an area without tables (409 while tables stand in it).',
    response: messageResponse,
  }),
  placeTable: endpoint({
    method: 'POST',
    path: '/floor/tables/:id/place',
    params: { id: tableId },
    access: PLAN_SCOPES,
    tag,
    summary: 'Places a table on the plan: its area, grid cell and shape (409 when another table stands there).',
    body: floorPlacementBody,
    response: floorChangeResponse,
  }),
  seatTable: endpoint({
    method: 'POST',
    path: '/floor/tables/:id/seat',
    params: { id: tableId },
    access: SERVICE_SCOPES,
    tag,
    summary: 'Seats guests at a free table; the caller becomes its server (409 when the table is taken).',
    body: seatTableBody,
    response: floorChangeResponse,
  }),
  clearTable: endpoint({
    method: 'POST',
    path: '/floor/tables/:id/clear',
    params: { id: tableId },
    access: SERVICE_SCOPES,
    tag,
    summary: 'Clears a table once its guests left: free again (409 while it has unpaid orders).',
    response: floorChangeResponse,
  }),
  moveOrder: endpoint({
    method: 'POST',
    path: '/floor/orders/:id/move',
    params: { id: orderId },
    access: SERVICE_SCOPES,
    tag,
    summary:
      'Moves an open order to another table; its kitchen ticket follows (409 when another till moved it first or a paid check holds it).',
    body: moveOrderBody,
    response: floorChangeResponse,
  }),
  transferLines: endpoint({
    method: 'POST',
    path: '/floor/transfer',
    access: SERVICE_SCOPES,
    tag,
    summary:
      "Moves chosen lines of an open order to another open order, with their own discounts; both orders' bills are built again (409 when a paid check or an order discount is involved).",
    body: transferLinesBody,
    response: floorChangeResponse,
  }),
  mergeTables: endpoint({
    method: 'POST',
    path: '/floor/merge',
    access: SERVICE_SCOPES,
    tag,
    summary: "Merges a table's unpaid orders into the oldest unpaid order of another table: one order, one kitchen ticket, one bill.",
    body: mergeTablesBody,
    response: floorChangeResponse,
  }),
  unmergeOrder: endpoint({
    method: 'POST',
    path: '/floor/orders/:id/unmerge',
    params: { id: orderId },
    access: SERVICE_SCOPES,
    tag,
    summary: 'Takes merged tables apart: every merged line goes back to the order it came from.',
    response: floorChangeResponse,
  }),
  getTableService: endpoint({
    method: 'GET',
    path: '/floor/table-service',
    access: READ_SCOPES,
    tag,
    summary: "Seats and courses: seat numbers per line (off, optional, required), the store's courses in serving order, auto-fire.",
    response: tableServiceSettingsBody,
  }),
  saveTableService: endpoint({
    method: 'POST',
    path: '/floor/table-service',
    access: PLAN_SCOPES,
    tag,
    summary: 'Saves the seats and courses settings.',
    body: tableServiceSettingsBody,
    response: messageResponse,
  }),
  fireCourse: endpoint({
    method: 'POST',
    path: '/floor/orders/:id/fire',
    params: { id: orderId },
    access: SERVICE_SCOPES,
    tag,
    summary: 'Fires a held course of an order: the kitchen gets it now (once: a second fire of the course answers isFired false).',
    body: fireCourseBody,
    response: fireCourseResponse,
  }),
} as const;
