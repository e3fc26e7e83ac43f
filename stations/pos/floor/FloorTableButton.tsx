// One table on the live floor: its status by colour and word, guests of seats, running total, minutes since seated
// and since the last order, and its server. A plain button: Tab and Enter reach it, arrows move between tables.
// Drawn 100 times at once, so it stays small: four elements, its name read from the lines it shows (each a block).
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
  const isTaken = table.status !== 'free';
  const guests = table.guests === null ? `${table.seats} seats` : `${table.guests}/${table.seats} guests`;
  const meta = [
    joinedTitle ? `With ${joinedTitle}` : null,
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
      <span className={css.tableTitle}>{table.title}</span>
      <span className={css.statusWord}>{word}</span>
      {isTaken && table.orders.length > 0 ? <span className={css.tableTotal}>{formatMoney(table.total, symbol)}</span> : null}
      {/* The other lines in one text node (a line each by the style sheet): a 100-table floor draws half the nodes. */}
      <span className={css.tableMeta}>{meta.join('\n')}</span>
    </button>
  );
});
