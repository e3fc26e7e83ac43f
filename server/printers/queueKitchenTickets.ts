// Kitchen tickets of a change to an order, queued in the change's own transaction: one job per kitchen printer that
// has lines of it, keyed by the change (the order sent, a line voided, a reprint request). The queue's unique
// (printer, key) and the transaction together make it once: a replayed Idempotency-Key writes nothing, a rolled-back
// change queues nothing, and the worker (printWorker.ts) prints after commit, off the request.
// Routing follows the kitchen screens: a printer prints the lines of its chosen stations (every line when it has
// none), and a line no station takes shows on every station, so it prints on every kitchen printer.
import type { Db } from '../db/client';
import {
  type NewPrintJob,
  type PrinterWithStations,
  type TicketSource,
  insertPrintJobs,
  listKitchenPrinterRows,
  loadTicketSource,
} from '../db/repositories/printers.repository';
import type { RoutedLine } from '../db/repositories/kitchen.repository';
import { listPrepStationRows } from '../db/repositories/prepStations.repository';
import { formatLocalDateTime, zoneClock } from '../infrastructure/zoneClock';
import type { KitchenTicket, KitchenTicketChange, KitchenTicketLine } from './ticket';

export interface KitchenChange {
  orderId: number;
  change: KitchenTicketChange;
  /** Unique per change of this order: 'order:12:sent', 'item:40:void', 'reprint:12:<key>'. */
  jobKey: string;
  /** The lines the ticket lists (all the order's lines still in play when not given). */
  pick?: (line: RoutedLine) => boolean;
  /** When the change happened (ISO). */
  at: string;
  /** A quantity change: each changed line's quantity before it, printed old -> new. */
  previousQuantities?: ReadonlyMap<number, number>;
  /** A fire's course. */
  course?: string;
}

/** Queues the change's tickets; answers how many jobs were new (0 without kitchen printers). */
export async function queueKitchenTickets(trx: Db, change: KitchenChange): Promise<number> {
  const printers = await listKitchenPrinterRows(trx);
  if (printers.length === 0) return 0;
  const source = await loadTicketSource(trx, change.orderId);
  if (!source) return 0;
  const pick = change.pick ?? ((line: RoutedLine) => line.status !== 'cancelled');
  const lines = source.lines.filter(pick);
  if (lines.length === 0) return 0;
  const stationNames = new Map((await listPrepStationRows(trx)).map((station) => [station.id, station.name]));
  const jobs: NewPrintJob[] = [];
  for (const printer of printers) {
    const own = lines.filter((line) => printsLine(printer, line));
    if (own.length === 0) continue;
    const ticket = kitchenTicket(source, own, change, stationsOf(printer, stationNames));
    jobs.push({
      printer_id: printer.id,
      job_key: change.jobKey,
      kind: 'kitchen',
      order_id: change.orderId,
      document: JSON.stringify(ticket),
    });
  }
  return insertPrintJobs(trx, jobs, change.at);
}

function printsLine(printer: PrinterWithStations, line: RoutedLine): boolean {
  if (printer.stationIds.length === 0 || line.station_id === null) return true;
  return printer.stationIds.includes(line.station_id);
}

function stationsOf(printer: PrinterWithStations, names: Map<number, string>): string | null {
  if (printer.stationIds.length === 0) return null;
  return printer.stationIds.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

function kitchenTicket(source: TicketSource, lines: RoutedLine[], change: KitchenChange, stations: string | null): KitchenTicket {
  const { order } = source;
  return {
    kind: 'kitchen',
    change: change.change,
    tokenNo: order.token_no,
    where: whereOf(order),
    server: order.created_by_name,
    time: formatLocalDateTime(zoneClock(source.timeZone)(change.at)),
    stations,
    lines: lines.map((line): KitchenTicketLine => ({
      quantity: line.quantity,
      previousQuantity: change.previousQuantities?.get(line.id),
      title: line.item_title,
      variant: line.variant_title,
      addons: source.addons.filter((addon) => addon.order_item_id === line.id).map((addon) => addon.title),
      note: line.notes ? line.notes : null,
      seat: line.seat,
      course: line.course,
    })),
    ...(change.course ? { course: change.course } : {}),
  };
}

function whereOf(order: TicketSource['order']): string {
  if (order.table_title) return order.floor ? `Table ${order.table_title} (${order.floor})` : `Table ${order.table_title}`;
  if (order.delivery_type === 'delivery') return 'Delivery';
  if (order.delivery_type === 'dinein') return 'Dine-in';
  return 'Takeaway';
}

/** Send: every line of the new order but the held courses', once per order. */
export function queueOrderSent(trx: Db, orderId: number, at: string): Promise<number> {
  return queueKitchenTickets(trx, { orderId, change: 'sent', jobKey: `order:${orderId}:sent`, at, pick: isSentLine });
}

function isSentLine(line: RoutedLine): boolean {
  return line.status !== 'cancelled' && (line.course === null || line.course_fired_at !== null);
}

/** A course fired: its lines, once per fire (the fire's time is in the key, so a course fired again after a move prints again). */
export function queueCourseFired(trx: Db, orderId: number, course: string, at: string): Promise<number> {
  return queueKitchenTickets(trx, {
    orderId,
    change: 'fire',
    course,
    jobKey: `fire:${orderId}:${course}:${at}`,
    at,
    pick: (line) => line.status !== 'cancelled' && line.course === course && line.course_fired_at === at,
  });
}
