// A refund of a paid invoice, wholly or by lines, as a credit note of its own number series, in one
// transaction: claim the Idempotency-Key → lock the invoice (404) → an active payment type for the money going
// back (400) → what is left to refund (the invoice less its earlier credit notes, computed from the server's own
// rows) → the credit note and its lines → an audit-trail entry. The invoice itself is never changed. A whole
// refund gives back everything still left (the lines not refunded yet); money going back in cash is rounded to the
// cash step (docs/decisions.md "Cash rounding"); a line is refunded once (409 otherwise,
// and the database's unique key holds it even against a refund at the same instant). Tips are never refunded.
import type { CreditNoteDto, RefundBody, RefundResponse } from '../../shared/contract/billing/refunds';
import { BILLING_MESSAGES, creditNoteNumber } from '../../shared/domain/bill/billMessages';
import { type BillTotals, billOfLines } from '../../shared/domain/bill/bill';
import { formatAmount } from '../../shared/domain/money/money';
import { creditNoteColumnsOf, lineFiguresOfRow } from '../db/billColumns';
import { paidWith } from '../../shared/domain/bill/cashRounding';
import { insertCreditNote, insertCreditNoteLines, creditNotesOfInvoice, findCreditNote } from '../db/repositories/creditNotes.repository';
import { lockInvoice } from '../db/repositories/invoices.repository';
import { findPaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { findStoreSettings } from '../db/repositories/settings.repository';
import type { CreditNoteLineRow, CreditNoteRow, OrderItemRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound, validationFailed } from '../errors';
import { businessDate } from '../infrastructure/businessDay';
import { type ServiceContext, inTransaction, isoNow } from '../infrastructure/context';
import { type IdempotencyKeyClaim, type KeyedAnswer, withIdempotency } from '../infrastructure/idempotency';
import { refundableBill } from './getRefundable';
import { invoiceLinesOf } from '../invoices/invoiceLines';
import { recordCashInDrawer } from '../drawers/cashInDrawer';
import { type ActingUser, actorOf, recordActivity } from '../activity/recordActivity';

export interface RefundInput {
  actor: ActingUser;
  /** The signed-in device (its shared cash drawer); absent for service calls in tests. */
  deviceId?: string | null;
  invoiceId: number;
  refund: RefundBody;
  idempotency: IdempotencyKeyClaim | null;
}

/** The credit note as the answer shows it: the route gives its presenter, the answer is stored (for replays) before commit. */
export type PresentCreditNote = (note: CreditNoteRow, lines: readonly CreditNoteLineRow[]) => CreditNoteDto;

export async function refundInvoice(
  ctx: ServiceContext,
  { actor, deviceId, invoiceId, refund, idempotency }: RefundInput,
  present: PresentCreditNote,
): Promise<KeyedAnswer<RefundResponse>> {
  const now = isoNow(ctx);
  try {
    return await inTransaction(ctx, (trx) =>
      withIdempotency(trx, idempotency, now, async (): Promise<RefundResponse> => {
        const invoice = await lockInvoice(trx, invoiceId);
        if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
        const paymentType = refund.paymentTypeId === null ? undefined : await findPaymentTypeRow(trx, refund.paymentTypeId);
        if (!paymentType || paymentType.is_active !== 1) throw validationFailed(BILLING_MESSAGES.paymentTypeUnavailable);

        const earlier = await creditNotesOfInvoice(trx, invoice.id);
        const refundedLineIds = new Set(earlier.lines.map((line) => line.order_item_id));
        const remaining = refundableBill(invoice, earlier.creditNotes);
        const { canRefundLines, lines } = await invoiceLinesOf(trx, invoice);

        let refundLines: OrderItemRow[];
        let amounts: BillTotals;
        if (refund.mode === 'whole') {
          if (remaining.payableTotal <= 0) throw conflict(BILLING_MESSAGES.nothingLeftToRefund(invoice.id));
          refundLines = canRefundLines ? lines.filter((line) => !refundedLineIds.has(line.id)) : [];
          amounts = remaining;
        } else {
          if (!canRefundLines) throw conflict(BILLING_MESSAGES.linesNotRefundable(invoice.id));
          const byId = new Map(lines.map((line) => [line.id, line]));
          refundLines = refund.lineIds.map((id) => {
            const line = byId.get(id);
            if (!line) throw conflict(BILLING_MESSAGES.lineNotOnInvoice(invoice.id));
            if (refundedLineIds.has(id)) throw conflict(BILLING_MESSAGES.lineAlreadyRefunded(line.item_title));
            return line;
          });
          amounts = billOfLines(refundLines.map(lineFiguresOfRow));
        }
        // Money going back in a rounding tender (cash to 0.05) is rounded to its step, its own figure on the credit note.
        // A whole refund starts from what is left of what was paid (the invoice's rounding in it), so a rounded cash
        // invoice refunded whole in cash gives back exactly what was taken.
        amounts = paidWith(amounts, paymentType.rounding_step);

        const timeZone = (await findStoreSettings(trx))?.time_zone ?? 'UTC';
        const creditNoteId = await insertCreditNote(trx, {
          invoice_id: invoice.id,
          is_whole: refund.mode === 'whole' ? 1 : 0,
          reason: refund.reason,
          payment_type_id: paymentType.id,
          payment_type_title: paymentType.title,
          ...creditNoteColumnsOf(amounts),
          created_by: actor.id,
          created_by_name: actor.name,
          created_at: now,
          business_date: businessDate(new Date(now), timeZone),
        });
        await insertCreditNoteLines(
          trx,
          refundLines.map((line) => ({
            credit_note_id: creditNoteId,
            order_item_id: line.id,
            item_title: line.item_title,
            quantity: line.quantity,
            net_amount: line.net_amount,
            tax_amount: line.tax_amount,
            payable_amount: line.payable_amount,
          })),
        );
        await recordCashInDrawer(
          trx,
          { actor, deviceId },
          {
            kind: 'refund',
            tenders: [{ type: paymentType, amount: amounts.payableTotal, rounding: amounts.roundingTotal }],
            invoiceId: invoice.id,
            creditNoteId,
            now,
          },
        );
        const number = creditNoteNumber(creditNoteId);
        await recordActivity(trx, ctx, {
          action: 'invoice.refunded',
          actor: actorOf(actor),
          subject: { type: 'invoice', id: invoice.id },
          summary:
            `Refunded ${formatAmount(amounts.payableTotal)} of invoice #${invoice.id} as ${number} ` +
            `(${refund.mode === 'whole' ? 'whole' : refundLines.map((line) => `${line.item_title} ×${line.quantity}`).join(', ')}; ` +
            `${paymentType.title}): ${refund.reason}`,
          details: {
            creditNoteId,
            reason: refund.reason,
            mode: refund.mode,
            lineIds: refundLines.map((line) => line.id),
            subTotal: amounts.itemsTotal,
            taxTotal: amounts.taxTotal,
            total: amounts.payableTotal,
            paymentType: paymentType.title,
          },
        });
        const written = await findCreditNote(trx, creditNoteId);
        const [note] = written.creditNotes;
        if (!note) throw new Error('credit note not found after insert');
        return { message: BILLING_MESSAGES.refunded(number), creditNote: present(note, written.lines) };
      }),
    );
  } catch (error) {
    // Another refund of the same line committed first (PostgreSQL, both past the check): nothing was written here.
    if (isUniqueViolation(error)) throw conflict(BILLING_MESSAGES.lineAlreadyRefunded('A line'));
    throw error;
  }
}
