// Spec 2.9, 7 Reservations: DELETE /reservations/delete/{id}.
import { OFFERINGS_ANSWERS } from '../../shared/contract/offerings';
import { deleteReservationRow } from '../db/repositories/reservations.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deleteReservation(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deleteReservationRow(ctx.db, id))) throw notFound(OFFERINGS_ANSWERS.reservationNotFound);
}
