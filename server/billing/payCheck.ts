// Pay one check of a split bill, in one transaction: claim the Idempotency-Key → lock the bill's orders
// (the same locks as every order action) → the check, not paid yet (404/409) → the total the dialog showed is still
// the check's (409) → the tip (never taxed) → the payments (each an active payment type, together exactly the check
// plus the tip, a rounding tender's share rounded to its step; 400 otherwise) → the check's own invoice (its net, tax, total and discount share, the tip; the
// payment types joined, each tender a row of invoice_payments) → the check paid. The last check settles the bill:
// the orders are linked to that invoice (so Reports count each order once), completed and paid, their open items
// completed. order_update after commit.
import type { PayCheckBody, PayCheckResponse } from '../../shared/contract/billing/splits';
import { OPEN_ITEM_STATUSES } from '../../shared/contract/orders';
import { SPLIT_MESSAGES } from '../../shared/domain/bill/billMessages';
import { tipAmount } from '../../shared/domain/bill/discounts';
import { formatAmount, minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import {
  checksOfBill,
  findBill,
  findCheck,
  insertInvoicePayments,
  lineIdsOfCheck,
  markCheckPaid,
  orderIdsOfBill,
  settleBill,
} from '../db/repositories/billing.repository';
import { insertInvoice, insertInvoiceOrders } from '../db/repositories/invoices.repository';
import { findPaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { setOrderItemsStatus, updateOrders } from '../db/repositories/orders.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { PaymentTypeRow } from '../db/schema';
import { conflict, notFound, validationFailed } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import { invoiceSnapshot } from '../orders/completeAndPayOrders';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { assertOrdersAllow, lockExistingOrders } from '../orders/orderRules';
import { isForeignKeyViolation } from '../orders/placeOrder';
import type { ActingUser } from '../activity/recordActivity';
import { storedBill } from '../../shared/domain/bill/bill';
import { paidWithTenders } from '../../shared/domain/bill/cashRounding';
import { billOfRow, invoiceColumnsOf } from '../db/billColumns';
import { recordCashInDrawer } from '../drawers/cashInDrawer';
import { queueInvoiceReceipt } from '../printers/queueReceipt';
import { checkLabel } from '../../shared/domain/bill/splits';

export interface PayCheckInput {
  actor: ActingUser;
  /** The signed-in device (its shared cash drawer); absent for service calls in tests. */
  deviceId?: string | null;
  checkId: number;
  payment: PayCheckBody;
  idempotency: IdempotencyKeyClaim | null;
}

export async function payCheck(
  ctx: ServiceContext,
  { actor, deviceId, checkId, payment, idempotency }: PayCheckInput,
): Promise<KeyedAnswer<PayCheckResponse>> {
  const now = isoNow(ctx);
  try {
    return await inTransaction(ctx, (trx, emit) =>
      withIdempotency(trx, idempotency, now, async (): Promise<PayCheckResponse> => {
        const unlocked = await findCheck(trx, checkId);
        if (!unlocked) throw notFound(SPLIT_MESSAGES.checkNotFound);
        const orders = await lockExistingOrders(trx, await orderIdsOfBill(trx, unlocked.bill_id));
        // Read again under the locks: a check paid or a bill dropped meanwhile is seen here.
        const check = await findCheck(trx, checkId);
        if (!check) throw notFound(SPLIT_MESSAGES.checkNotFound);
        // Before the bill's state: paying the last check settles the bill, so the loser of two payments of it finds
        // a settled bill and must still be told that the check is paid, not that it is gone.
        if (check.invoice_id !== null) throw conflict(SPLIT_MESSAGES.checkPaid(check.position));
        const bill = await findBill(trx, check.bill_id);
        if (!bill || bill.status !== 'open') throw notFound(SPLIT_MESSAGES.checkNotFound);
        assertOrdersAllow('pay', orders);
        if (payment.expectedTotal !== check.total) throw conflict(SPLIT_MESSAGES.totalsChanged);

        const tenders: { type: PaymentTypeRow; amount: number }[] = [];
        for (const tender of payment.tenders) {
          const type = tender.paymentTypeId === null ? undefined : await findPaymentTypeRow(trx, tender.paymentTypeId);
          if (!type || type.is_active !== 1) throw validationFailed('Selected payment type is not available! Please choose another.');
          if (tender.amount === null || tender.amount <= 0) throw validationFailed(SPLIT_MESSAGES.tenderInvalid);
          tenders.push({ type, amount: tender.amount });
        }
        // The exact tenders (cards) pay what they say; a rounding one (cash) pays the rest, rounded to its step.
        const paid = paidWithTenders(
          storedBill({ ...billOfRow(check), tipTotal: tipAmount(check.total, payment.tip ?? null) }),
          tenders.map((tender) => ({ roundingStep: tender.type.rounding_step, amount: tender.amount })),
        );
        const payable = paid.paidTotal;
        if (tenders.reduce((sum, tender) => sum + tender.amount, 0) !== payable) {
          throw validationFailed(SPLIT_MESSAGES.tendersMismatch(formatAmount(minorUnits(payable))));
        }

        const timeZone = (await findStoreSettings(trx))?.time_zone ?? 'UTC';
        const [first] = tenders;
        const snapshot = invoiceSnapshot(orders);
        const paymentTypeTitle = [...new Set(tenders.map((tender) => tender.type.title))].join(' + ');
        const invoiceId = await insertInvoice(trx, {
          ...snapshot,
          ...invoiceColumnsOf(paid),
          payment_type_id: first?.type.id ?? null,
          payment_type_title: paymentTypeTitle,
          created_by: actor.id,
          created_by_name: actor.name,
          created_at: now,
          business_date: businessDate(new Date(now), timeZone),
        });
        await insertInvoicePayments(
          trx,
          tenders.map((tender) => ({
            invoice_id: invoiceId,
            payment_type_id: tender.type.id,
            payment_type_title: tender.type.title,
            amount: tender.amount,
          })),
        );
        // The bill's rounding belongs to the rounding tender (one at most pays the rest, rounded).
        const roundingTender = tenders.find((tender) => tender.type.rounding_step > 0);
        const isDrawerKicked = await recordCashInDrawer(
          trx,
          { actor, deviceId },
          {
            kind: 'sale',
            tenders: tenders.map((tender) => ({ ...tender, rounding: tender === roundingTender ? paid.roundingTotal : 0 })),
            invoiceId,
            now,
          },
        );
        await markCheckPaid(trx, check.id, invoiceId, now);

        const checks = await checksOfBill(trx, bill.id);
        const isBillSettled = checks.every((candidate) => candidate.id === check.id || candidate.invoice_id !== null);
        const ids = orders.map((order) => order.id);
        if (isBillSettled) {
          await settleBill(trx, bill.id, now);
          await insertInvoiceOrders(trx, invoiceId, ids);
          await setOrderItemsStatus(trx, ids, OPEN_ITEM_STATUSES, 'completed', now);
          await updateOrders(trx, ids, { status: 'completed', payment_status: 'paid', invoice_id: invoiceId, updated_at: now });
        }
        // The check's receipt as the pay sheet's popup shows it: its lines (by items) or the table's (a share).
        const isReceiptQueued = await queueInvoiceReceipt(trx, {
          invoiceId,
          isWanted: payment.printReceipt,
          now,
          content: {
            orderIds: ids,
            lineIds: bill.mode === 'items' ? await lineIdsOfCheck(trx, check.id) : undefined,
            totals: billOfRow(check),
            billing: {
              discountTotal: minorUnits(check.discount_total),
              tip: paid.tipTotal,
              paid: minorUnits(payable),
              checkLabel: checkLabel({ position: check.position, count: checks.length, mode: bill.mode }),
              tableTotal: bill.mode === 'items' ? null : billOfRow(bill).payableTotal,
              tenders: tenders.map((tender) => ({ title: tender.type.title, amount: minorUnits(tender.amount) })),
            },
            paymentType: paymentTypeTitle,
            tableTitle: null,
          },
        });
        if (isReceiptQueued || isDrawerKicked) emit({ type: 'printers.queued' });
        const body: PayCheckResponse = {
          message: isBillSettled ? SPLIT_MESSAGES.billSettled(ids.length) : SPLIT_MESSAGES.checkSettled(check.position, checks.length),
          invoiceId,
          checkId: check.id,
          position: check.position,
          checkCount: checks.length,
          isBillSettled,
          orderIds: ids,
          tip: toDecimalAmount(paid.tipTotal),
          paid: toDecimalAmount(minorUnits(payable)),
        };
        emit({ type: 'orders.updated', orderIds: ids });
        return body;
      }),
    );
  } catch (error) {
    // A payment type deleted between the check and the insert (PostgreSQL): nothing was written.
    if (isForeignKeyViolation(error)) throw conflict('Selected payment type is not available! Please choose another.');
    throw error;
  }
}
