// Settling the bill: the wire shapes of refunds and credit notes (this file), discounts and tips
// (billingDiscounts.ts) and split bills (billingSplits.ts). Money travels as decimals; the server computes every
// amount itself from its own rows in integer minor units.
import { z } from 'zod';
import { BILLING_MESSAGES } from '../../domain/bill/billMessages';
import { optionalId, requiredText } from '../validation';
import { BILL_TOTALS_FIELDS, LINE_TOTALS_FIELDS } from './billFigures';

// --- Refunds and credit notes -------------------------------------------------------------------------

export const refundBody = z
  .object({
    mode: z.enum(['whole', 'lines'], { error: BILLING_MESSAGES.refundModeInvalid }),
    /** Order line ids (mode 'lines'). */
    lineIds: z
      .array(z.number({ error: BILLING_MESSAGES.refundLinesRequired }).int().positive(), { error: BILLING_MESSAGES.refundLinesRequired })
      .max(500, BILLING_MESSAGES.refundLinesRequired)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    reason: requiredText(BILLING_MESSAGES.refundReasonRequired, 200),
    paymentTypeId: optionalId(BILLING_MESSAGES.paymentTypeRequired).refine((id) => id !== null, BILLING_MESSAGES.paymentTypeRequired),
  })
  .refine((body) => body.mode === 'whole' || body.lineIds.length > 0, { error: BILLING_MESSAGES.refundLinesRequired, path: ['lineIds'] });
export type RefundBody = z.output<typeof refundBody>;

const creditNoteLineDto = z.object({
  order_item_id: z.number().int(),
  item_title: z.string(),
  quantity: z.number().int(),
  ...LINE_TOTALS_FIELDS,
});

export const creditNoteDto = z.object({
  credit_note_id: z.number().int(),
  /** CN-<id>: the credit notes' own number series. */
  number: z.string(),
  invoice_id: z.number().int(),
  created_at: z.string(),
  business_date: z.string(),
  is_whole: z.boolean(),
  reason: z.string(),
  payment_type_title: z.string(),
  ...BILL_TOTALS_FIELDS,
  created_by_name: z.string(),
  lines: z.array(creditNoteLineDto),
});
export type CreditNoteDto = z.infer<typeof creditNoteDto>;

export const creditNotesResponse = z.object({ creditNotes: z.array(creditNoteDto) });
export type CreditNotesResponse = z.infer<typeof creditNotesResponse>;

export const refundResponse = z.object({ message: z.string(), creditNote: creditNoteDto });
export type RefundResponse = z.infer<typeof refundResponse>;

/** GET /billing/invoices/:id/refund: what can still be refunded, and how. */
export const refundableResponse = z.object({
  invoice_id: z.number().int(),
  /** The invoice as paid (never changed by refunds). */
  ...BILL_TOTALS_FIELDS,
  /** What a whole refund would give back now (the invoice less its credit notes). */
  remaining: z.object(BILL_TOTALS_FIELDS),
  /** False when the invoice paid a share of a split bill (evenly or by amount): only a whole refund then. */
  canRefundLines: z.boolean(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      item_title: z.string(),
      variant_title: z.string().nullable(),
      quantity: z.number().int(),
      total: z.number(),
      /** The credit note that refunded it, or null. */
      refunded_by: z.string().nullable(),
    }),
  ),
  creditNotes: z.array(creditNoteDto),
  /** The active payment types a refund can go back by. */
  paymentTypes: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type RefundableResponse = z.infer<typeof refundableResponse>;
