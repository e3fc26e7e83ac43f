// Table service: the floor's words and the one rule that says where a table stands. The server derives each table's
// status from its orders with `tableStatusOf`; the POS shows the status by colour and word (TABLE_STATUS_LABELS).
import type { OrderItemStatus } from './orders';

export const TABLE_STATUSES = ['free', 'seated', 'ordered', 'food_out', 'check_printed', 'paid'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** The word beside each table's colour: a colour alone says nothing to a colour-blind server. */
export const TABLE_STATUS_LABELS: Record<TableStatus, string> = {
  free: 'Free',
  seated: 'Seated',
  ordered: 'Ordered',
  food_out: 'Food out',
  check_printed: 'Check printed',
  paid: 'Paid, to clear',
};

export const TABLE_SHAPES = ['square', 'round', 'long'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** The floor plan's grid: a table sits on one cell (a long table spans two across). */
export const FLOOR_GRID = { columns: 12, rows: 8 } as const;

/** What the status is read from: the table's seating and its orders of this visit (since it was last cleared). */
export interface TableVisit {
  /** Guests were seated (Seat on the floor view) and the table was not cleared since. */
  isSeated: boolean;
  /** Unpaid open orders: their lines' statuses, and whether a bill (checks) was drawn up for any of them. */
  unpaidOrders: ReadonlyArray<{ lineStatuses: readonly OrderItemStatus[]; hasBill: boolean }>;
  /** Orders paid since the table was last cleared. */
  paidOrderCount: number;
}

const SERVED: readonly OrderItemStatus[] = ['completed', 'delivered', 'cancelled'];

export function tableStatusOf(visit: TableVisit): TableStatus {
  if (visit.unpaidOrders.length > 0) {
    if (visit.unpaidOrders.some((order) => order.hasBill)) return 'check_printed';
    const lines = visit.unpaidOrders.flatMap((order) => order.lineStatuses).filter((status) => status !== 'cancelled');
    return lines.length > 0 && lines.every((status) => SERVED.includes(status)) ? 'food_out' : 'ordered';
  }
  if (visit.paidOrderCount > 0) return 'paid';
  return visit.isSeated ? 'seated' : 'free';
}

/** Whole minutes from `since` to `now` (0 for a time in the future: clocks drift). */
export function minutesSince(since: string | null, now: number): number | null {
  if (since === null) return null;
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}

export const FLOOR_MESSAGES = {
  tableNotFound: 'Table not found!',
  areaNotFound: 'Area not found!',
  areaName: 'Please provide area name!',
  areaInUse: 'Move the tables of this area first!',
  invalidPosition: 'Please place the table on the floor grid!',
  invalidShape: 'Please choose a table shape!',
  invalidGuests: 'Please provide how many guests (1 to 99)!',
  tableTaken: (title: string) => `${title} is taken: open its orders instead.`,
  cellTaken: (title: string) => `${title} already stands there!`,
  tableHasOrders: (title: string) => `${title} still has unpaid orders: pay or move them first.`,
  movedMeanwhile: (token: number, title: string | null) =>
    `Order #${token} was moved ${title ? `to ${title}` : 'off its table'} by another till meanwhile: check the floor and try again.`,
  sameTable: (title: string) => `The order is already at ${title}!`,
  moved: (token: number, title: string) => `Order #${token} moved to ${title}.`,
  chooseLines: 'Please choose the lines to move!',
  lineNotOnOrder: 'A chosen line is not on that order any more! Please refresh.',
  sameOrder: 'Choose another order to move the lines to!',
  everyLine: 'To move every line, move the whole order instead.',
  orderDiscount: (token: number) =>
    `Order #${token} has a discount on the whole order: remove it first, so no line's price changes in the move.`,
  nothingToMerge: (title: string) => `${title} has no unpaid order to merge!`,
  nothingToMergeInto: (title: string) => `${title} has no unpaid order to merge into: move the order there instead.`,
  notMerged: 'This order has no merged table to take apart!',
  transferred: (count: number, token: number) => `${count === 1 ? '1 line' : `${count} lines`} moved to order #${token}.`,
  merged: (from: string, into: string) => `${from} merged into ${into}.`,
  unmerged: 'Tables taken apart: every line is back on its own order.',
  placed: 'Table placed.',
  seated: 'Guests seated.',
  cleared: 'Table cleared.',
  areaAdded: 'Area added.',
  areaUpdated: 'Area updated.',
  areaDeleted: 'Area deleted.',
  needsConnection: 'Floor changes need the connection to Brigade: try again when it is back.',
} as const;
