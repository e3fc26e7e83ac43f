// Table service in the cart: the seat new lines go to (Shared too when seats are optional) and their course; each
// line's seat chip moves that line to the chosen seat. Shown only at a table: a store without seats or courses sees
// nothing new.
import { seatLabel, seatsToOffer } from '../../../../shared/domain/tableService';
import type { StoreTableDto } from '../../../../shared/contract/storeTables';
import type { CartLine } from '../../../../shared/domain/cart';
import { useSignals } from '../../../../shared/state';
import {
  isSeatingOn,
  moveCartLine,
  posCourse,
  posGuests,
  posSeat,
  posTableId,
  posTableService,
  setPosCourse,
  setPosSeat,
} from '../posState';
import * as cartCss from './cartPanel.css';
import * as css from './seatPicker.css';

export function SeatCoursePicker({ tables }: { tables: readonly StoreTableDto[] }) {
  useSignals();
  const { seatNumbers: mode, courses } = posTableService.value;
  if (posTableId.value === null || (mode === 'off' && courses.length === 0)) return null;
  const seat = posSeat.value;
  const tableSeats = tables.find((table) => table.id === posTableId.value)?.seating_capacity ?? null;
  const seats: (number | null)[] = [...(mode === 'optional' ? [null] : []), ...seatsToOffer(posGuests.value, tableSeats)];
  return (
    <div className={[cartCss.section, cartCss.tableRow].join(' ')}>
      {isSeatingOn.value ? (
        <div className={css.seatPicker} role="group" aria-label="Seat for new items">
          {seats.map((candidate) => (
            <button
              key={candidate ?? 'shared'}
              type="button"
              className={css.seatButton}
              aria-pressed={seat === candidate}
              aria-label={seatLabel(candidate)}
              onClick={() => setPosSeat(candidate)}
            >
              {candidate ?? 'Shared'}
            </button>
          ))}
        </div>
      ) : null}
      {courses.length > 0 ? (
        <select
          className={css.courseSelect}
          aria-label="Course for new items"
          value={posCourse.value ?? ''}
          onChange={(event) => setPosCourse(event.currentTarget.value || null)}
        >
          <option value="">No course</option>
          {courses.map((course) => (
            <option key={course} value={course}>
              {course}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}

/** A line's seat: a tap moves it to the seat chosen above. */
export function LineSeatChip({ line, name }: { line: CartLine; name: string }) {
  useSignals();
  if (!isSeatingOn.value) return null;
  const seat = line.seat ?? null;
  const target = posSeat.value;
  return (
    <button
      type="button"
      className={css.seatChip}
      data-testid="line-seat"
      aria-label={`${name}: ${seatLabel(seat)}. Move to ${seatLabel(target)}`}
      disabled={seat === target}
      onClick={() => moveCartLine(line.key, target, line.course ?? null)}
    >
      {seat === null ? 'Sh' : `S${seat}`}
    </button>
  );
}
