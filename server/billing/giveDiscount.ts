// A discount on an open, unpaid order: one line or the whole order, a percentage or an amount, with a
// reason from the store's list. Above the store's limit (what it takes off, as a share of what it applies to) it
// needs admin or a SETTINGS user: the cashier themselves, or a manager's credentials typed at the POS (checked
// before the transaction: password hashing never holds the write lock). In one transaction: lock the order →
// open and unpaid (409) → the reason (400) and the line (404/409) → the discount replaces any earlier one of the
// same target → the lines' figures and the order's totals again (reapplyDiscounts) → audit-trail entries (the
// discount with both names; the override) → order_update after commit. Removing one is the same without a limit.
import type { GiveDiscountBody } from '../../shared/contract/billing/discounts';
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { DISCOUNT_MESSAGES, percentText } from '../../shared/domain/bill/billMessages';
import { isAboveLimit } from '../../shared/domain/bill/discounts';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import {
  deleteDiscountOf,
  discountsOfOrders,
  findBillingSettings,
  findDiscountReasonRow,
  insertDiscount,
} from '../db/repositories/billing.repository';
import { loadOrderLines } from '../db/repositories/orders.repository';
import type { DiscountRow, UserRow } from '../db/schema';
import { conflict, notFound, validationFailed } from '../errors';
import { assertBillOpenForChanges } from './assertBillOpenForChanges';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { discountOrderLines, reapplyDiscounts } from './discountRules';
import { canApproveDiscounts, verifyManagerOverride } from './managerOverride';
import { assertOrdersAllow, lockExistingOrders } from '../orders/orderRules';
import { actorOf, recordActivity } from '../activity/recordActivity';

export interface GiveDiscountInput {
  actor: UserRow;
  discount: GiveDiscountBody;
  ip: string | null;
}

const describeRule = (rule: Pick<DiscountRow, 'kind' | 'value'>) =>
  rule.kind === 'percent' ? percentText(rule.value) : formatAmount(minorUnits(rule.value));

