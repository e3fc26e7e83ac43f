// All SQL of settling the bill that is not about the audit trail or credit notes: void reasons, and
// (below) discounts, bills and checks, and the tenders of a payment.
import { OPEN_ITEM_STATUSES } from '../../../shared/contract/orders';
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../client';
import type {
  BillOrdersTable,
  BillRow,
  BillsTable,
  CheckRow,
  ChecksTable,
  InvoicePaymentsTable,
  SplitMode,
  BillingSettingsTable,
  DiscountReasonRow,
  DiscountReasonsTable,
  DiscountRow,
  DiscountsTable,
  OrderItemRow,
} from '../schema';

export type BillingSettingsRow = BillingSettingsTable;

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

// --- Discounts ------------------------------------------------------------------------------------

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
  return db
    .selectFrom('discounts')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
}

/** Removes the discount of this target (a line, or the whole order when `orderItemId` is null); answers whether one was there. */
export async function deleteDiscountOf(db: Db, orderId: number, orderItemId: number | null): Promise<boolean> {
  const query = db.deleteFrom('discounts').where('order_id', '=', orderId);
  const result = await (
    orderItemId === null ? query.where('order_item_id', 'is', null) : query.where('order_item_id', '=', orderItemId)
  ).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertDiscount(db: Db, row: Insertable<DiscountsTable>): Promise<void> {
  await db.insertInto('discounts').values(row).execute();
}

/** A discount cut to what its giver may give: it becomes that amount (minor units). */
export async function setDiscountAmount(db: Db, discountId: number, amount: number): Promise<void> {
  await db.updateTable('discounts').set({ kind: 'amount', value: amount }).where('id', '=', discountId).execute();
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
  return row.discount;
}

// --- Split bills and their checks ---------------------------------------------------------------

/** The open bills holding any of these orders, with all their checks (by position). */
export async function openBillsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<{ bills: BillRow[]; checks: CheckRow[]; billOrders: BillOrdersTable[] }> {
  if (orderIds.length === 0) return { bills: [], checks: [], billOrders: [] };
  const bills = await db
    .selectFrom('bills')
    .selectAll()
    .where('status', '=', 'open')
    // From the orders' links (bill_orders_order_id_idx) to their bills: not a scan of every bill ever split.
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('bill_orders')
        .select('bill_orders.bill_id')
        .where('bill_orders.order_id', 'in', [...orderIds]),
    )
    .orderBy('id')
    .execute();
  if (bills.length === 0) return { bills, checks: [], billOrders: [] };
  const ids = bills.map((bill) => bill.id);
  const checks = await db.selectFrom('checks').selectAll().where('bill_id', 'in', ids).orderBy('bill_id').orderBy('position').execute();
  const billOrders = await db.selectFrom('bill_orders').selectAll().where('bill_id', 'in', ids).orderBy('order_id').execute();
  return { bills, checks, billOrders };
}

export async function deleteBills(db: Db, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  await db
    .deleteFrom('bills')
    .where('id', 'in', [...billIds])
    .execute();
}

export async function insertBill(db: Db, row: Insertable<BillsTable>): Promise<number> {
  const { id } = await db.insertInto('bills').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertBillOrders(db: Db, billId: number, orderIds: readonly number[]): Promise<void> {
  await db
    .insertInto('bill_orders')
    .values(orderIds.map((orderId) => ({ bill_id: billId, order_id: orderId })))
    .execute();
}

/** The checks of a new bill; their ids in position order. */
export async function insertChecks(db: Db, rows: readonly Insertable<ChecksTable>[]): Promise<number[]> {
  const inserted = await db
    .insertInto('checks')
    .values([...rows])
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

export async function insertCheckLines(db: Db, rows: readonly { check_id: number; order_item_id: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('check_lines')
    .values([...rows])
    .execute();
}

export function findCheck(db: Db, id: number): Promise<CheckRow | undefined> {
  return db.selectFrom('checks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBill(db: Db, id: number): Promise<BillRow | undefined> {
  return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
}

export function checksOfBill(db: Db, billId: number): Promise<CheckRow[]> {
  return db.selectFrom('checks').selectAll().where('bill_id', '=', billId).orderBy('position').execute();
}

export async function orderIdsOfBill(db: Db, billId: number): Promise<number[]> {
  const rows = await db.selectFrom('bill_orders').select('order_id').where('bill_id', '=', billId).orderBy('order_id').execute();
  return rows.map((row) => row.order_id);
}

export async function lineIdsOfCheck(db: Db, checkId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('check_lines')
    .select('order_item_id')
    .where('check_id', '=', checkId)
    .orderBy('order_item_id')
    .execute();
  return rows.map((row) => row.order_item_id);
}

export async function markCheckPaid(db: Db, checkId: number, invoiceId: number, paidAt: string): Promise<void> {
  await db.updateTable('checks').set({ invoice_id: invoiceId, paid_at: paidAt }).where('id', '=', checkId).execute();
}

export async function settleBill(db: Db, billId: number, settledAt: string): Promise<void> {
  await db.updateTable('bills').set({ status: 'settled', settled_at: settledAt }).where('id', '=', billId).execute();
}

/** The check an invoice paid (null: the invoice paid whole orders), with its bill's split mode. */
export function checkOfInvoice(db: Db, invoiceId: number): Promise<(CheckRow & { mode: SplitMode }) | undefined> {
  return db
    .selectFrom('checks')
    .innerJoin('bills', 'bills.id', 'checks.bill_id')
    .selectAll('checks')
    .select('bills.mode')
    .where('checks.invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

export async function insertInvoicePayments(db: Db, rows: readonly Insertable<InvoicePaymentsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('invoice_payments')
    .values([...rows])
    .execute();
}
