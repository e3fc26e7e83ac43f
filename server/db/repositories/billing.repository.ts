// All SQL of settling the bill (issue 14) that is not about the audit trail or credit notes: void reasons, and
// (below) discounts, bills and checks, and the tenders of a payment.
import { OPEN_ITEM_STATUSES } from '../../../shared/contract/orders';
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../client';
import type {
  BillingSettingsTable,
  DiscountReasonRow,
  DiscountReasonsTable,
  DiscountRow,
  DiscountsTable,
  OrderItemRow,
} from '../schema';

type BillingSettingsRow = BillingSettingsTable;

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

// --- Discounts (issue 14) ------------------------------------------------------------------------------------

export function listDiscountReasonRows(db: Db): Promise<DiscountReasonRow[]> {
  return db.selectFrom('discount_reasons').selectAll().orderBy('title').orderBy('id').execute();
}

export function findDiscountReasonRow(db: Db, id: number): Promise<DiscountReasonRow | undefined> {
  return db.selectFrom('discount_reasons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDiscountReason(db: Db, row: Insertable<DiscountReasonsTable>): Promise<number> {
  const { id } = await db.insertInto('discount_reasons').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateDiscountReasonRow(db: Db, id: number, values: Updateable<DiscountReasonsTable>): Promise<boolean> {
  const result = await db.updateTable('discount_reasons').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDiscountReasonRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('discount_reasons').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The store's billing rules (one row, written by the migration). */
export async function findBillingSettings(db: Db): Promise<BillingSettingsRow> {
  return db.selectFrom('billing_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateBillingSettings(db: Db, values: Updateable<BillingSettingsTable>): Promise<void> {
  await db.updateTable('billing_settings').set(values).where('id', '=', 1).execute();
}

export function discountsOfOrders(db: Db, orderIds: readonly number[]): Promise<DiscountRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('discounts').selectAll().where('order_id', 'in', [...orderIds]).orderBy('id').execute();
}

/** Removes the discount of this target (a line, or the whole order when `orderItemId` is null); answers whether one was there. */
export async function deleteDiscountOf(db: Db, orderId: number, orderItemId: number | null): Promise<boolean> {
  const query = db.deleteFrom('discounts').where('order_id', '=', orderId);
  const result = await (orderItemId === null ? query.where('order_item_id', 'is', null) : query.where('order_item_id', '=', orderItemId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDiscount(db: Db, row: Insertable<DiscountsTable>): Promise<void> {
  await db.insertInto('discounts').values(row).execute();
}

/** A line's discount and its figures after it (computed by the totals engine). */
export async function setLineFigures(
  db: Db,
  itemId: number,
  figures: Pick<OrderItemRow, 'discount_amount' | 'net_amount' | 'tax_amount' | 'payable_amount'>,
): Promise<void> {
  await db.updateTable('order_items').set(figures).where('id', '=', itemId).execute();
}

/** The discounts on the charged lines of these orders (minor units): what an invoice paying them carried. */
export async function discountTotalOfOrders(db: Db, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('discount_amount'), sql.lit(0)).as('discount'))
    .where('order_id', 'in', [...orderIds])
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.discount);
}
