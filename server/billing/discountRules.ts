// An order's discounts turned into its lines' stored figures. Every change that can move them (a
// discount given or removed, a line voided) calls reapplyDiscounts inside its transaction: each line's discount
// (its own, plus its share of the order's: shared/domain/bill/discounts.ts) and its net, tax and payable on the
// discounted amount (shared/domain/bill/totals.ts lineTotals, spec 9), then the order's stored totals (storeOrderTotals).
// A void can raise what a discount takes off as a share of the bill (an amount over fewer lines): before the
// figures are stored again, cutDiscountsPastLimit brings it back within what its giver may give.
import { basisPoints } from '../../shared/domain/money/basisPoints';
import { percentText } from '../../shared/domain/bill/billMessages';
import { type DiscountRule, lineDiscounts } from '../../shared/domain/bill/discounts';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import { lineTotals } from '../../shared/domain/bill/totals';
import type { Db } from '../db/client';
import {
  deleteDiscountOf,
  discountsOfOrders,
  findBillingSettings,
  setDiscountAmount,
  setLineFigures,
} from '../db/repositories/billing.repository';
import { loadOrderLines } from '../db/repositories/orders.repository';
import type { DiscountRow, OrderItemRow, OrderRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';
import { storeOrderTotals } from '../orders/orderRules';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';

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
      taxRateBasisPoints: basisPoints(item.tax_rate_bp ?? 0),
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

/** What an order's discounts take off over its charged lines, and off what (minor units). */
interface DiscountShares {
  /** The charged lines' price × quantity. */
  gross: number;
  /** Their own discounts together. */
  own: number;
  /** What the order's discount applies to: the charged lines after their own discounts. */
  orderBase: number;
  /** What the order's discount takes off. */
  orderDiscount: number;
}

function discountShares(
  items: readonly OrderItemRow[],
  discounts: readonly Pick<DiscountRow, 'order_item_id' | 'kind' | 'value'>[],
): DiscountShares {
  const { lines, orderDiscount } = discountOrderLines(items, discounts);
  const charged = lines.filter((line) => line.item.status !== 'cancelled');
  const gross = charged.reduce((sum, line) => sum + line.item.unit_price * line.item.quantity, 0);
  const own = charged.reduce((sum, line) => sum + line.own, 0);
  return { gross, own, orderBase: gross - own, orderDiscount };
}

/** `share` of `base` where share is `part / whole`, rounded down (never past the share). */
const sameShareOf = (part: number, whole: number, base: number) => (whole > 0 ? Number((BigInt(part) * BigInt(base)) / BigInt(whole)) : 0);

/**
 * The most the order's discount may take off after a change to the lines. A line's own discount is a share of
 * that line alone, so a void elsewhere never moves it; the order's discount can grow as a share (an amount over
 * fewer lines). It may take off at most the larger of the store's limit and the share it took before the change,
 * alone (of what it applies to) and with the lines' own discounts (of the charged lines), the two checks of
 * giveDiscount. So a cashier's discount stays within the limit, and a manager's approval covers the share of the
 * bill it was given for, never more.
 */
function orderDiscountCap(before: DiscountShares, after: DiscountShares, limitBasisPoints: number): number {
  const limit = Math.max(0, limitBasisPoints);
  const alone = Math.max(sameShareOf(limit, 10_000, after.orderBase), sameShareOf(before.orderDiscount, before.orderBase, after.orderBase));
  const together =
    Math.max(sameShareOf(limit, 10_000, after.gross), sameShareOf(before.own + before.orderDiscount, before.gross, after.gross)) -
    after.own;
  return Math.max(0, Math.min(alone, together));
}

interface LinesChange {
  order: Pick<OrderRow, 'id' | 'token_no'>;
  /** The order's lines as they stood before the change. */
  linesBefore: readonly OrderItemRow[];
  /** What changed, as the trail says it ('"Pizza" ×1 was voided'). */
  cause: string;
  actor: ActingUser;
}

/**
 * After a change to an order's lines (its rows already written), cuts its order discount to what its giver may
 * give (orderDiscountCap) and says so in the trail: from what to what, and why. Call reapplyDiscounts after it.
 */
export async function cutDiscountsPastLimit(trx: Db, ctx: ServiceContext, change: LinesChange): Promise<void> {
  const { order } = change;
  const discounts = await discountsOfOrders(trx, [order.id]);
  const orderRule = discounts.find((discount) => discount.order_item_id === null);
  if (!orderRule) return;
  const { items } = await loadOrderLines(trx, [order.id]);
  const before = discountShares(change.linesBefore, discounts);
  const after = discountShares(items, discounts);
  const { discount_limit_bp: limit } = await findBillingSettings(trx);
  const cap = orderDiscountCap(before, after, limit);
  if (after.orderDiscount <= cap) return;

  if (cap === 0) await deleteDiscountOf(trx, order.id, null);
  else await setDiscountAmount(trx, orderRule.id, cap);
  const isApproved = orderRule.approved_by_name !== null;
  const bound = isApproved
    ? `the share of the bill ${orderRule.approved_by_name} approved`
    : `the limit of ${percentText(limit)} for ${orderRule.created_by_name}`;
  const from = formatAmount(minorUnits(after.orderDiscount));
  const to = formatAmount(minorUnits(cap));
  await recordActivity(trx, ctx, {
    action: 'discount.cut',
    actor: actorOf(change.actor),
    subject: { type: 'order', id: order.id },
    summary: `Discount on order #${order.id} (token ${order.token_no}) cut from ${from} to ${to} off when ${change.cause}: within ${bound}`,
    details: {
      orderId: order.id,
      from: after.orderDiscount,
      to: cap,
      base: after.orderBase,
      limit,
      givenBy: orderRule.created_by_name,
      approvedBy: orderRule.approved_by_name,
    },
  });
}
