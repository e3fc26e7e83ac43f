// A manager takes the service charge off an open, unpaid order, with a reason: admin or a SETTINGS user themselves,
// or a cashier with a manager's credentials typed at the POS (checked before the transaction, as for a discount above
// the limit). In one transaction: lock the order → open and unpaid (409) → it has a charge (409) → the order keeps no
// rate, its bill is built again (storeOrderTotals) → audit-trail entries (the removal with both names; the override)
// → order_update after commit.
import type { RemoveServiceChargeBody } from '../../shared/contract/billing/discounts';
import { ORDER_ACTION_MESSAGES } from '../../shared/contract/orders';
import { SERVICE_CHARGE_MESSAGES } from '../../shared/domain/bill/billMessages';
import { formatAmount, minorUnits } from '../../shared/domain/money/money';
import { updateOrders } from '../db/repositories/orders.repository';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { assertBillOpenForChanges } from './assertBillOpenForChanges';
import { type ServiceContext, inTransaction } from '../infrastructure/context';
import { canApproveDiscounts, verifyManagerOverride } from './managerOverride';
import { assertOrdersAllow, lockExistingOrders, storeOrderTotals } from '../orders/orderRules';
import { actorOf, recordActivity } from '../activity/recordActivity';

export interface RemoveServiceChargeInput {
  actor: UserRow;
  removal: RemoveServiceChargeBody;
  ip: string | null;
}

export async function removeServiceCharge(
  ctx: ServiceContext,
  { actor, removal, ip }: RemoveServiceChargeInput,
): Promise<{ message: string; orderIds: number[] }> {
  const isManager = canApproveDiscounts(actor);
  if (!isManager && !removal.override) throw conflict(SERVICE_CHARGE_MESSAGES.overrideRequired);
  const approver = !isManager && removal.override ? await verifyManagerOverride(ctx, actor, removal.override, ip) : null;
  return inTransaction(ctx, async (trx, emit) => {
    const [order] = await lockExistingOrders(trx, [removal.orderId]);
    if (!order) throw notFound(ORDER_ACTION_MESSAGES.orderNotFound);
    assertOrdersAllow('pay', [order]);
    await assertBillOpenForChanges(trx, [order]);
    if (order.service_charge_bp <= 0 || order.service_charge_total === 0) throw conflict(SERVICE_CHARGE_MESSAGES.noneToRemove);

    await updateOrders(trx, [order.id], { service_charge_bp: 0, service_charge_tax_bp: null });
    await storeOrderTotals(trx, [order.id]);

    const summary =
      `Service charge of ${formatAmount(minorUnits(order.service_charge_total))} removed from order #${order.id} ` +
      `(token ${order.token_no}): ${removal.reason}`;
    await recordActivity(trx, ctx, {
      action: 'service_charge.removed',
      actor: actorOf(actor),
      approver,
      subject: { type: 'order', id: order.id },
      summary: approver ? `${summary} — approved by ${approver.name}` : summary,
      details: { orderId: order.id, amount: order.service_charge_total, rate: order.service_charge_bp, reason: removal.reason },
    });
    if (approver) {
      await recordActivity(trx, ctx, {
        action: 'manager.override',
        actor: actorOf(actor),
        approver,
        subject: { type: 'order', id: order.id },
        summary: `${approver.name} approved ${actor.name}'s removal of the service charge of order #${order.id}`,
        details: { approved: true, amount: order.service_charge_total },
      });
    }
    emit({ type: 'orders.updated', orderIds: [order.id] });
    return { message: SERVICE_CHARGE_MESSAGES.removed, orderIds: [order.id] };
  });
}
