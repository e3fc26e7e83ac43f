// All SQL of seats and courses: the store's table-service settings and the fires of an order's courses. A fire is
// a row keyed by (order, course): inserted once, whichever till, retry or node asks first.
import { sql } from 'kysely';
import { type Db } from '../client';
import type { CourseFiresTable } from '../schema';
import type { Insertable } from 'kysely';
import { SEAT_NUMBER_MODES, type SeatNumberMode } from '../../../shared/domain/tableService';

export interface TableServiceSettings {
  seatNumbers: SeatNumberMode;
  courses: string[];
  autoFireMinutes: number | null;
}

function seatModeOf(value: string): SeatNumberMode {
  return SEAT_NUMBER_MODES.find((mode) => mode === value) ?? 'off';
}

function coursesOf(value: string): string[] {
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

export async function findTableServiceSettings(db: Db): Promise<TableServiceSettings> {
  const row = await db.selectFrom('table_service_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { seatNumbers: seatModeOf(row.seat_numbers), courses: coursesOf(row.courses), autoFireMinutes: row.auto_fire_minutes };
}

export async function updateTableServiceSettings(db: Db, settings: TableServiceSettings, now: string): Promise<void> {
  await db
    .updateTable('table_service_settings')
    .set({
      seat_numbers: settings.seatNumbers,
      courses: JSON.stringify(settings.courses),
      auto_fire_minutes: settings.autoFireMinutes,
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
}

/** The distinct courses an order's live lines are in (`onlyFired`: those the kitchen has been told to cook). */
export async function coursesOfOrderLines(db: Db, orderId: number, { onlyFired = false } = {}): Promise<string[]> {
  let query = db
    .selectFrom('order_items')
    .select('course')
    .distinct()
    .where('order_id', '=', orderId)
    .where('course', 'is not', null)
    .where('status', '!=', 'cancelled');
  if (onlyFired) query = query.where('course_fired_at', 'is not', null);
  const rows = await query.execute();
  return rows.flatMap((row) => (row.course === null ? [] : [row.course]));
}

/**
 * Fires a course of an order: its held lines get `firedAt`. Conditional, so of two fires (two tills, a retry, two nodes'
 * auto-fire) only the one that still finds held lines changes any; answers how many it fired.
 */
export async function fireHeldLines(db: Db, orderId: number, course: string, firedAt: string): Promise<number> {
  const result = await db
    .updateTable('order_items')
    .set({ course_fired_at: firedAt, updated_at: firedAt })
    .where('order_id', '=', orderId)
    .where('course', '=', course)
    .where('course_fired_at', 'is', null)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records when (and by whom) an order's course was last fired. */
export async function saveCourseFire(db: Db, fire: Insertable<CourseFiresTable>): Promise<void> {
  await db
    .insertInto('course_fires')
    .values(fire)
    .onConflict((conflict) =>
      conflict
        .columns(['order_id', 'course'])
        .doUpdateSet({ fired_at: fire.fired_at, fired_by: fire.fired_by, fired_by_name: fire.fired_by_name }),
    )
    .execute();
}

/** A fired course comes back to every kitchen screen: the order's bumps go (a Ready status set by expo with them). */
export async function unbumpOrder(db: Db, orderId: number, now: string): Promise<void> {
  await db.deleteFrom('kitchen_bumps').where('order_id', '=', orderId).execute();
  await db
    .updateTable('orders')
    .set({ status_kitchen: 'notstarted', updated_at: now })
    .where('id', '=', orderId)
    .where('status_kitchen', '=', 'ready')
    .execute();
}

export interface CourseLine {
  order_id: number;
  course: string;
  status: string;
  course_fired_at: string | null;
  completed_at: string | null;
}

/** The coursed lines of the open orders that still hold a course: what the auto-fire check reads. */
export function linesOfOrdersWithHeldCourses(db: Db): Promise<CourseLine[]> {
  const held = db
    .selectFrom('order_items')
    .select('order_id')
    .where('course', 'is not', null)
    .where('course_fired_at', 'is', null)
    .where('status', '!=', 'cancelled');
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.order_id',
      sql<string>`order_items.course`.as('course'),
      'order_items.status',
      'order_items.course_fired_at',
      'order_items.completed_at',
    ])
    .where('orders.status', '=', 'created')
    .where('order_items.course', 'is not', null)
    .where('order_items.status', '!=', 'cancelled')
    .where('order_items.order_id', 'in', held)
    .execute();
}
