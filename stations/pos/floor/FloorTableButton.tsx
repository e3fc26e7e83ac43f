// One table on the live floor: its status by colour and word, guests of seats, running total, minutes since seated
// and since the last order, and its server. A plain button: Tab and Enter reach it, arrows move between tables.
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
  const label = [
    table.title,
    word,
    joinedTitle ? `merged into ${joinedTitle}` : null,
    guests,
    table.orders.length > 0 ? `total ${formatMoney(table.total, symbol)}` : null,
    seated ? `seated ${seated} ago` : null,
    lastOrder ? `last order ${lastOrder} ago` : null,
    table.serverName ? `server ${table.serverName}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={[css.table, css.status[table.status], css.shape[table.shape]].join(' ')}
      style={{ gridColumnStart: column + 1, gridRowStart: row + 1 }}
      aria-label={label}
      data-table-id={table.id}
      data-status={table.status}
      onClick={() => onOpen(table)}
    >
      <span className={css.tableTitle}>{table.title}</span>
      <span className={css.statusWord}>{word}</span>
      {joinedTitle ? <span className={css.tableMeta}>With {joinedTitle}</span> : null}
      <span className={css.tableMeta}>{guests}</span>
      {isTaken && table.orders.length > 0 ? <span className={css.tableTotal}>{formatMoney(table.total, symbol)}</span> : null}
      {seated ? <span className={css.tableMeta}>Seated {seated}</span> : null}
      {lastOrder ? <span className={css.tableMeta}>Order {lastOrder}</span> : null}
      {table.serverName ? <span className={css.tableMeta}>{table.serverName}</span> : null}
    </button>
  );
});
