// Issue 14: an order's discounts turned into its lines' stored figures. Every change that can move them (a
// discount given or removed, a line voided) calls reapplyDiscounts inside its transaction: each line's discount
// (its own, plus its share of the order's: shared/domain/discounts.ts) and its net, tax and payable on the
// discounted amount (shared/domain/totals.ts lineTotals, spec 9), then the order's stored totals (storeOrderTotals).
import { type DiscountRule, lineDiscounts } from '../../shared/domain/discounts';
import { minorUnits } from '../../shared/domain/money';
import { lineTotals } from '../../shared/domain/totals';
import type { Db } from '../db/client';
import { discountsOfOrders, setLineFigures } from '../db/repositories/billing.repository';
import { loadOrderLines } from '../db/repositories/orders.repository';
import type { DiscountRow, OrderItemRow } from '../db/schema';
import { storeOrderTotals } from './orderRules';

const ruleOf = (discount: Pick<DiscountRow, 'kind' | 'value'>): DiscountRule => ({ kind: discount.kind, value: discount.value });

export interface DiscountedLine {
  item: OrderItemRow;
  /** The line's own discount. */
  own: number;
  /** Its share of the order's discount. */
  share: number;
  net: number;
  tax: number;
  payable: number;
}

/** The lines of one order with their discounts and figures, as reapplyDiscounts would store them. */
export function discountOrderLines(
  items: readonly OrderItemRow[],
  discounts: readonly Pick<DiscountRow, 'order_item_id' | 'kind' | 'value'>[],
): { lines: DiscountedLine[]; orderDiscount: number } {
  const orderRule = discounts.find((discount) => discount.order_item_id === null);
  const lineRules = new Map(
    discounts.filter((discount) => discount.order_item_id !== null).map((discount) => [discount.order_item_id, ruleOf(discount)]),
  );
  const result = lineDiscounts(
    items.map((item) => ({
      amount: item.unit_price * item.quantity,
      isCharged: item.status !== 'cancelled',
      discount: lineRules.get(item.id) ?? null,
    })),
    orderRule ? ruleOf(orderRule) : null,
  );
  const lines = items.map((item, index) => {
    const discount = result.total[index] ?? 0;
    const totals = lineTotals({
      unitPrice: minorUnits(item.unit_price),
      quantity: item.quantity,
      taxRateBasisPoints: item.tax_rate_bp ?? 0,
      taxType: item.tax_type,
      discount: minorUnits(discount),
    });
    return {
      item,
      own: result.own[index] ?? 0,
      share: result.share[index] ?? 0,
      net: totals.net,
      tax: totals.tax,
      payable: totals.payable,
    };
  });
  return { lines, orderDiscount: result.orderDiscount };
}

export async function reapplyDiscounts(trx: Db, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const { items } = await loadOrderLines(trx, orderIds);
  const discounts = await discountsOfOrders(trx, orderIds);
  for (const orderId of orderIds) {
    const { lines } = discountOrderLines(
      items.filter((item) => item.order_id === orderId),
      discounts.filter((discount) => discount.order_id === orderId),
    );
    for (const line of lines) {
      const discountAmount = line.own + line.share;
      const { item } = line;
      if (
        item.discount_amount === discountAmount &&
        item.net_amount === line.net &&
        item.tax_amount === line.tax &&
        item.payable_amount === line.payable
      )
        continue;
      await setLineFigures(trx, item.id, {
        discount_amount: discountAmount,
        net_amount: line.net,
        tax_amount: line.tax,
        payable_amount: line.payable,
      });
    }
  }
  await storeOrderTotals(trx, orderIds);
}
