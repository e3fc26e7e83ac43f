// One table on the live floor: its status by colour and word, guests of seats, running total, minutes since seated
// and since the last order, and its server. A plain button: Tab and Enter reach it, arrows move between tables.
// Drawn 100 times at once, so it stays small: one element and one text node, a line each by the style sheet (an
// element more per table costs a 100-table floor about 14 ms of its first draw at 4×); its name is read from them.
import { memo } from 'react';
import type { FloorTableView } from '../../../shared/api/floor';
import { TABLE_STATUS_LABELS, minutesSince } from '../../../shared/domain/floor';
import { formatMoney } from '../../../shared/domain/money/money';
import * as css from './floor.css';

interface FloorTableButtonProps {
  table: FloorTableView;
  column: number;
  row: number;
  now: number;
  symbol: string;
  /** The table this one is merged into. */
  joinedTitle: string | null;
  onOpen: (table: FloorTableView) => void;
}

function minutesText(minutes: number | null): string | null {
  return minutes === null ? null : `${minutes} min`;
}

export const FloorTableButton = memo(function FloorTableButton({
  table,
  column,
  row,
  now,
  symbol,
  joinedTitle,
  onOpen,
}: FloorTableButtonProps) {
  const word = TABLE_STATUS_LABELS[table.status];
  const seated = minutesText(minutesSince(table.seatedAt, now));
  const lastOrder = minutesText(minutesSince(table.lastOrderAt, now));
  const hasTotal = table.status !== 'free' && table.orders.length > 0;
  const guests = table.guests === null ? `${table.seats} seats` : `${table.guests}/${table.seats} guests`;
  const total = hasTotal ? formatMoney(table.total, symbol) : null;
  const joined = joinedTitle ? `With ${joinedTitle}` : null;
  const lines = [
    table.title,
    word,
    // A table merged into another has its orders there: both on one table are one line, to keep within seven.
    total && joined ? `${joined} · ${total}` : (total ?? joined),
    guests,
    seated ? `Seated ${seated}` : null,
    lastOrder ? `Order ${lastOrder}` : null,
    table.serverName,
  ].filter(Boolean);
  return (
    <button
      type="button"
      className={[css.table, css.status[table.status], css.shape[table.shape]].join(' ')}
      style={{ gridColumnStart: column + 1, gridRowStart: row + 1 }}
      data-table-id={table.id}
      data-status={table.status}
      onClick={() => onOpen(table)}
    >
      {lines.join('\n')}
    </button>
  );
});
