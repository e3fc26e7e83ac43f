// Seats and courses for table service: the store's modes, the default courses, the one seat rule the server (create
// order, and adding lines to a sent order) and the POS share, and the words staff read.

export const SEAT_NUMBER_MODES = ['off', 'optional', 'required'] as const;
export type SeatNumberMode = (typeof SEAT_NUMBER_MODES)[number];

export const MAX_COURSES = 10;
export const COURSE_NAME_MAX_LENGTH = 40;

export const TABLE_SERVICE_MESSAGES = {
  seatOutOfRange: (position: number, title: string, guests: number) => `Line ${position} (${title}): choose a seat from 1 to ${guests}!`,
  seatRequired: (position: number, title: string) => `Line ${position} (${title}) needs a seat!`,
  unknownCourse: (position: number, title: string, course: string) =>
    `Line ${position} (${title}): "${course}" is not one of the store's courses!`,
  seatNumbersInvalid: 'Seat numbers must be off, optional or required!',
  coursesInvalid: `Courses must be up to ${MAX_COURSES} different names of at most ${COURSE_NAME_MAX_LENGTH} characters!`,
  autoFireInvalid: 'Auto-fire must be off or a whole number of minutes from 1 to 120!',
  settingsSaved: 'Table service settings saved!',
  courseNotOnOrder: (course: string) => `This order has no ${course} to fire!`,
  courseFired: (course: string) => `${course} fired!`,
  courseAlreadyFired: (course: string) => `${course} was already fired!`,
  noSeats: 'No line of this bill has a seat: split it by items or evenly instead.',
} as const;

/** A line as the seat rule reads it: its position in the order (from 1), its title and the seat it was given. */
export interface SeatedLine {
  title: string;
  seat: number | null;
}

/**
 * Whether the lines' seats fit the store's mode and the party: seats apply to dine-in orders at a table. Required: every
 * line has one; a seat is 1..guests (any seat up to `maxGuests` when the order gives no guests). Null: all fine.
 */
export function seatProblemOf(
  lines: readonly SeatedLine[],
  { mode, guests, maxGuests }: { mode: SeatNumberMode; guests: number | null; maxGuests: number },
): string | null {
  if (mode === 'off') return null;
  const most = guests ?? maxGuests;
  for (const [index, line] of lines.entries()) {
    if (line.seat === null) {
      if (mode === 'required') return TABLE_SERVICE_MESSAGES.seatRequired(index + 1, line.title);
      continue;
    }
    if (line.seat < 1 || line.seat > most) return TABLE_SERVICE_MESSAGES.seatOutOfRange(index + 1, line.title, most);
  }
  return null;
}

/** The seat a line of an order at a table keeps: none when the store does not use seats or the order has no table. */
export function seatsApply(mode: SeatNumberMode, hasTable: boolean): boolean {
  return mode !== 'off' && hasTable;
}

/**
 * The seats the till offers for new lines: one per guest; until the guests are given, one per seat of the table (four
 * when the table is not known).
 */
export function seatsToOffer(guests: number | null, tableSeats: number | null): number[] {
  return Array.from({ length: guests ?? tableSeats ?? 4 }, (_, index) => index + 1);
}

/** "Seat 2" / "Shared": how a line's seat reads on the POS, the kitchen, tickets and receipts. */
export function seatLabel(seat: number | null): string {
  return seat === null ? 'Shared' : `Seat ${seat}`;
}

/**
 * Lines grouped for a split by seat: one group per seat in seat order, then the lines without a seat as one shared
 * group (a line is never cut into parts: each charged line is on exactly one check).
 */
export function groupLinesBySeat(lines: readonly { id: number; seat: number | null }[]): { seat: number | null; lineIds: number[] }[] {
  const bySeat = new Map<number, number[]>();
  const shared: number[] = [];
  for (const line of lines) {
    if (line.seat === null) shared.push(line.id);
    else bySeat.set(line.seat, [...(bySeat.get(line.seat) ?? []), line.id]);
  }
  const groups: { seat: number | null; lineIds: number[] }[] = [...bySeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seat, lineIds]) => ({ seat, lineIds }));
  if (shared.length > 0) groups.push({ seat: null, lineIds: shared });
  return groups;
}

/** A line of a later course not fired yet: the kitchen shows it greyed as held, outside its timing and all-day counts. */
export function isHeldLine(line: { course: string | null; course_fired_at: string | null }): boolean {
  return line.course !== null && line.course_fired_at === null;
}

/**
 * The course fired last after the order was sent (its lines' fire time after the order's): the kitchen's "FIRE Mains"
 * cue and where the ticket's clock starts again. Null when no course was fired after Send.
 */
export function lastFireOf(
  orderDate: string,
  lines: readonly { course: string | null; course_fired_at: string | null; status: string }[],
): { course: string; at: string } | null {
  let last: { course: string; at: string } | null = null;
  for (const line of lines) {
    if (line.course === null || line.course_fired_at === null || line.status === 'cancelled') continue;
    if (line.course_fired_at <= orderDate) continue;
    if (!last || line.course_fired_at > last.at) last = { course: line.course, at: line.course_fired_at };
  }
  return last;
}
