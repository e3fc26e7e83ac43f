// Spec 2.9, 7 Reservations: GET /reservations/search?q — customer name or phone, code or notes, any date,
// latest first. An empty text finds nothing (the screen never sends one: spec 5).
import { type ReservationView, searchReservationRows } from '../db/repositories/reservations.repository';
import type { ServiceContext } from '../infrastructure/context';
import { normalizePhone } from '../customers/findCustomer';

const RESERVATION_SEARCH_LIMIT = 50;

export async function searchReservations(ctx: ServiceContext, text: string): Promise<ReservationView[]> {
  if (text === '') return [];
  return searchReservationRows(ctx.db, { text, phone: normalizePhone(text) }, RESERVATION_SEARCH_LIMIT);
}
