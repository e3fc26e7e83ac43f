// Fire a held course (POS: on the order, the floor's table, Orders; or the auto-fire check): its lines go to the
// kitchen now and their timing starts. One transaction: lock the order → open (409) → the conditional UPDATE of the
// course's held lines (none held: fired before, answered as such, nothing emitted or printed; none at all: 409) →
// the fire's row, its Activity entry and its printed ticket → order_update after commit, so the kitchen shows the cue.
import { TABLE_SERVICE_MESSAGES } from '../../shared/domain/tableService';
import type { Db } from '../db/client';
import { coursesOfOrderLines, fireHeldLines, saveCourseFire, unbumpOrder } from '../db/repositories/tableService.repository';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { actorOf, recordActivity } from '../activity/recordActivity';
import { lockExistingOrders } from '../orders/orderRules';
import { queueCourseFired } from '../printers/queueKitchenTickets';
import type { DomainEvent } from '../infrastructure/events';

export interface FireCourseInput {
  orderId: number;
  course: string;
  /** null: fired by the auto-fire check. */
  actor: UserRow | null;
}

export function fireCourse(ctx: ServiceContext, input: FireCourseInput): Promise<{ message: string; isFired: boolean }> {
  return inTransaction(ctx, (trx, emit) => fireInTransaction(ctx, trx, emit, input));
}

export async function fireInTransaction(
  ctx: ServiceContext,
  trx: Db,
  emit: (event: DomainEvent) => void,
  { orderId, course, actor }: FireCourseInput,
): Promise<{ message: string; isFired: boolean }> {
  const [order] = await lockExistingOrders(trx, [orderId]);
  if (!order || order.status !== 'created') throw conflict(TABLE_SERVICE_MESSAGES.courseNotOnOrder(course));
  const firedAt = ctx.now().toISOString();
  const fired = await fireHeldLines(trx, orderId, course, firedAt);
  if (fired === 0) {
    if (!(await coursesOfOrderLines(trx, orderId)).includes(course)) throw conflict(TABLE_SERVICE_MESSAGES.courseNotOnOrder(course));
    return { message: TABLE_SERVICE_MESSAGES.courseAlreadyFired(course), isFired: false };
  }
  await unbumpOrder(trx, orderId, firedAt);
  await saveCourseFire(trx, {
    order_id: orderId,
    course,
    fired_at: firedAt,
    fired_by: actor?.id ?? null,
    fired_by_name: actor?.name ?? null,
  });
  await recordActivity(trx, ctx, {
    action: 'course.fired',
    actor: actor ? actorOf(actor) : { id: null, username: 'auto-fire', name: 'Auto-fire' },
    subject: { type: 'order', id: orderId },
    summary: `Fired ${course} of order #${order.token_no}${actor ? '' : ' (auto-fire)'}`,
    details: { orderId, course, lines: fired },
  });
  const queued = await queueCourseFired(trx, orderId, course, firedAt);
  emit({ type: 'orders.updated', orderIds: [orderId] });
  if (queued > 0) emit({ type: 'printers.queued' });
  return { message: TABLE_SERVICE_MESSAGES.courseFired(course), isFired: true };
}
