// Spec 7 Reservations: the tables for the form, the list for a date filter, the text search, add,
// update and delete. Dates travel as the store's wall time, `YYYY-MM-DDTHH:mm`.
import type { ReservationAddBody, ReservationsInitResponse, ReservationsResponse, ReservationUpdateBody } from '../contract/reservations';
import type { CreatedResponse } from '../contract/answers';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';

export function getReservationsInit(): Promise<ReservationsInitResponse> {
  return callEndpoint('GET /reservations/init', {});
}

/** `params`: spec 7 `type`, plus `from` and `to` for custom, as `dateFilterParams()` gives them. */
export function listReservations(params: Readonly<Record<string, string>>): Promise<ReservationsResponse> {
  // dateFilterParams() types the filter as text; the server checks it (400 with the spec's message).
  return callEndpoint('GET /reservations', { query: params });
}

export function searchReservations(text: string): Promise<ReservationsResponse> {
  return callEndpoint('GET /reservations/search', { query: { q: text.trim() } });
}

export function addReservation(body: ReservationAddBody): Promise<CreatedResponse> {
  return callEndpoint('POST /reservations/add', { body });
}

export function updateReservation(id: number, body: ReservationUpdateBody): Promise<MessageResponse> {
  return callEndpoint('POST /reservations/update/:id', { params: { id }, body });
}

export function deleteReservation(id: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /reservations/delete/:id', { params: { id } });
}
