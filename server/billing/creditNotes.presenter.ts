// Credit note rows → wire shapes. Money as decimals.
import type { CreditNoteDto, CreditNotesResponse, RefundableResponse } from '../../shared/contract/billing/refunds';
import type { BillingReportResponse } from '../../shared/contract/reports';
import { creditNoteNumber } from '../../shared/domain/bill/billMessages';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import { billOfLines } from '../../shared/domain/bill/bill';
import { billOfRow, lineFiguresOfRow } from '../db/billColumns';
import type { CreditNotesWithLines } from '../db/repositories/creditNotes.repository';
import type { CreditNoteLineRow, CreditNoteRow } from '../db/schema';
import type { BillingReport } from '../reports/getBillingReport';
import type { Refundable } from './getRefundable';
import { presentBillTotals, presentLineTotals } from './billFigures.presenter';

const decimal = (minor: number) => toDecimalAmount(minorUnits(minor));

export function presentCreditNote(note: CreditNoteRow, lines: readonly CreditNoteLineRow[]): CreditNoteDto {
  return {
    credit_note_id: note.id,
    number: creditNoteNumber(note.id),
    invoice_id: note.invoice_id,
    created_at: note.created_at,
    business_date: note.business_date,
    is_whole: note.is_whole === 1,
    reason: note.reason,
    payment_type_title: note.payment_type_title,
    ...presentBillTotals(billOfRow(note)),
    created_by_name: note.created_by_name,
    lines: lines
      .filter((line) => line.credit_note_id === note.id)
      .map((line) => ({
        order_item_id: line.order_item_id,
        item_title: line.item_title,
        quantity: line.quantity,
        ...presentLineTotals(billOfLines([lineFiguresOfRow(line)])),
      })),
  };
}

export function presentCreditNotes({ creditNotes, lines }: CreditNotesWithLines): CreditNotesResponse {
  return { creditNotes: creditNotes.map((note) => presentCreditNote(note, lines)) };
}

export function presentRefundable(refundable: Refundable): RefundableResponse {
  const { invoice, remaining, lines, creditNotes } = refundable;
  const refundedBy = new Map(creditNotes.lines.map((line) => [line.order_item_id, creditNoteNumber(line.credit_note_id)]));
  return {
    invoice_id: invoice.id,
    ...presentBillTotals(billOfRow(invoice)),
    remaining: presentBillTotals(remaining),
    canRefundLines: lines.canRefundLines,
    lines: lines.lines.map((line) => ({
      order_item_id: line.id,
      item_title: line.item_title,
      variant_title: line.variant_title,
      quantity: line.quantity,
      total: decimal(line.payable_amount),
      refunded_by: refundedBy.get(line.id) ?? null,
    })),
    creditNotes: presentCreditNotes(creditNotes).creditNotes,
    paymentTypes: refundable.paymentTypes.map((type) => ({ id: type.id, title: type.title })),
  };
}

export function presentBillingReport(report: BillingReport): BillingReportResponse {
  return {
    from: report.period.from,
    to: report.period.to,
    currency: report.currency,
    grossRevenue: decimal(report.invoices.total),
    refundsTotal: decimal(report.refunds.total),
    refundsCount: report.refunds.count,
    discountTotal: decimal(report.discounts),
    tipsTotal: decimal(report.tips),
    tipsByUserDay: report.tipsByUserDay.map((row) => ({
      day: row.day,
      user_id: row.userId,
      user_name: row.userName,
      tips: decimal(row.tips),
      checks: row.checks,
    })),
  };
}
