// POST /orders/{id}/items/{itemId}/quantity: a sent line's quantity on an open, unpaid order. Lowering it needs a
// reason (kept in the audit trail; the units are not put back in stock, as a void's are not: the food may be made);
// raising it takes the extra units of the line's counted item and choices (409 when 86 or short), and only while
// the kitchen has the line open (a completed line's extra is a new line). The line's and order's figures again
// (an order discount cut back within its giver's limit first), a "quantity old -> new" ticket to the kitchen
// printers of the line, the kitchen screen shows old → new. One transaction under the Idempotency-Key.
import type { OrderActionResponse } from '../../shared/contract/orders';
import { STOCK_MESSAGES } from '../../shared/contract/stock';
import { ROUND_MESSAGES } from '../../shared/domain/orderRounds';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import type { Db } from '../db/client';
import { listOrderItemModifierRows } from '../db/repositories/modifiers.repository';
import { loadOrderLines, updateOrders } from '../db/repositories/orders.repository';
import { setLineQuantity } from '../db/repositories/orderRounds.repository';
import { type StockEntry, findStock, takeStock } from '../db/repositories/stock.repository';
import type { OrderItemRow } from '../db/schema';
import { conflict, validationFailed } from '../errors';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { cutDiscountsPastLimit, reapplyDiscounts } from '../billing/discountRules';
import { queueKitchenTickets } from '../printers/queueKitchenTickets';
import { findLiveLine, lockChangeableOrder } from './sentOrderRules';

export interface ChangeLineQuantityInput {
  orderId: number;
  itemId: number;
  quantity: number;
  reason: string | null;
  actor: ActingUser;
  idempotency: IdempotencyKeyClaim | null;
}

export function changeLineQuantity(ctx: ServiceContext, input: ChangeLineQuantityInput): Promise<KeyedAnswer<OrderActionResponse>> {
  const now = isoNow(ctx);
  return inTransaction(ctx, (trx, emit) =>
    withIdempotency(trx, input.idempotency, now, async () => {
      const order = await lockChangeableOrder(trx, input.orderId);
      const item = await findLiveLine(trx, order, input.itemId);
      const from = item.quantity;
      const to = input.quantity;
      const answer = { message: ROUND_MESSAGES.quantityChanged(item.item_title, from, to), orderIds: [order.id] };
      if (to === from) return answer;
      const isLower = to < from;
      if (isLower && !input.reason) throw validationFailed(ROUND_MESSAGES.lowerReasonRequired);
      if (!isLower && item.status !== 'created' && item.status !== 'preparing')
        throw conflict(ROUND_MESSAGES.lineDone(item.item_title, item.status));

      const taken = isLower ? [] : await takeExtraUnits(trx, item, to - from);
      const linesBefore = (await loadOrderLines(trx, [order.id])).items;
      await setLineQuantity(trx, item.id, { quantity: to, previous_quantity: from, updated_at: now });
      const cause = `"${item.item_title}" went from ${from} to ${to}`;
      if (isLower) await cutDiscountsPastLimit(trx, ctx, { order, linesBefore, cause, actor: input.actor });
      await reapplyDiscounts(trx, [order.id]);
      await updateOrders(trx, [order.id], { updated_at: now });

      const isPrinting =
        (await queueKitchenTickets(trx, {
          orderId: order.id,
          change: 'quantity',
          jobKey: `item:${item.id}:quantity:${from}-${to}:${now}`,
          pick: (line) => line.id === item.id,
          previousQuantities: new Map([[item.id, from]]),
          at: now,
        })) > 0;
      const amount = formatAmount(minorUnits(item.unit_price * Math.abs(to - from)));
      await recordActivity(trx, ctx, {
        action: 'order_item.quantity_changed',
        actor: actorOf(input.actor),
        subject: { type: 'order_item', id: item.id },
        summary: `"${item.item_title}" of order #${order.id} (token ${order.token_no}) from ${from} to ${to} (${isLower ? '−' : '+'}${amount})${input.reason ? `: ${input.reason}` : ''}`,
        details: { orderId: order.id, from, to, unitPrice: item.unit_price, reason: input.reason },
      });
      emit({ type: 'orders.updated', orderIds: [order.id] });
      if (isPrinting) emit({ type: 'printers.queued' });
      if (taken.length > 0) emit({ type: 'stock.changed', entries: taken.map(({ kind, id }) => ({ kind, id })) });
      return answer;
    }),
  );
}

/** The extra units of the line's item and chosen modifier choices that are counted; an 86'd one or a short count is a 409. */
async function takeExtraUnits(trx: Db, item: OrderItemRow, units: number): Promise<StockEntry[]> {
  const choiceIds = (await listOrderItemModifierRows(trx, [item.id])).map((row) => row.choice_id);
  const refs = [
    ...(item.item_id === null ? [] : [{ kind: 'item' as const, id: item.item_id }]),
    ...choiceIds.map((id) => ({ kind: 'choice' as const, id })),
  ];
  const taken: StockEntry[] = [];
  for (const ref of refs) {
    const stock = await findStock(trx, ref.kind, ref.id);
    if (!stock) continue;
    if (stock.is_out === 1) throw conflict(STOCK_MESSAGES.outOfStock(stock.name));
    if (stock.stock_count === null) continue;
    const entry = { ...ref, quantity: units, name: stock.name };
    if (!(await takeStock(trx, entry))) throw conflict(STOCK_MESSAGES.outOfStock(stock.name));
    taken.push(entry);
  }
  return taken;
}
