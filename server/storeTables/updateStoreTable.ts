// Spec 2.13, 7 Settings: POST /settings/store-tables/{id}/update.
import { type StoreTableBody, STORE_TABLE_MESSAGES } from '../../shared/contract/storeTables';
import { updateStoreTableRow } from '../db/repositories/storeTables.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function updateStoreTable(ctx: ServiceContext, id: number, body: StoreTableBody): Promise<void> {
  const values = {
    table_title: body.title,
    floor: body.floor,
    seating_capacity: body.seatingCapacity,
    updated_at: isoNow(ctx),
  };
  if (!(await updateStoreTableRow(ctx.db, id, values))) throw notFound(STORE_TABLE_MESSAGES.tableNotFound);
}
