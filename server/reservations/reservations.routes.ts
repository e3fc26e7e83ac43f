// Spec 2.9, 5, 7, 9 Reservations: tables for the form, the list for a date filter, the text search, add,
// update and delete. Declared, with who may call each, in shared/contract/endpoints/reservations.ts.
import { reservationsEndpoints } from '../../shared/contract/endpoints/reservations';
import { RESERVATION_MESSAGES } from '../../shared/contract/reservations';
import { presentReservation } from './reservations.presenter';
import { presentStoreTable } from '../settings/settings.presenter';
import { addReservation } from './addReservation';
import { deleteReservation } from './deleteReservation';
import { listReservations } from './listReservations';
import { listStoreTables } from '../storeTables/listStoreTables';
import { searchReservations } from './searchReservations';
import { updateReservation } from './updateReservation';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const reservationsRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(reservationsEndpoints.init, async () => ({ storeTables: (await listStoreTables(ctx)).map(presentStoreTable) }));

  mount(reservationsEndpoints.list, async ({ query }) => ({ reservations: (await listReservations(ctx, query)).map(presentReservation) }));

  mount(reservationsEndpoints.search, async ({ query }) => ({
    reservations: (await searchReservations(ctx, query.q)).map(presentReservation),
  }));

  mount(reservationsEndpoints.add, async ({ session, body }) => {
    const id = await addReservation(ctx, session.user.id, body);
    return { message: RESERVATION_MESSAGES.reservationAdded, id };
  });

  mount(reservationsEndpoints.update, async ({ params, body }) => {
    await updateReservation(ctx, params.id, body);
    return { message: RESERVATION_MESSAGES.reservationUpdated };
  });

  mount(reservationsEndpoints.delete, async ({ params }) => {
    await deleteReservation(ctx, params.id);
    return { message: RESERVATION_MESSAGES.reservationDeleted };
  });
};
