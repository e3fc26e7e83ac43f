// Spec 2.9, 7 Reservations: DELETE /reservations/delete/{id}.
import { RESERVATION_MESSAGES } from '../../shared/contract/reservations';
import { deleteReservationRow } from '../db/repositories/reservations.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deleteReservation(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deleteReservationRow(ctx.db, id))) throw notFound(RESERVATION_MESSAGES.reservationNotFound);
}
