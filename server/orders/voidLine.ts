// POST /orders/{id}/items/{itemId}/void: one line of an open, unpaid order voided with a reason. Any user with the
// POS or Orders scope may (the store has no void limit to override); who did it and why are on the line and in the
// audit trail. A line the kitchen has completed or delivered cannot be voided (the spec's item transitions). The VOID
// ticket, figures and trail are voidOrderLine's. One transaction under the Idempotency-Key; order_update after commit.
import { ORDER_ACTION_MESSAGES, type OrderActionResponse, canChangeItemStatus } from '../../shared/contract/orders';
import { ROUND_MESSAGES } from '../../shared/domain/orderRounds';
import { updateOrders } from '../db/repositories/orders.repository';
import { conflict } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import type { ActingUser } from '../activity/recordActivity';
import { findLiveLine, lockChangeableOrder } from './sentOrderRules';
import { voidOrderLine } from './voidOrderLine';

export interface VoidLineInput {
  orderId: number;
  itemId: number;
  reason: string;
  actor: ActingUser;
  idempotency: IdempotencyKeyClaim | null;
}

export function voidLine(ctx: ServiceContext, input: VoidLineInput): Promise<KeyedAnswer<OrderActionResponse>> {
  const now = isoNow(ctx);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, input.idempotency, now, async () => {
      const order = await lockChangeableOrder(trx, input.orderId);
      const item = await findLiveLine(trx, order, input.itemId);
      if (!canChangeItemStatus(item.status, 'cancelled'))
        throw conflict(ORDER_ACTION_MESSAGES.itemTransitionRefused(item.item_title, item.status, 'cancelled'));
      const isPrinting = await voidOrderLine(trx, ctx, { order, item, reason: input.reason, actor: input.actor, now });
      await updateOrders(trx, [order.id], { updated_at: now });
      emit({ type: 'orders.updated', orderIds: [order.id] });
      if (isPrinting) emit({ type: 'printers.queued' });
      return { message: ROUND_MESSAGES.lineVoided(item.item_title), orderIds: [order.id] };
    }),
  );
}
