// Spec 7 POST /orders/complete-and-pay-order: one invoice for all the given orders, in one
// transaction: claim the Idempotency-Key → lock the orders (unknown 404; cancelled, completed or already
// paid 409 naming the tokens) → active payment type (400) → the client's totals must equal the sum of the
// orders' stored totals to the cent, as the summary showed them, the total rounded to the payment type's step
// (409, nothing written) → invoice → its order links → orders completed and paid
// → their open items completed → the answer stored for replays. After commit: order_update.
import {
  type CompleteAndPayBody,
  type CompleteAndPayResponse,
  OPEN_ITEM_STATUSES,
  ORDER_ACTION_MESSAGES,
} from '../../shared/contract/orders';
import { toDecimalAmount } from '../../shared/domain/money/money';
import { addBills, storedBill } from '../../shared/domain/bill/bill';
import { paidWith } from '../../shared/domain/bill/cashRounding';
import { insertInvoice, insertInvoiceOrders } from '../db/repositories/invoices.repository';
import { setOrderItemsStatus, updateOrders } from '../db/repositories/orders.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { OrderRow, UserRow } from '../db/schema';
import { conflict, validationFailed } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import { paymentTypeOfOrder } from '../paymentTypes/defaultPaymentType';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { assertOrdersAllow, lockExistingOrders, storedTotals } from './orderRules';
import { isForeignKeyViolation } from './placeOrder';
import { tipAmount } from '../../shared/domain/bill/discounts';
import { discountTotalOfOrders } from '../db/repositories/billing.repository';
import { assertBillOpenForChanges } from '../billing/assertBillOpenForChanges';
import { invoiceColumnsOf } from '../db/billColumns';
import { recordCashInDrawer } from '../drawers/cashInDrawer';
import { queueInvoiceReceipt } from '../printers/queueReceipt';

export interface CompleteAndPayInput {
  user: Pick<UserRow, 'id' | 'name'>;
  /** The signed-in device (its shared cash drawer); absent for service calls in tests. */
  deviceId?: string | null;
  payment: CompleteAndPayBody;
  /** null for a key-less request. */
  idempotency: IdempotencyKeyClaim | null;
}

export async function completeAndPayOrders(
  ctx: ServiceContext,
  { user, deviceId, payment, idempotency }: CompleteAndPayInput,
): Promise<KeyedAnswer<CompleteAndPayResponse>> {
  const { orderIds, subTotal, taxTotal, total, paymentTypeId } = payment;
  if (subTotal === null || taxTotal === null || total === null) {
    // The contract schema refuses these already; the types just cannot say so.
    throw new Error('complete-and-pay-order body without totals');
  }
  const now = isoNow(ctx);
  try {
    return await inTransaction(ctx, (trx, emit) =>
      withIdempotency(trx, idempotency, now, async (): Promise<CompleteAndPayResponse> => {
        const orders = await lockExistingOrders(trx, orderIds);
        assertOrdersAllow('pay', orders);
        await assertBillOpenForChanges(trx, orders);
        // Spec 7's body names no payment type: the store's default then.
        const paymentType = await paymentTypeOfOrder(trx, paymentTypeId);
        if (!paymentType && paymentTypeId === null) throw validationFailed(ORDER_ACTION_MESSAGES.paymentTypeRequired);
        if (!paymentType || paymentType.is_active !== 1) throw validationFailed(ORDER_ACTION_MESSAGES.paymentTypeUnavailable);
        const ids = orders.map((order) => order.id);
        // The same figures as complete-order-payment-summary: the orders' stored totals; the payable rounded to the
        // payment type's step (cash to 0.05), as the pay sheet showed it.
        const totals = addBills(orders.map(storedTotals));
        const paid = paidWith(
          storedBill({
            ...totals,
            // The discounts already taken off these totals, and the tip paid on top (never taxed).
            discountTotal: await discountTotalOfOrders(trx, ids),
            tipTotal: tipAmount(totals.payableTotal, payment.tip ?? null),
          }),
          paymentType.rounding_step,
        );
        if (subTotal !== paid.itemsTotal || taxTotal !== paid.taxTotal || total !== paid.payableTotal) {
          throw conflict(ORDER_ACTION_MESSAGES.totalsChanged);
        }

        const snapshot = invoiceSnapshot(orders);
        const invoiceId = await insertInvoice(trx, {
          ...snapshot,
          ...invoiceColumnsOf(paid),
          payment_type_id: paymentType.id,
          payment_type_title: paymentType.title,
          created_by: user.id,
          created_by_name: user.name,
          created_at: now,
          // The payment's business day (the orders may be from earlier days): what invoice lists and reports group by.
          business_date: businessDate(new Date(now), (await findStoreSettings(trx))?.time_zone ?? 'UTC'),
        });
        await insertInvoiceOrders(trx, invoiceId, ids);
        const isDrawerKicked = await recordCashInDrawer(
          trx,
          { actor: user, deviceId },
          { kind: 'sale', tenders: [{ type: paymentType, amount: paid.paidTotal, rounding: paid.roundingTotal }], invoiceId, now },
        );
        await setOrderItemsStatus(trx, ids, OPEN_ITEM_STATUSES, 'completed', now);
        await updateOrders(trx, ids, { status: 'completed', payment_status: 'paid', invoice_id: invoiceId, updated_at: now });
        // Keyed by the invoice: a replayed key never reaches here, and no second payment of these orders is possible.
        const isReceiptQueued = await queueInvoiceReceipt(trx, {
          invoiceId,
          isWanted: payment.printReceipt,
          now,
          content: {
            orderIds: ids,
            totals: paid,
            billing: { discountTotal: paid.discountTotal, tip: paid.tipTotal, paid: paid.paidTotal },
            paymentType: paymentType.title,
            tableTitle: snapshot.table_title,
          },
        });
        if (isReceiptQueued || isDrawerKicked) emit({ type: 'printers.queued' });

        const body: CompleteAndPayResponse = {
          message: ORDER_ACTION_MESSAGES.ordersPaid(ids.length),
          orderIds: ids,
          invoiceId,
          subtotal: toDecimalAmount(paid.itemsTotal),
          taxTotal: toDecimalAmount(paid.taxTotal),
          total: toDecimalAmount(paid.payableTotal),
        };
        emit({ type: 'orders.updated', orderIds: ids });
        return body;
      }),
    );
  } catch (error) {
    // The payment type deleted between the check and the insert (PostgreSQL): nothing was written.
    if (isForeignKeyViolation(error)) throw conflict(ORDER_ACTION_MESSAGES.paymentTypeUnavailable);
    throw error;
  }
}

/** The invoice's customer, dining option and table: the orders' common value, or none when they differ. */
export function invoiceSnapshot(orders: readonly OrderRow[]) {
  const common = <K extends keyof OrderRow>(key: K): OrderRow[K] | null => {
    const first = orders[0]?.[key] ?? null;
    return orders.every((order) => order[key] === first) ? first : null;
  };
  const customerId = common('customer_id');
  const tableId = common('table_id');
  const first = orders[0];
  return {
    customer_id: customerId,
    customer_type: customerId === null ? ('WALKIN' as const) : ('CUSTOMER' as const),
    delivery_type: common('delivery_type'),
    table_id: tableId,
    table_title: tableId === null ? null : (first?.table_title ?? null),
    floor: tableId === null ? null : (first?.floor ?? null),
  };
}
