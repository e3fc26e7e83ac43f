// All SQL of settling the bill (issue 14) that is not about the audit trail or credit notes: void reasons, and
// (below) discounts, bills and checks, and the tenders of a payment.
import { OPEN_ITEM_STATUSES } from '../../../shared/contract/orders';
import type { Db } from '../client';

export async function setOrderItemVoidReason(db: Db, itemId: number, reason: string | null): Promise<void> {
  await db.updateTable('order_items').set({ void_reason: reason }).where('id', '=', itemId).execute();
}

/** The reason of an order's void, on its lines still open (about to be cancelled with it). */
export async function setVoidReasonOfOpenItems(db: Db, orderIds: readonly number[], reason: string): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('order_items')
    .set({ void_reason: reason })
    .where('order_id', 'in', [...orderIds])
    .where('status', 'in', [...OPEN_ITEM_STATUSES])
    .execute();
}
