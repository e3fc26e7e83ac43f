// Spec 7 Settings → Tables. Callers pass the output of the shared request schema (run through `validate()` first).
import type { CreatedResponse } from '../contract/answers';
import type { MessageResponse } from '../contract/session';
import type { StoreTableBody, StoreTablesResponse } from '../contract/storeTables';
import { callEndpoint } from './endpoints';

export function listStoreTables(): Promise<StoreTablesResponse> {
  return callEndpoint('GET /settings/store-tables', {});
}

export function addStoreTable(body: StoreTableBody): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/store-tables/add', { body });
}

export function updateStoreTable(tableId: number, body: StoreTableBody): Promise<MessageResponse> {
  return callEndpoint('POST /settings/store-tables/:id/update', { params: { id: tableId }, body });
}

export function deleteStoreTable(tableId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/store-tables/:id', { params: { id: tableId } });
}
