// A line voided (cancelled) on an open order, inside the caller's transaction with the order locked and its checks
// passed: its VOID kitchen ticket (the line as it was sent, once per line), its status, its reason, an audit-trail
// entry, the order's discount cut back within its giver's limit, and the lines' and order's figures again. Shared by
// the spec's update-status (status cancelled) and POST /orders/{id}/items/{itemId}/void.
import type { Db } from '../db/client';
import { loadOrderLines, setOrderItemStatus } from '../db/repositories/orders.repository';
import { setOrderItemVoidReason } from '../db/repositories/billing.repository';
import type { OrderItemRow, OrderRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { cutDiscountsPastLimit, reapplyDiscounts } from '../billing/discountRules';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';
import { queueKitchenTickets } from '../printers/queueKitchenTickets';

export interface LineVoid {
  order: Pick<OrderRow, 'id' | 'token_no'>;
  item: OrderItemRow;
  reason: string | null;
  actor: ActingUser;
  now: string;
}

/** Answers whether kitchen tickets were queued. */
export async function voidOrderLine(trx: Db, ctx: ServiceContext, { order, item, reason, actor, now }: LineVoid): Promise<boolean> {
  const linesBefore = (await loadOrderLines(trx, [order.id])).items;
  // The void's kitchen ticket lists the line as it was sent (before its status changes), once per line.
  const isPrinting =
    (await queueKitchenTickets(trx, {
      orderId: order.id,
      change: 'void',
      jobKey: `item:${item.id}:void`,
      pick: (line) => line.id === item.id,
      at: now,
    })) > 0;
  await setOrderItemStatus(trx, item.id, 'cancelled', now);
  // A cancelled line is a void: its reason kept on the line, and an audit-trail entry.
  await setOrderItemVoidReason(trx, item.id, reason);
  await recordActivity(trx, ctx, {
    action: 'order_item.voided',
    actor: actorOf(actor),
    subject: { type: 'order_item', id: item.id },
    summary: `Voided "${item.item_title}" ×${item.quantity} of order #${order.id} (token ${order.token_no})${reason ? `: ${reason}` : ''}`,
    details: { reason, orderId: order.id, quantity: item.quantity, unitPrice: item.unit_price },
  });
  // The order's discount over fewer lines may now take more than its giver may give: cut back first.
  await cutDiscountsPastLimit(trx, ctx, { order, linesBefore, cause: `"${item.item_title}" ×${item.quantity} was voided`, actor });
  // An order's discount is shared again over the lines still charged (then the stored totals).
  await reapplyDiscounts(trx, [order.id]);
  return isPrinting;
}
