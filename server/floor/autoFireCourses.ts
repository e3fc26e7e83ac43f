// Auto-fire: a store may fire the next course N minutes after the previous one's bump (its last line completed). Each
// node runs this check every few seconds (server/app.ts); the database is the only truth: a due course is fired
// through fireCourse's conditional UPDATE, so when two nodes find the same course due, one fires it and the other
// finds nothing held. No timer per order: a restart or another node picks up exactly where the rows say.
import { findTableServiceSettings, linesOfOrdersWithHeldCourses, type CourseLine } from '../db/repositories/tableService.repository';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { fireInTransaction } from './fireCourse';

/** The courses due now, as [orderId, course]: per order its first held course whose previous course is done long enough. */
function dueCourses(lines: readonly CourseLine[], courses: readonly string[], minutes: number, now: Date): [number, string][] {
  const byOrder = new Map<number, CourseLine[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  const before = new Date(now.getTime() - minutes * 60_000).toISOString();
  const due: [number, string][] = [];
  for (const [orderId, own] of byOrder) {
    const present = courses.filter((course) => own.some((line) => line.course === course));
    const heldIndex = present.findIndex((course) => own.some((line) => line.course === course && line.course_fired_at === null));
    if (heldIndex <= 0) continue;
    const previous = own.filter((line) => line.course === present[heldIndex - 1]);
    const isDone = previous.every((line) => line.course_fired_at !== null && line.completed_at !== null);
    const lastDone = previous.reduce((last, line) => (line.completed_at && line.completed_at > last ? line.completed_at : last), '');
    const course = present[heldIndex];
    if (isDone && lastDone !== '' && lastDone <= before && course) due.push([orderId, course]);
  }
  return due;
}

/** Fires every course due now; answers how many this node fired. */
export async function autoFireCourses(ctx: ServiceContext): Promise<number> {
  const settings = await findTableServiceSettings(ctx.db);
  if (settings.autoFireMinutes === null) return 0;
  const due = dueCourses(await linesOfOrdersWithHeldCourses(ctx.db), settings.courses, settings.autoFireMinutes, ctx.now());
  let fired = 0;
  const failures: unknown[] = [];
  for (const [orderId, course] of due) {
    try {
      const answer = await inTransaction(ctx, (trx, emit) => fireInTransaction(ctx, trx, emit, { orderId, course, actor: null }));
      if (answer.isFired) fired += 1;
    } catch (error) {
      // Paid or cancelled meanwhile: the other orders still fire; the check's caller logs what failed.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `auto-fire: ${failures.length} of ${due.length} courses not fired`);
  return fired;
}
