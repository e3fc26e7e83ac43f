// The rule shape shared by discounts and tips (a kind and a value) and its one reader: a percent as a
// decimal percent (12.5, read as 1250 basis points) in (0, 100], an amount as a decimal (read as minor units)
// above 0. A file of its own so the orders contract (the tip of Pay & Complete) and the billing contract both use it.
import { z } from 'zod';
import { DISCOUNT_MESSAGES } from '../../domain/bill/billMessages';
import { parseHundredths } from '../../domain/money/money';
import { MAX_STORED_INTEGER } from '../validation';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** { kind, value } → { kind, value in basis points or minor units }: a percent in (0, 100], an amount above 0. */
export function discountRule(messages: { kind: string; value: string }) {
  return z
    .object({
      kind: z.enum(DISCOUNT_KINDS, { error: messages.kind }),
      value: z.unknown(),
    })
    .transform((rule, ctx) => {
      const hundredths = parseHundredths(rule.value);
      const isValid =
        hundredths !== undefined && hundredths > 0 && (rule.kind === 'percent' ? hundredths <= 10_000 : hundredths <= MAX_STORED_INTEGER);
      if (!isValid) {
        ctx.addIssue({ code: 'custom', message: messages.value, path: ['value'] });
        return z.NEVER;
      }
      return { kind: rule.kind, value: hundredths };
    });
}

/** A tip at payment: an amount or a percentage of the check's total; never taxed. Absent: no tip. */
export const tipRule = discountRule({ kind: DISCOUNT_MESSAGES.tipInvalid, value: DISCOUNT_MESSAGES.tipInvalid }).optional();
