// Spec 7 POST /orders/complete-order-payment-summary (issue 5): what Pay & Complete will charge for the
// given orders, from their stored line snapshots (never today's menu), cancelled lines left out. The same
// refusals as the payment itself (unknown 404; cancelled, completed or paid 409), so the dialog fails early.
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { type ServiceContext, inTransaction } from './context';
import { type LineSums, assertOrdersAllow, lockExistingOrders, sumLines } from './orderRules';

export interface OrdersPaymentSummary {
  sums: LineSums;
  orders: OrdersWithLines;
}

export function summarizeOrdersPayment(ctx: ServiceContext, { orderIds }: { orderIds: readonly number[] }): Promise<OrdersPaymentSummary> {
  return inTransaction(ctx, async (trx) => {
    const orders = await lockExistingOrders(trx, orderIds);
    assertOrdersAllow('pay', orders);
    const lines = await loadOrderLines(trx, orders.map((order) => order.id));
    return { sums: sumLines(lines.items), orders: { orders, ...lines } };
  });
}
