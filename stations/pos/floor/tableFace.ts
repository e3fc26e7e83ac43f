// What one table on the live floor says, a line each: its name, its status word (its colour is the style sheet's),
// the running total or the table it is merged into, guests of seats, minutes since seated and since the last order,
// and its server. The button's accessible name is read from these lines.
import type { FloorTableView } from '../../../shared/api/floor';
import { TABLE_STATUS_LABELS, minutesSince } from '../../../shared/domain/floor';
import { formatMoney } from '../../../shared/domain/money/money';

export interface TableFaceContext {
  /** The server's clock to the minute (FloorPage). */
  now: number;
  symbol: string;
  /** Every table's name by id, for "With <table>" on a table merged into another. */
  titles: ReadonlyMap<number, string>;
}

/** At most seven lines, which fill a table (floor.css.ts). */
export function tableText(table: FloorTableView, { now, symbol, titles }: TableFaceContext): string {
  const seated = minutesSince(table.seatedAt, now);
  const lastOrder = minutesSince(table.lastOrderAt, now);
  const total = table.status !== 'free' && table.orders.length > 0 ? formatMoney(table.total, symbol) : null;
  const joinedTitle = table.joinedToTableId === null ? undefined : titles.get(table.joinedToTableId);
  const joined = joinedTitle ? `With ${joinedTitle}` : null;
  return [
    table.title,
    TABLE_STATUS_LABELS[table.status],
    // A table merged into another holds no order of its own: its bill is on that table.
    joined ?? total,
    table.guests === null ? `${table.seats} seats` : `${table.guests}/${table.seats} guests`,
    // The minutes first: on a narrow table (a phone) the ellipsis cuts the words, not the figure.
    seated === null ? null : `${seated} min seated`,
    lastOrder === null ? null : `${lastOrder} min since order`,
    table.serverName,
  ]
    .filter((line) => line !== null)
    .join('\n');
}
