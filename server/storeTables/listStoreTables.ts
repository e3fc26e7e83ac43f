// Spec 2.13, 7 Settings: GET /settings/store-tables.
import { listStoreTableRows } from '../db/repositories/storeTables.repository';
import type { StoreTableRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listStoreTables(ctx: ServiceContext): Promise<StoreTableRow[]> {
  return listStoreTableRows(ctx.db);
}
