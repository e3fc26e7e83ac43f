// Spec 7 Reservations: the tables for the form, the list for a date filter, the text search, add,
// update and delete. Dates travel as the store's wall time, `YYYY-MM-DDTHH:mm`.
import type {
  ReservationAddBody,
  ReservationsInitResponse,
  ReservationsResponse,
  ReservationUpdateBody,
} from '../contract/offerings';
import type { CreatedResponse } from '../contract/settings';
import type { MessageResponse } from '../contract/session';
import { api } from './http';

const key = (id: number) => encodeURIComponent(String(id));

export function getReservationsInit(): Promise<ReservationsInitResponse> {
  return api.get<ReservationsInitResponse>('/reservations/init');
}

/** `params`: spec 7 `type`, plus `from` and `to` for custom, as `dateFilterParams()` gives them. */
export function listReservations(params: Readonly<Record<string, string>>): Promise<ReservationsResponse> {
  return api.get<ReservationsResponse>(`/reservations?${new URLSearchParams(params).toString()}`);
}

export function searchReservations(text: string): Promise<ReservationsResponse> {
  return api.get<ReservationsResponse>(`/reservations/search?${new URLSearchParams({ q: text.trim() }).toString()}`);
}

export function addReservation(body: ReservationAddBody): Promise<CreatedResponse> {
  return api.post<CreatedResponse>('/reservations/add', body);
}

export function updateReservation(id: number, body: ReservationUpdateBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/reservations/update/${key(id)}`, body);
}

export function deleteReservation(id: number): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/reservations/delete/${key(id)}`);
}
