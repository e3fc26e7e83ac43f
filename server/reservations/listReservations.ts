// Spec 2.9, 7, 9 Reservations: GET /reservations?type&from&to — the reservations whose (store-local) date
// falls in the period, by date and time.
import { addDays } from '../../shared/domain/dates/dateRanges';
import { type ReservationView, listReservationsBetween } from '../db/repositories/reservations.repository';
import type { ServiceContext } from '../infrastructure/context';
import { periodFor } from '../reports/dateRange';

export async function listReservations(ctx: ServiceContext, query: unknown): Promise<ReservationView[]> {
  const period = await periodFor(ctx, query);
  return listReservationsBetween(ctx.db, period.from, addDays(period.to, 1));
}
