// What a split bill in progress forbids. Once a check of a table's bill is paid, the orders it covers
// cannot change in what they cost (discounts, voids), nor be paid, cancelled or completed any other way, until its other checks
// are paid: the checks already paid must keep adding up to what the table owed (409). A split with no check paid yet
// is only a plan: any such change drops it (the next Pay & Complete splits again from the new figures).
import { ordersSubject } from '../../shared/contract/orders';
import { SPLIT_MESSAGES } from '../../shared/domain/bill/billMessages';
import type { Db } from '../db/client';
import { deleteBills, openBillsOfOrders } from '../db/repositories/billing.repository';
import type { OrderRow } from '../db/schema';
import { conflict } from '../errors';

export async function assertBillOpenForChanges(trx: Db, orders: readonly Pick<OrderRow, 'id' | 'token_no'>[]): Promise<void> {
  const { bills, checks, billOrders } = await openBillsOfOrders(
    trx,
    orders.map((order) => order.id),
  );
  if (bills.length === 0) return;
  const started = new Set(checks.filter((check) => check.invoice_id !== null).map((check) => check.bill_id));
  if (started.size > 0) {
    const held = new Set(billOrders.filter((link) => started.has(link.bill_id)).map((link) => link.order_id));
    const tokens = orders.filter((order) => held.has(order.id)).map((order) => order.token_no);
    throw conflict(SPLIT_MESSAGES.billInProgress(ordersSubject(tokens)));
  }
  await deleteBills(
    trx,
    bills.map((bill) => bill.id),
  );
}
