// What every floor change starts with: the table locked, and its state read in the same transaction.
import { FLOOR_MESSAGES } from '../../shared/domain/floor';
import type { Db } from '../db/client';
import { lockFloorTable } from '../db/repositories/floor.repository';
import { notFound } from '../errors';
import { type FloorTableState, floorStates } from './floorState';

export async function lockTableState(trx: Db, now: Date, tableId: number): Promise<FloorTableState> {
  const table = await lockFloorTable(trx, tableId);
  if (!table) throw notFound(FLOOR_MESSAGES.tableNotFound);
  const [state] = await floorStates(trx, now, [table], tableId);
  if (!state) throw notFound(FLOOR_MESSAGES.tableNotFound);
  return state;
}