export async function giveDiscount(
  ctx: ServiceContext,
  { actor, discount, ip }: GiveDiscountInput,
): Promise<{ message: string; orderIds: number[] }> {
  const approver = discount.override ? await verifyManagerOverride(ctx, actor, discount.override, ip) : null;
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [discount.orderId]);
    if (!order) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    assertOrdersAllow('pay', [order]);
    await assertBillOpenForChanges(trx, [order]);
    const reason = discount.reasonId === null ? undefined : await findDiscountReasonRow(trx, discount.reasonId);
    if (!reason || reason.is_active !== 1) throw validationFailed(DISCOUNT_MESSAGES.reasonUnavailable);

    const { items } = await loadOrderLines(trx, [order.id]);
    const target = discount.orderItemId;
    const item = target === null ? null : items.find((candidate) => candidate.id === target);
    if (item === undefined) throw notFound(DISCOUNT_MESSAGES.lineNotOnOrder);
    if (item && item.status === 'cancelled') throw conflict(DISCOUNT_MESSAGES.lineCancelled);

    // The discount as it would stand among the order's others: what it takes off, and off what.
    const others = (await discountsOfOrders(trx, [order.id])).filter((existing) => existing.order_item_id !== target);
    const rule = { order_item_id: target, kind: discount.discount.kind, value: discount.discount.value };
    const { lines, orderDiscount } = discountOrderLines(items, [...others, rule]);
    const line = item ? lines.find((candidate) => candidate.item.id === item.id) : undefined;
    const takenOff = line ? line.own : orderDiscount;
    const base = line
      ? line.item.unit_price * line.item.quantity
      : lines
          .filter((candidate) => candidate.item.status !== 'cancelled')
          .reduce((sum, candidate) => sum + candidate.item.unit_price * candidate.item.quantity - candidate.own, 0);
    if (takenOff <= 0) throw validationFailed(DISCOUNT_MESSAGES.takesNothingOff);

    // The limit holds for this discount and for all of the order's discounts together: a line discount and an
    // order discount, each under the limit, must not add up past it without a manager.
    const charged = lines.filter((candidate) => candidate.item.status !== 'cancelled');
    const gross = charged.reduce((sum, candidate) => sum + candidate.item.unit_price * candidate.item.quantity, 0);
    const orderTakenOff = charged.reduce((sum, candidate) => sum + candidate.own, 0) + orderDiscount;
    const { discount_limit_bp: limit } = await findBillingSettings(trx);
    const isOverLimit = isAboveLimit(takenOff, base, limit) || isAboveLimit(orderTakenOff, gross, limit);
    const needsApproval = isOverLimit && !canApproveDiscounts(actor);
    if (needsApproval && !approver) throw conflict(DISCOUNT_MESSAGES.needsApproval(percentText(limit)));
    const approvedBy = needsApproval ? approver : null;

    await deleteDiscountOf(trx, order.id, target);
    await insertDiscount(trx, {
      order_id: order.id,
      order_item_id: target,
      kind: rule.kind,
      value: rule.value,
      reason_id: reason.id,
      reason_title: reason.title,
      created_by: actor.id,
      created_by_name: actor.name,
      approved_by: approvedBy?.id ?? null,
      approved_by_name: approvedBy?.name ?? null,
      created_at: isoNow(ctx),
    });
    await reapplyDiscounts(trx, [order.id]);

    const what = item ? `"${item.item_title}" ×${item.quantity} of order #${order.id}` : `order #${order.id}`;
    const summary = `Discount ${describeRule(rule)} (${formatAmount(minorUnits(takenOff))} off) on ${what} (token ${order.token_no}): ${reason.title}`;
    await recordActivity(trx, ctx, {
      action: 'discount.given',
      actor: actorOf(actor),
      approver: approvedBy,
      subject: item ? { type: 'order_item', id: item.id } : { type: 'order', id: order.id },
      summary: approvedBy ? `${summary} — approved by ${approvedBy.name}` : summary,
      details: {
        orderId: order.id,
        orderItemId: target,
        kind: rule.kind,
        value: rule.value,
        amount: takenOff,
        base,
        reason: reason.title,
        limit,
      },
    });
    if (approvedBy) {
      await recordActivity(trx, ctx, {
        action: 'manager.override',
        actor: actorOf(actor),
        approver: approvedBy,
        subject: { type: 'order', id: order.id },
        summary: `${approvedBy.name} approved ${actor.name}'s discount of ${formatAmount(minorUnits(takenOff))} on ${what}, above the limit of ${percentText(limit)}`,
        details: { approved: true, amount: takenOff, base, limit },
      });
    }
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return { message: DISCOUNT_MESSAGES.applied, orderIds: [order.id] };
  });
}

export async function removeDiscount(
  ctx: ServiceContext,
  { actor, orderId, orderItemId }: { actor: UserRow; orderId: number; orderItemId: number | null },
): Promise<{ message: string; orderIds: number[] }> {
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [orderId]);
    if (!order) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    assertOrdersAllow('pay', [order]);
    await assertBillOpenForChanges(trx, [order]);
    if (!(await deleteDiscountOf(trx, order.id, orderItemId))) throw notFound(DISCOUNT_MESSAGES.noneToRemove);
    await reapplyDiscounts(trx, [order.id]);
    await recordActivity(trx, ctx, {
      action: 'discount.removed',
      actor: actorOf(actor),
      subject: orderItemId === null ? { type: 'order', id: order.id } : { type: 'order_item', id: orderItemId },
      summary: `Removed the discount on ${orderItemId === null ? `order #${order.id}` : `a line of order #${order.id}`} (token ${order.token_no})`,
      details: { orderId: order.id, orderItemId },
    });
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return { message: DISCOUNT_MESSAGES.removed, orderIds: [order.id] };
  });
}
