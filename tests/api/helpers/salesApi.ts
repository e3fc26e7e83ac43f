// Helpers shared by the invoices and reports api tests (not a test file itself): orders placed, paid,
// cancelled at chosen instants through the real services (the test server's clock is moved around them).
import type { CustomerRow } from '../../../server/db/schema';
import { cancelOrders } from '../../../server/orders/cancelOrders';
import { changeOrderItemStatus } from '../../../server/kitchen/changeOrderItemStatus';
import { completeAndPayOrders } from '../../../server/orders/completeAndPayOrders';
import type { ServiceContext } from '../../../server/infrastructure/context';
import { summarizeOrdersPayment } from '../../../server/orders/summarizeOrdersPayment';
import { completeAndPayBody } from '../../../shared/contract/orders';
import { createCustomer } from '../../factories/customers';
import { type OrderInput, type PlacedOrder, createOrder } from '../../factories/orders';
import type { TestServer } from '../../support/testServer';

export const INVOICES = '/api/v1/invoices';
export const INVOICES_INIT = '/api/v1/invoices/init';
export const INVOICE_ORDERS = '/api/v1/invoices/orders';
export const INVOICES_SEARCH = '/api/v1/invoices/search';
export const INVOICES_CSV = '/api/v1/invoices/export.csv';
export const INVOICE_PDF = (id: number | string) => `/api/v1/invoices/${id}/pdf`;
export const REPORTS = '/api/v1/reports';

export type Cashier = { id: number; name: string };

/** A mutable clock for startTestServer({ now }): `clock.at(iso)` moves it. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    at(iso: string) {
      current = new Date(iso);
    },
  };
}

export class Sales {
  constructor(
    private readonly server: TestServer,
    private readonly clock: ReturnType<typeof testClock>,
    private readonly cashier: Cashier,
    private readonly paymentTypeId: number,
  ) {}

  private get ctx(): ServiceContext {
    return this.server.brigade.ctx;
  }

  /** Places an order at `iso` (the POS service, repriced from the menu). */
  async place(iso: string, input: OrderInput): Promise<PlacedOrder> {
    this.clock.at(iso);
    return createOrder(this.ctx, this.cashier, input);
  }

  /** Pays (one invoice) and completes the orders at `iso` with the totals of their stored lines. */
  async pay(iso: string, orderIds: number[]): Promise<number> {
    this.clock.at(iso);
    const { sums } = await summarizeOrdersPayment(this.ctx, { orderIds });
    const payment = completeAndPayBody.parse({
      orderIds,
      subTotal: sums.itemsTotal / 100,
      taxTotal: sums.taxTotal / 100,
      total: sums.payableTotal / 100,
      paymentTypeId: this.paymentTypeId,
    });
    const answer = await completeAndPayOrders(this.ctx, { user: this.cashier, payment, idempotency: null });
    if (answer.isReplay) throw new Error('a payment without a key was answered as a replay');
    return answer.body.invoiceId;
  }

  /** Places and pays at once: an order paid at the counter. */
  async placePaid(iso: string, input: OrderInput): Promise<{ orderId: number; tokenNo: number; invoiceId: number }> {
    const order = await this.place(iso, input);
    return { ...order, invoiceId: await this.pay(iso, [order.orderId]) };
  }

  async cancel(iso: string, orderId: number): Promise<void> {
    this.clock.at(iso);
    await cancelOrders(this.ctx, { orderIds: [orderId], actor: this.cashier });
  }

  /** Cancels the order's lines with this title. */
  async cancelLine(iso: string, orderId: number, itemTitle: string): Promise<void> {
    this.clock.at(iso);
    const lines = await this.server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', orderId)
      .where('item_title', '=', itemTitle)
      .execute();
    for (const line of lines) await changeOrderItemStatus(this.ctx, { itemId: line.id, status: 'cancelled', actor: this.cashier });
  }

  /** A customer registered at `iso`. */
  async customer(iso: string, name: string, phone: string): Promise<CustomerRow> {
    const customer = await createCustomer(this.server.db, { name, phone });
    await this.server.db.updateTable('customers').set({ created_at: iso, updated_at: iso }).where('id', '=', customer.id).execute();
    return { ...customer, created_at: iso, updated_at: iso };
  }
}

export async function setStoreTimeZone(server: TestServer, timeZone: string): Promise<void> {
  await server.db.updateTable('store_settings').set({ time_zone: timeZone }).execute();
}
