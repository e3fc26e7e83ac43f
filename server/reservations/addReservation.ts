// Spec 2.9, 5, 7 Reservations: POST /reservations/add. The customer must exist (their name is kept on the
// reservation), the table too when one is given; the unique code is generated here.
import { type ReservationAddBody, RESERVATION_MESSAGES } from '../../shared/contract/reservations';
import { isUniqueViolation } from '../db/errors';
import { findStoreTableRow } from '../db/repositories/storeTables.repository';
import { insertReservation } from '../db/repositories/reservations.repository';
import { validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { findCustomerRow } from '../customers/findCustomer';
import { isLocalDateTime, newReservationCode, refuseVanishedReference } from './reservationRules';

/** A clash of two random codes is rare (1 in ~729 million per existing code); a few fresh draws settle it. */
const CODE_ATTEMPTS = 5;

export async function addReservation(ctx: ServiceContext, userId: number, body: ReservationAddBody): Promise<number> {
  if (!isLocalDateTime(body.date)) throw validationFailed(RESERVATION_MESSAGES.reservationDateRequired);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await refuseVanishedReference(() => insertOnce(ctx, userId, body));
    } catch (error) {
      if (attempt < CODE_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function insertOnce(ctx: ServiceContext, userId: number, body: ReservationAddBody): Promise<number> {
  return inTransaction(ctx, async (trx) => {
    // A phone or an id, as the Add Reservation dialog's customer search finds them.
    const customer = await findCustomerRow(trx, body.customerId);
    if (!customer) throw validationFailed(RESERVATION_MESSAGES.reservationCustomerNotFound);
    if (body.tableId !== null && !(await findStoreTableRow(trx, body.tableId))) {
      throw validationFailed(RESERVATION_MESSAGES.reservationTableNotFound);
    }
    const now = isoNow(ctx);
    return insertReservation(trx, {
      customer_id: customer.id,
      customer_name: customer.name,
      date: body.date,
      table_id: body.tableId,
      status: body.status,
      notes: body.notes,
      people_count: body.peopleCount,
      unique_code: newReservationCode(),
      created_by: userId,
      created_at: now,
      updated_at: now,
    });
  });
}
