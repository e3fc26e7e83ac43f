// Table service on the wire: the floor as GET /floor answers it (amounts as decimals from the stored bills).
import { isHeldLine } from '../../shared/domain/tableService';
import type { FloorAreaDto, FloorResponse, FloorTableDto } from '../../shared/contract/floor';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import type { FloorAreaRow } from '../db/schema';
import type { Floor } from './getFloor';
import type { FloorTableState } from './floorState';

function presentFloorArea(area: FloorAreaRow): FloorAreaDto {
  return { id: area.id, name: area.name };
}

function presentFloorTable(state: FloorTableState): FloorTableDto {
  const { table } = state;
  return {
    id: table.id,
    title: table.table_title,
    floor: table.floor,
    seats: table.seating_capacity,
    areaId: table.area_id,
    x: table.grid_x,
    y: table.grid_y,
    shape: state.shape,
    status: state.status,
    guests: state.guests,
    total: toDecimalAmount(state.unpaid.payableTotal),
    seatedAt: state.seatedAt,
    lastOrderAt: state.lastOrderAt,
    serverId: state.serverId,
    serverName: state.serverName,
    orders: state.orders.map((order) => ({
      id: order.id,
      tokenNo: order.token_no,
      total: toDecimalAmount(minorUnits(order.total)),
      isPaid: order.payment_status === 'paid',
      lines: (state.lines.get(order.id) ?? []).map((line) => ({
        id: line.id,
        title: line.variant_title ? `${line.item_title} (${line.variant_title})` : line.item_title,
        quantity: line.quantity,
        status: line.status,
        seat: line.seat,
        heldCourse: line.status !== 'cancelled' && isHeldLine(line) ? line.course : null,
      })),
    })),
    joinedToTableId: state.joinedToTableId,
  };
}

export function presentFloor(floor: Floor, viewerId: number): FloorResponse {
  return {
    areas: floor.areas.map(presentFloorArea),
    tables: floor.tables.map(presentFloorTable),
    serverTime: floor.now.toISOString(),
    currency: floor.currency,
    viewerId,
  };
}
