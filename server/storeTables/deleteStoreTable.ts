// Spec 2.13, 7 Settings: DELETE /settings/store-tables/{id}. Nothing references tables yet
// (reservations and orders, later issues, keep title snapshots and a SET NULL link).
import { STORE_TABLE_MESSAGES } from '../../shared/contract/storeTables';
import { deleteStoreTableRow } from '../db/repositories/storeTables.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deleteStoreTable(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deleteStoreTableRow(ctx.db, id))) throw notFound(STORE_TABLE_MESSAGES.tableNotFound);
}
