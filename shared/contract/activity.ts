// Audit trail: the Activity page's query (a spec 9 date filter, who, what, and the keyset cursor), its
// pages of entries, and the reprint note the print pages send.
import { z } from 'zod';
import { ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_MESSAGES, ACTIVITY_PAGE_SIZE, REPRINT_DOCUMENTS, isActivityAction } from '../domain/activity';
import { dateFilterQuery } from './reports';
import { optionalId } from './validation';

export const activityFilterQuery = dateFilterQuery.extend({
  userId: optionalId(ACTIVITY_MESSAGES.invalidUser),
  action: z
    .string({ error: ACTIVITY_MESSAGES.invalidAction })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!isActivityAction(value)) {
        ctx.addIssue({ code: 'custom', message: ACTIVITY_MESSAGES.invalidAction });
        return z.NEVER;
      }
      return value;
    }),
});
export type ActivityFilterQuery = z.output<typeof activityFilterQuery>;

export const activityPageQuery = activityFilterQuery.extend({
  /** The id of the last entry of the previous page: the next page holds older entries. */
  before: optionalId(ACTIVITY_MESSAGES.invalidCursor),
  limit: z
    .unknown()
    .optional()
    .transform((value): number => {
      const number = typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, ACTIVITY_MAX_PAGE_SIZE) : ACTIVITY_PAGE_SIZE;
    }),
});
export type ActivityPageQuery = z.output<typeof activityPageQuery>;

const activityEntryDto = z.object({
  id: z.number().int(),
  /** ISO instant. */
  created_at: z.string(),
  /** One of ACTIVITY_ACTIONS (a newer server may write others). */
  action: z.string(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  actor_name: z.string(),
  approver_id: z.number().int().nullable(),
  approver_name: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntryDto = z.infer<typeof activityEntryDto>;

export const activityPageResponse = z.object({
  entries: z.array(activityEntryDto),
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
  /** The resolved period, inclusive business dates. */
  from: z.string(),
  to: z.string(),
});
export type ActivityPageResponse = z.infer<typeof activityPageResponse>;

export const activityInitResponse = z.object({
  users: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  /** The store's IANA zone: entry times show in it. */
  timeZone: z.string(),
});
export type ActivityInitResponse = z.infer<typeof activityInitResponse>;

export const reprintBody = z
  .object({
    document: z.enum(REPRINT_DOCUMENTS, { error: ACTIVITY_MESSAGES.invalidReprint }),
    /** The receipt's or token's order (receipt number = order id + date). */
    orderId: optionalId(ACTIVITY_MESSAGES.invalidReprint),
    invoiceId: optionalId(ACTIVITY_MESSAGES.invalidReprint),
    creditNoteId: optionalId(ACTIVITY_MESSAGES.invalidReprint),
  })
  .refine((body) => body.orderId !== null || body.invoiceId !== null || body.creditNoteId !== null, {
    error: ACTIVITY_MESSAGES.invalidReprint,
    path: ['orderId'],
  });
export type ReprintBody = z.output<typeof reprintBody>;

export const reprintResponse = z.object({ message: z.string() });
