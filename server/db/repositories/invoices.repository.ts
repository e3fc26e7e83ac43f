// All SQL about invoices (spec 3 Invoice): the invoice row and the orders it pays.
import type { Insertable } from 'kysely';
import type { Db } from '../client';
import type { InvoicesTable } from '../schema';

export async function insertInvoice(db: Db, row: Insertable<InvoicesTable>): Promise<number> {
  const { id } = await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertInvoiceOrders(db: Db, invoiceId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .insertInto('invoice_orders')
    .values(orderIds.map((orderId) => ({ invoice_id: invoiceId, order_id: orderId })))
    .execute();
}
