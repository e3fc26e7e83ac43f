// What Pay & Complete shows before payment: the orders' stored totals (as complete-order-payment-summary
// answers them: the same refusals, unknown 404, cancelled, completed or paid 409), each line with what its
// discounts took off, the discounts given (who, approved by whom), and the reasons and limit for a new one.
import { findBillingSettings, discountsOfOrders, listDiscountReasonRows } from '../db/repositories/billing.repository';
import type { DiscountReasonRow, DiscountRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { type BillWithChecks, findOpenBill } from './splitBill';
import { type OrdersPaymentSummary, summarizeOrdersPayment } from '../orders/summarizeOrdersPayment';

export interface BillSummary extends OrdersPaymentSummary {
  /** A split of these orders being paid (or only planned), to carry on with. */
  bill: BillWithChecks | null;
  discounts: DiscountRow[];
  reasons: DiscountReasonRow[];
  discountLimitBasisPoints: number;
}

export async function getBillSummary(ctx: ServiceContext, orderIds: readonly number[]): Promise<BillSummary> {
  const summary = await summarizeOrdersPayment(ctx, { orderIds });
  const ids = summary.orders.orders.map((order) => order.id);
  const [discounts, reasons, settings] = await Promise.all([
    discountsOfOrders(ctx.db, ids),
    listDiscountReasonRows(ctx.db),
    findBillingSettings(ctx.db),
  ]);
  const bill = await findOpenBill(ctx.db, ids);
  return {
    ...summary,
    bill,
    discounts,
    reasons: reasons.filter((reason) => reason.is_active === 1),
    discountLimitBasisPoints: settings.discount_limit_bp,
  };
}
