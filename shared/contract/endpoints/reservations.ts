// Spec 2.9, 5, 7 and 9 Reservations: VIEW_RESERVATIONS reads only; RESERVATIONS or
// MANAGE_RESERVATIONS change. Dates travel as the store's wall time, `YYYY-MM-DDTHH:mm`.
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { dateFilterQuery } from '../reports';
import {
  reservationAddBody,
  reservationSearchQuery,
  reservationsInitResponse,
  reservationsResponse,
  reservationUpdateBody,
  RESERVATION_MESSAGES,
} from '../reservations';
import { idParam } from '../pathParams';
import { messageResponse } from '../session';
import { createdResponse } from '../answers';

const READ_SCOPES = ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'] as const satisfies readonly Permission[];
const CHANGE_SCOPES = ['RESERVATIONS', 'MANAGE_RESERVATIONS'] as const satisfies readonly Permission[];
const tag = 'reservations';
/** Spec 5: an id that is not digits is 'Invalid request!'; a well-formed unknown id is a 404. */
const reservationId = idParam(RESERVATION_MESSAGES.reservationNotFound, RESERVATION_MESSAGES.reservationInvalidRequest);

export const reservationsEndpoints = {
  init: endpoint({
    method: 'GET',
    path: '/reservations/init',
    access: READ_SCOPES,
    tag,
    summary: 'The store tables, for the reservation form.',
    response: reservationsInitResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: '/reservations',
    access: READ_SCOPES,
    tag,
    summary: "The reservations of a date filter's period (spec 9), in the store's time zone.",
    query: dateFilterQuery,
    response: reservationsResponse,
  }),
  search: endpoint({
    method: 'GET',
    path: '/reservations/search',
    access: READ_SCOPES,
    tag,
    summary: "Reservations matching a text (customer's name or phone, notes, code); an empty text finds nothing.",
    query: reservationSearchQuery,
    response: reservationsResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/reservations/add',
    access: CHANGE_SCOPES,
    tag,
    summary: 'Books a reservation for a customer (by phone or id).',
    body: reservationAddBody,
    response: createdResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/reservations/update/:id',
    params: { id: reservationId },
    access: CHANGE_SCOPES,
    tag,
    summary: "Changes a reservation's date, table, status, notes and people count.",
    body: reservationUpdateBody,
    response: messageResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/reservations/delete/:id',
    params: { id: reservationId },
    access: CHANGE_SCOPES,
    tag,
    summary: 'Deletes a reservation.',
    response: messageResponse,
  }),
} as const;
