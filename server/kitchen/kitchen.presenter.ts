// The pro kitchen's wire shapes: a screen's board (tickets are the orders of GET /kitchen, each line
// with its station and whether the screen owns it), the prep stations, the settings and the Reports kitchen tile.
import type {
  KitchenBoardResponse,
  KitchenSettingsDto,
  KitchenTimingResponse,
  PrepStationDto,
  PrepStationRef,
} from '../../shared/contract/kitchen';
import type { PrepStationRouting } from '../db/repositories/prepStations.repository';
import type { PrepStationRow } from '../db/schema';
import type { KitchenSettings } from './getKitchenSettings';
import type { KitchenBoard } from './kitchenBoard';
import type { KitchenTiming } from './kitchenTiming';
import type { Period } from '../reports/dateRange';
import { presentOrders } from '../orders/orders.presenter';
import { lastFireOf } from '../../shared/domain/tableService';

const stationRef = (row: PrepStationRow): PrepStationRef => ({ id: row.id, name: row.name, slug: row.slug });

export function presentKitchenBoard(board: KitchenBoard & { settings: KitchenSettings }): KitchenBoardResponse {
  const orders = presentOrders({
    orders: board.tickets.map((ticket) => ticket.order),
    items: board.tickets.flatMap((ticket) => ticket.lines),
    addons: board.addons,
    modifiers: board.modifiers,
  });
  return {
    station: board.station ? stationRef(board.station) : null,
    stations: board.stations.map(stationRef),
    settings: presentKitchenSettings(board.settings),
    tickets: orders.map((order, index) => {
      const ticket = board.tickets[index];
      const lineOf = new Map(ticket?.lines.map((line) => [line.id, line]));
      return {
        ...order,
        items: order.items.map((item) => {
          const line = lineOf.get(item.id);
          // Until bumped: a bump completes the open lines, and a completed line is no longer new or changed.
          const isOpen = item.status === 'created' || item.status === 'preparing';
          return {
            ...item,
            station_id: line?.station_id ?? null,
            is_mine: ticket?.mine.has(item.id) ?? false,
            is_new: isOpen && (line?.round_no ?? 1) > 1,
            previous_quantity: isOpen ? (line?.previous_quantity ?? null) : null,
          };
        }),
        is_ready: ticket?.isReady ?? false,
        stations: (ticket?.stations ?? []).map((station) => ({ id: station.id, name: station.name, is_done: station.isDone })),
        fire: lastFireOf(order.date, ticket?.lines ?? []),
      };
    }),
    allDay: board.allDay.map((count) => ({ item_title: count.itemTitle, variant_title: count.variantTitle, quantity: count.quantity })),
    recall: board.recall.map((ticket) => ({
      order_id: ticket.orderId,
      token_no: ticket.tokenNo,
      title: ticket.title,
      bumped_at: ticket.bumpedAt,
    })),
  };
}

export function presentKitchenSettings(settings: KitchenSettings): KitchenSettingsDto {
  return { warnMinutes: settings.warnMinutes, lateMinutes: settings.lateMinutes, recallMinutes: settings.recallMinutes };
}

export function presentPrepStation(station: PrepStationRouting): PrepStationDto {
  return { ...stationRef(station), categoryIds: station.categoryIds, itemIds: station.itemIds };
}

export function presentKitchenTiming(timing: KitchenTiming & { period: Period }): KitchenTimingResponse {
  return { from: timing.period.from, to: timing.period.to, overall: timing.overall, stations: timing.stations, hours: timing.hours };
}
