// Spec 2.9, 5, 7 Reservations: POST /reservations/update/{id}. Date, table, status, notes and people count
// change; the customer and the code stay.
import { type ReservationUpdateBody, RESERVATION_MESSAGES } from '../../shared/contract/reservations';
import { findStoreTableRow } from '../db/repositories/storeTables.repository';
import { reservationExists, updateReservationRow } from '../db/repositories/reservations.repository';
import { notFound, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { isLocalDateTime, refuseVanishedReference } from './reservationRules';

export async function updateReservation(ctx: ServiceContext, id: number, body: ReservationUpdateBody): Promise<void> {
  if (!isLocalDateTime(body.date)) throw validationFailed(RESERVATION_MESSAGES.reservationDateRequired);
  await refuseVanishedReference(() =>
    inTransaction(ctx, async (trx) => {
      if (!(await reservationExists(trx, id))) throw notFound(RESERVATION_MESSAGES.reservationNotFound);
      if (body.tableId !== null && !(await findStoreTableRow(trx, body.tableId))) {
        throw validationFailed(RESERVATION_MESSAGES.reservationTableNotFound);
      }
      await updateReservationRow(trx, id, {
        date: body.date,
        table_id: body.tableId,
        status: body.status,
        notes: body.notes,
        people_count: body.peopleCount,
        updated_at: isoNow(ctx),
      });
    }),
  );
}
