// Reservation view → wire shape (spec 3 reservation).
import type { ReservationDto } from '../../shared/contract/reservations';
import type { ReservationView } from '../db/repositories/reservations.repository';

export function presentReservation(view: ReservationView): ReservationDto {
  return {
    id: view.id,
    customer_id: view.customer_id,
    customer_name: view.customer_name,
    date: view.date,
    table_id: view.table_id,
    table_title: view.table_title,
    status: view.status,
    notes: view.notes,
    people_count: view.people_count,
    unique_code: view.unique_code,
    created_at: view.created_at,
    updated_at: view.updated_at,
  };
}
