// Spec 2.9, 5, 7, 9 Reservations: tables for the form, the list for a date filter, the text search, add,
// update and delete. Declared, with who may call each, in shared/contract/endpoints/reservations.ts.
import { reservationsEndpoints } from '../../../shared/contract/endpoints/reservations';
import { OFFERINGS_ANSWERS } from '../../../shared/contract/offerings';
import { presentReservation } from '../../presenters/reservations.presenter';
import { presentStoreTable } from '../../presenters/settings.presenter';
import { addReservation } from '../../services/addReservation';
import { deleteReservation } from '../../services/deleteReservation';
import { listReservations } from '../../services/listReservations';
import { listStoreTables } from '../../services/listStoreTables';
import { searchReservations } from '../../services/searchReservations';
import { updateReservation } from '../../services/updateReservation';
import { endpointMounter } from '../endpoint';
import type { ApiRoutesPlugin } from '../routeDeps';

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
    return { message: OFFERINGS_ANSWERS.reservationAdded, id };
  });

  mount(reservationsEndpoints.update, async ({ params, body }) => {
    await updateReservation(ctx, params.id, body);
    return { message: OFFERINGS_ANSWERS.reservationUpdated };
  });

  mount(reservationsEndpoints.delete, async ({ params }) => {
    await deleteReservation(ctx, params.id);
    return { message: OFFERINGS_ANSWERS.reservationDeleted };
  });
};
