// Spec 7 POST /orders/complete-order-payment-summary: what Pay & Complete will charge for the
// given orders: the sum of their stored totals (never today's menu; cancelled lines are out of them). The same
// refusals as the payment itself (unknown 404; cancelled, completed or paid 409), so the dialog fails early.
import { type BillTotals, addBills } from '../../shared/domain/bill/bill';
import { type OrdersWithLines, loadOrderLines } from '../db/repositories/orders.repository';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { assertOrdersAllow, lockExistingOrders, storedTotals } from './orderRules';

export interface OrdersPaymentSummary {
  /** The orders' stored totals added up. */
  sums: BillTotals;
  orders: OrdersWithLines;
}

export function summarizeOrdersPayment(ctx: ServiceContext, { orderIds }: { orderIds: readonly number[] }): Promise<OrdersPaymentSummary> {
  return inTransaction(ctx, async (trx) => {
    const orders = await lockExistingOrders(trx, orderIds);
    assertOrdersAllow('pay', orders);
    const lines = await loadOrderLines(
      trx,
      orders.map((order) => order.id),
    );
    return { sums: addBills(orders.map(storedTotals)), orders: { orders, ...lines } };
  });
}
