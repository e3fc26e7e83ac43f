// Spec 2.13, 7 Settings: POST /settings/store-tables/add.
import type { StoreTableBody } from '../../shared/contract/storeTables';
import { insertStoreTable } from '../db/repositories/storeTables.repository';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function addStoreTable(ctx: ServiceContext, body: StoreTableBody): Promise<number> {
  const now = isoNow(ctx);
  return insertStoreTable(ctx.db, {
    table_title: body.title,
    floor: body.floor,
    seating_capacity: body.seatingCapacity,
    created_at: now,
    updated_at: now,
  });
}
