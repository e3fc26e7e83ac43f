// The seat and course each new line keeps, checked against the store's table-service settings (400 naming the line):
// create-order and adding lines to a sent order both pass their lines through here (with findTableServiceSettings).
import { MAX_GUESTS } from '../../shared/contract/posTypes';
import { TABLE_SERVICE_MESSAGES, seatProblemOf, seatsApply } from '../../shared/domain/tableService';
import type { TableServiceSettings } from '../db/repositories/tableService.repository';
import { validationFailed } from '../errors';

interface NewLine {
  title: string;
  seat: number | null;
  course: string | null;
}

export function checkSeatsAndCourses(
  settings: TableServiceSettings,
  lines: readonly NewLine[],
  order: { tableId: number | null; guests: number | null },
): { seat: number | null; course: string | null }[] {
  const isSeated = seatsApply(settings.seatNumbers, order.tableId !== null);
  if (isSeated) {
    const problem = seatProblemOf(lines, { mode: settings.seatNumbers, guests: order.guests, maxGuests: MAX_GUESTS });
    if (problem) throw validationFailed(problem);
  }
  for (const [index, line] of lines.entries()) {
    if (line.course !== null && !settings.courses.includes(line.course)) {
      throw validationFailed(TABLE_SERVICE_MESSAGES.unknownCourse(index + 1, line.title, line.course));
    }
  }
  return lines.map((line) => ({ seat: isSeated ? line.seat : null, course: line.course }));
}

/** The course that fires when the order is sent: the first of the store's courses the lines have (null: none). */
export function firstCourseOf(courses: readonly string[], lineCourses: readonly (string | null)[]): string | null {
  return courses.find((course) => lineCourses.includes(course)) ?? null;
}

/**
 * The courses a round added to a sent order fires at once: every course up to the latest one the kitchen already has
 * (a starter added after the mains were fired goes now); with none fired yet, the round's first course, as a new
 * order's. Later courses wait to be fired like the order's own.
 */
export function coursesFiredWithRound(
  courses: readonly string[],
  fired: readonly string[],
  roundCourses: readonly (string | null)[],
): Set<string> {
  const latest = Math.max(-1, ...fired.map((course) => courses.indexOf(course)));
  if (latest < 0) {
    const first = firstCourseOf(courses, roundCourses);
    return new Set(first === null ? [] : [first]);
  }
  return new Set(courses.slice(0, latest + 1));
}
