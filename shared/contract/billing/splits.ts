// Split bills: splitting a table's bill into checks (evenly by guests, by amount, by items) and paying a
// check with one or more payment types and a tip. Money travels as decimals; the server computes every check from
// its own rows, and checks the figures the dialog showed (409 when they changed).
import { z } from 'zod';
import { SPLIT_MESSAGES } from '../../domain/bill/billMessages';
import { MAX_CHECKS } from '../../domain/bill/splits';
import { tipRule } from './discountRule';
import { orderIdsBody } from '../orders';
import { moneyAmount, optionalId } from '../validation';
import { DISCOUNTED_TOTALS_FIELDS } from './billFigures';

const SPLIT_MODES = ['items', 'even', 'amount'] as const;
export type SplitModeName = (typeof SPLIT_MODES)[number];

const expectedTotal = moneyAmount(SPLIT_MESSAGES.totalsChanged);

/** seats: one check per seat, the lines without one on a shared check; kept as a split by items. */
const SPLIT_REQUEST_MODES = [...SPLIT_MODES, 'seats'] as const;

export const splitBillBody = orderIdsBody.extend({
  mode: z.enum(SPLIT_REQUEST_MODES, { error: SPLIT_MESSAGES.modeInvalid }),
  /** even: how many guests share the bill. */
  guests: z
    .number({ error: SPLIT_MESSAGES.guestsInvalid })
    .int(SPLIT_MESSAGES.guestsInvalid)
    .min(1, SPLIT_MESSAGES.guestsInvalid)
    .max(MAX_CHECKS, SPLIT_MESSAGES.guestsInvalid)
    .optional(),
  /** amount: each check's amount (decimals); they must add up to the total. */
  amounts: z
    .array(moneyAmount(SPLIT_MESSAGES.amountsInvalid('the bill')), { error: SPLIT_MESSAGES.amountsInvalid('the bill') })
    .max(MAX_CHECKS)
    .optional(),
  /** items: the order line ids on each check. */
  checks: z
    .array(z.array(z.number({ error: SPLIT_MESSAGES.itemsInvalid }).int().positive(), { error: SPLIT_MESSAGES.itemsInvalid }), {
      error: SPLIT_MESSAGES.itemsInvalid,
    })
    .max(MAX_CHECKS, SPLIT_MESSAGES.itemsInvalid)
    .optional(),
  /** The bill's total the dialog showed: a change since is a 409, nothing split. */
  expectedTotal,
});
export type SplitBillBody = z.output<typeof splitBillBody>;

const checkDto = z.object({
  check_id: z.number().int(),
  position: z.number().int(),
  ...DISCOUNTED_TOTALS_FIELDS,
  /** items: the lines on it; empty for a share (evenly, by amount). */
  line_ids: z.array(z.number().int()),
  invoice_id: z.number().int().nullable(),
});

export const billDto = z.object({
  bill_id: z.number().int(),
  mode: z.enum(SPLIT_MODES),
  ...DISCOUNTED_TOTALS_FIELDS,
  order_ids: z.array(z.number().int()),
  checks: z.array(checkDto),
});
export type BillDto = z.infer<typeof billDto>;

export const splitBillResponse = z.object({ message: z.string(), bill: billDto });

export const payCheckBody = z.object({
  tenders: z
    .array(
      z.object({
        paymentTypeId: optionalId(SPLIT_MESSAGES.tendersRequired).refine((id) => id !== null, SPLIT_MESSAGES.tendersRequired),
        amount: moneyAmount(SPLIT_MESSAGES.tenderInvalid),
      }),
      { error: SPLIT_MESSAGES.tendersRequired },
    )
    .min(1, SPLIT_MESSAGES.tendersRequired)
    .max(4, SPLIT_MESSAGES.tenderInvalid),
  tip: tipRule,
  /** The check's total the dialog showed. */
  expectedTotal,
  /** The 'Print Receipt?' tick, for a store that prints receipts on its printer (absent: the print settings' isEnablePrint). */
  printReceipt: z.boolean({ error: 'Print Receipt? must be true or false!' }).optional(),
});
export type PayCheckBody = z.output<typeof payCheckBody>;

export const payCheckResponse = z.object({
  message: z.string(),
  invoiceId: z.number().int(),
  checkId: z.number().int(),
  position: z.number().int(),
  checkCount: z.number().int(),
  /** True when this was the last check: the orders are completed and paid. */
  isBillSettled: z.boolean(),
  orderIds: z.array(z.number().int()),
  tip: z.number(),
  /** Total + tip. */
  paid: z.number(),
});
export type PayCheckResponse = z.infer<typeof payCheckResponse>;
