// Spec 2.9, 5, 7, 9 Reservations: tables for the form, the list for a date filter, the text search, add,
// update and delete. Reading: RESERVATIONS, VIEW_RESERVATIONS or MANAGE_RESERVATIONS; changing:
// RESERVATIONS or MANAGE_RESERVATIONS (API_ACCESS).
import {
  OFFERINGS_ANSWERS,
  OFFERINGS_MESSAGES,
  type ReservationsInitResponse,
  type ReservationsResponse,
  reservationAddBody,
  reservationSearchQuery,
  reservationUpdateBody,
} from '../../../shared/contract/offerings';
import type { CreatedResponse } from '../../../shared/contract/settings';
import type { MessageResponse } from '../../../shared/contract/session';
import { presentReservation } from '../../presenters/reservations.presenter';
import { presentStoreTable } from '../../presenters/settings.presenter';
import { addReservation } from '../../services/addReservation';
import { deleteReservation } from '../../services/deleteReservation';
import { listReservations } from '../../services/listReservations';
import { listStoreTables } from '../../services/listStoreTables';
import { searchReservations } from '../../services/searchReservations';
import { updateReservation } from '../../services/updateReservation';
import { validationFailed } from '../../errors';
import { idParam } from '../params';
import { parseWith } from '../parse';
import { requireSession } from '../request';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };

/** Spec 5: an update (or delete) without a usable id is 'Invalid request!'; a well-formed unknown id is a 404. */
function reservationId(value: string): number {
  if (!/^\d+$/.test(value)) throw validationFailed(OFFERINGS_MESSAGES.reservationInvalidRequest);
  return idParam(value, OFFERINGS_ANSWERS.reservationNotFound);
}

export const reservationsRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/reservations/init', async () => {
    const storeTables = await listStoreTables(ctx);
    return { storeTables: storeTables.map(presentStoreTable) } satisfies ReservationsInitResponse;
  });

  app.get('/reservations', async (request) => {
    const reservations = await listReservations(ctx, request.query);
    return { reservations: reservations.map(presentReservation) } satisfies ReservationsResponse;
  });

  app.get('/reservations/search', async (request) => {
    const { q } = parseWith(reservationSearchQuery, request.query);
    const reservations = await searchReservations(ctx, q);
    return { reservations: reservations.map(presentReservation) } satisfies ReservationsResponse;
  });

  app.post('/reservations/add', async (request) => {
    const { user } = requireSession(request);
    const id = await addReservation(ctx, user.id, parseWith(reservationAddBody, request.body));
    return { message: OFFERINGS_ANSWERS.reservationAdded, id } satisfies CreatedResponse;
  });

  app.post<ById>('/reservations/update/:id', async (request) => {
    const id = reservationId(request.params.id);
    await updateReservation(ctx, id, parseWith(reservationUpdateBody, request.body));
    return { message: OFFERINGS_ANSWERS.reservationUpdated } satisfies MessageResponse;
  });

  app.delete<ById>('/reservations/delete/:id', async (request) => {
    await deleteReservation(ctx, reservationId(request.params.id));
    return { message: OFFERINGS_ANSWERS.reservationDeleted } satisfies MessageResponse;
  });
};
