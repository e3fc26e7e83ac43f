// DELETE /kitchen/prep-stations/{id}: the station, its routing and its bumps go in one transaction;
// what was routed to it shows on every station until routed again. Kitchen screens refetch after commit.
import { KITCHEN_MESSAGES } from '../../shared/contract/kitchen';
import { deletePrepStationRow } from '../db/repositories/prepStations.repository';
import { notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';

export function deletePrepStation(ctx: ServiceContext, id: number): Promise<void> {
  return inTransaction(ctx, async (trx, emit) => {
    if (!(await deletePrepStationRow(trx, id))) throw notFound(KITCHEN_MESSAGES.stationNotFound);
    emit({ type: 'orders.updated', orderIds: [] });
  });
}
