// What one kitchen screen shows, from one snapshot (pure: unit-tested in kitchenBoard.test.ts).
// A station's screen: the open tickets with at least one line of that station (or a line nothing routes, which
// shows everywhere) and not bumped there nor at expo; every line of the ticket comes along, the others greyed.
// The expo screen (no station): every open ticket not bumped at expo. All-day counts: the units of the screen's
// own lines not completed yet, per item and variant (held courses left out). Recall: the screen's bumps of the last 30 minutes.
import { KITCHEN_RECALL_WINDOW_MINUTES } from '../../shared/domain/kitchen';
import { kitchenOrderTitle } from '../../shared/domain/orders';
import { EXPO_STATION_ID, type KitchenSnapshot, type RoutedLine } from '../db/repositories/kitchen.repository';
import type { BoardOrderRow } from '../db/repositories/orders.repository';
import type { OrderItemAddonRow, OrderItemModifierRow, PrepStationRow } from '../db/schema';
import { modifierText } from '../../shared/domain/modifiers';
import { isHeldLine } from '../../shared/domain/tableService';

interface BoardTicket {
  order: BoardOrderRow;
  lines: RoutedLine[];
  /** Line ids this screen owns. */
  mine: Set<number>;
  isReady: boolean;
  stations: { id: number; name: string; isDone: boolean }[];
}

interface AllDayCount {
  itemTitle: string;
  variantTitle: string | null;
  quantity: number;
}

interface RecallableTicket {
  orderId: number;
  tokenNo: number;
  title: string;
  bumpedAt: string;
}

export interface KitchenBoard {
  station: PrepStationRow | null;
  stations: PrepStationRow[];
  tickets: BoardTicket[];
  addons: OrderItemAddonRow[];
  modifiers: OrderItemModifierRow[];
  allDay: AllDayCount[];
  recall: RecallableTicket[];
}

const isDone = (line: RoutedLine) => line.status === 'completed' || line.status === 'delivered';
const isOpen = (line: RoutedLine) => (line.status === 'created' || line.status === 'preparing') && !isHeldLine(line);

/** A line is the station's when routed to it, or routed nowhere (so nothing is ever lost); expo owns every line. */
export function isStationLine(line: Pick<RoutedLine, 'station_id'>, station: Pick<PrepStationRow, 'id'> | null): boolean {
  return station === null || line.station_id === null || line.station_id === station.id;
}

/** Every line the screen owns that was not cancelled is done (and there is at least one). */
function allDone(lines: readonly RoutedLine[]): boolean {
  // A held course is not the kitchen's yet: the fired lines done make the ticket ready.
  const live = lines.filter((line) => line.status !== 'cancelled' && !isHeldLine(line));
  return live.length > 0 && live.every(isDone);
}

export function buildKitchenBoard(snapshot: KitchenSnapshot, station: PrepStationRow | null, nowMs: number): KitchenBoard {
  const here = station?.id ?? EXPO_STATION_ID;
  const bumpedHere = new Set(snapshot.bumps.filter((bump) => bump.station_id === here).map((bump) => bump.order_id));
  const bumpedAtExpo = new Set(snapshot.bumps.filter((bump) => bump.station_id === EXPO_STATION_ID).map((bump) => bump.order_id));
  const stationNames = new Map(snapshot.stations.map((row) => [row.id, row.name]));
  const linesByOrder = new Map<number, RoutedLine[]>();
  for (const line of snapshot.items) {
    const lines = linesByOrder.get(line.order_id);
    if (lines) lines.push(line);
    else linesByOrder.set(line.order_id, [line]);
  }

  const tickets: BoardTicket[] = [];
  for (const order of snapshot.orders) {
    // An expo bump sends the order out of the kitchen: it leaves every station's screen too.
    if (bumpedHere.has(order.id) || bumpedAtExpo.has(order.id)) continue;
    const lines = linesByOrder.get(order.id) ?? [];
    const own = lines.filter((line) => isStationLine(line, station));
    if (own.length === 0) continue;
    const stationIds = [...new Set(lines.map((line) => line.station_id).filter((id): id is number => id !== null && stationNames.has(id)))];
    tickets.push({
      order,
      lines,
      mine: new Set(own.map((line) => line.id)),
      isReady: allDone(own),
      stations: stationIds
        .map((id) => ({ id, name: stationNames.get(id) ?? '', isDone: allDone(lines.filter((line) => line.station_id === id)) }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    });
  }

  const ticketIds = new Set(tickets.map((ticket) => ticket.order.id));
  const orderOfLine = new Map(snapshot.items.map((line) => [line.id, line.order_id]));
  const since = new Date(nowMs - KITCHEN_RECALL_WINDOW_MINUTES * 60_000).toISOString();
  const ordersById = new Map(snapshot.orders.map((order) => [order.id, order]));
  const recall = snapshot.bumps
    .filter((bump) => bump.station_id === here && bump.bumped_at >= since)
    .sort((a, b) => b.bumped_at.localeCompare(a.bumped_at) || b.order_id - a.order_id)
    .flatMap((bump): RecallableTicket[] => {
      const order = ordersById.get(bump.order_id);
      if (!order) return [];
      return [{ orderId: order.id, tokenNo: order.token_no, title: kitchenOrderTitle(order), bumpedAt: bump.bumped_at }];
    });

  return {
    station,
    stations: snapshot.stations,
    tickets,
    addons: snapshot.addons.filter((addon) => ticketIds.has(orderOfLine.get(addon.order_item_id) ?? -1)),
    modifiers: snapshot.modifiers.filter((modifier) => ticketIds.has(orderOfLine.get(modifier.order_item_id) ?? -1)),
    allDay: allDayCounts(tickets, snapshot.modifiers),
    recall,
  };
}

/**
 * Units not completed yet of the screen's own lines, per item and variant, and per modifier across items ("Medium
 * rare ×4": the grill cooks temperatures, whatever the cut): most first, then by title.
 */
function allDayCounts(tickets: readonly Pick<BoardTicket, 'lines' | 'mine'>[], modifiers: readonly OrderItemModifierRow[]): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  const add = (key: string, itemTitle: string, variantTitle: string | null, quantity: number) => {
    const count = counts.get(key);
    if (count) count.quantity += quantity;
    else counts.set(key, { itemTitle, variantTitle, quantity });
  };
  const modifiersOfLine = new Map<number, OrderItemModifierRow[]>();
  for (const modifier of modifiers)
    modifiersOfLine.set(modifier.order_item_id, [...(modifiersOfLine.get(modifier.order_item_id) ?? []), modifier]);
  for (const ticket of tickets) {
    for (const line of ticket.lines) {
      if (!ticket.mine.has(line.id) || !isOpen(line)) continue;
      add(JSON.stringify([line.item_title, line.variant_title]), line.item_title, line.variant_title, line.quantity);
      for (const modifier of modifiersOfLine.get(line.id) ?? []) {
        const text = modifierText(modifier);
        add(JSON.stringify(['modifier', text]), text, null, line.quantity);
      }
    }
  }
  return [...counts.values()].sort(
    (a, b) =>
      b.quantity - a.quantity || a.itemTitle.localeCompare(b.itemTitle) || (a.variantTitle ?? '').localeCompare(b.variantTitle ?? ''),
  );
}
