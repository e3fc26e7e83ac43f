// Table service: the live floor, the floor plan, seating, clearing and moving orders. Amounts are decoded once here
// into minor units.
import type { FloorAreaBody, FloorPlacementBody, FloorResponse, FloorTableDto, TableServiceSettingsBody } from '../contract/floor';
import type { MessageResponse } from '../contract/session';
import { type MinorUnits, decodeDecimalAmount } from '../domain/money/money';
import { callEndpoint } from './endpoints';

export interface FloorTableView extends Omit<FloorTableDto, 'total' | 'orders'> {
  total: MinorUnits;
  orders: Array<Omit<FloorTableDto['orders'][number], 'total'> & { total: MinorUnits }>;
}

export interface FloorView extends Omit<FloorResponse, 'tables'> {
  tables: FloorTableView[];
}

export async function getFloor(): Promise<FloorView> {
  const floor = await callEndpoint('GET /floor', {});
  return {
    ...floor,
    tables: floor.tables.map((table) => ({
      ...table,
      total: decodeDecimalAmount(table.total),
      orders: table.orders.map((order) => ({ ...order, total: decodeDecimalAmount(order.total) })),
    })),
  };
}

export function addFloorArea(body: FloorAreaBody) {
  return callEndpoint('POST /floor/areas/add', { body });
}

export function renameFloorArea(id: number, body: FloorAreaBody): Promise<MessageResponse> {
  return callEndpoint('POST /floor/areas/:id/update', { params: { id }, body });
}

export function deleteFloorArea(id: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /floor/areas/:id', { params: { id } });
}

export function placeTable(id: number, body: FloorPlacementBody) {
  return callEndpoint('POST /floor/tables/:id/place', { params: { id }, body });
}

export function seatTable(id: number, guests: number) {
  return callEndpoint('POST /floor/tables/:id/seat', { params: { id }, body: { guests } });
}

export function clearTable(id: number) {
  return callEndpoint('POST /floor/tables/:id/clear', { params: { id } });
}

export function moveOrder(orderId: number, fromTableId: number, toTableId: number) {
  return callEndpoint('POST /floor/orders/:id/move', { params: { id: orderId }, body: { fromTableId, toTableId } });
}

export function mergeTables(intoTableId: number, fromTableId: number) {
  return callEndpoint('POST /floor/merge', { body: { intoTableId, fromTableId } });
}

export function unmergeOrder(orderId: number) {
  return callEndpoint('POST /floor/orders/:id/unmerge', { params: { id: orderId } });
}

export function transferLines(fromOrderId: number, toOrderId: number, itemIds: number[]) {
  return callEndpoint('POST /floor/transfer', { body: { fromOrderId, toOrderId, itemIds } });
}

export function fireCourse(orderId: number, course: string) {
  return callEndpoint('POST /floor/orders/:id/fire', { params: { id: orderId }, body: { course } });
}

export function getTableServiceSettings() {
  return callEndpoint('GET /floor/table-service', {});
}

export function saveTableServiceSettings(body: TableServiceSettingsBody) {
  return callEndpoint('POST /floor/table-service', { body });
}
