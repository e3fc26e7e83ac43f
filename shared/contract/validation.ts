// Building blocks for request schemas: the first failing rule's message is what the client toasts and
// what the server answers with a 400, so both sides say the same words (spec 5).
import { z } from 'zod';
import { type MinorUnits, ZERO_MINOR, parseDecimalAmount } from '../domain/money/money';

/** The largest 4-byte integer: money, rate, id and count columns are `integer` on PostgreSQL, so larger values are refused. */
export const MAX_STORED_INTEGER = 2_147_483_647;

/** The server refuses the same characters in any field (server/http/inputGuards.ts). */
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters!';

/** C0 controls and DEL, except tab, line feed and carriage return. */
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** An on/off field: true or 1 is on; absent, false or 0 is off. */
export const optionalFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((value) => value === true || value === 1);

/** A required, trimmed text; `message` for missing, empty or non-text values. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep it under ${max} characters!`)
    .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTERS_MESSAGE);
}

/** Optional text: missing, null and blank become null. */
export function optionalText(max = 500) {
  return z
    .string()
    .trim()
    .max(max, `Please keep it under ${max} characters!`)
    .refine((text) => !hasControlCharacter(text), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A decimal amount (number or numeric text, at most 2 decimals) → integer minor units, never negative.
 * `emptyAs` decides what an empty value means: a default (variant/addon price → 0), null, or an error.
 * With `label` ("Total"), a number with more than 2 decimals is refused as such ("Total has too many decimals…")
 * instead of with `message`: a totals field's message speaks of changed prices, which 12.345 is not.
 */
export function moneyAmount(message: string, emptyAs: 'error' | 'zero' | 'null' = 'error', label?: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): MinorUnits | null => {
      const isEmpty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (isEmpty) {
        if (emptyAs === 'zero') return ZERO_MINOR;
        if (emptyAs === 'null') return null;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const minor = parseDecimalAmount(value);
      if (minor === undefined || minor < 0 || minor > MAX_STORED_INTEGER) {
        ctx.addIssue({
          code: 'custom',
          message: label !== undefined && hasTooManyDecimals(value) ? tooManyDecimalsMessage(label) : message,
        });
        return z.NEVER;
      }
      return minor;
    });
}

const DECIMAL_WITH_MORE_THAN_TWO_PLACES = /^-?\d+\.\d{3,}$/;

/** A decimal number (or numeric text) written with more than 2 decimals. */
function hasTooManyDecimals(value: unknown): boolean {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return DECIMAL_WITH_MORE_THAN_TWO_PLACES.test(text);
}

/** What a labelled amount field with 12.345 is refused with. */
function tooManyDecimalsMessage(label: string): string {
  return `${label} has too many decimals: use at most 2!`;
}

const DIGITS = /^\d+$/;

/** A positive integer id from a number or its digits as text ('12'): every id of a body is read alike. */
function readId(value: unknown): number | undefined {
  const id = typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_STORED_INTEGER ? id : undefined;
}

/** An optional id reference (category, tax, table): empty → null, else a positive integer (number or digits). */
export function optionalId(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || value === '' || value === 'null') return null;
      const id = readId(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });
}

/** A required id reference (a cart line's item, a chosen addon): a positive integer, as a number or digits. */
export function requiredId(message: string) {
  return z.unknown().transform((value, ctx): number => {
    const id = readId(value);
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/** First issue's message: the one toast the client shows and the server's 400 message. */
function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request!';
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Runs a schema and returns the data or the first spec message. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): ValidationResult<z.output<T>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: firstMessage(result.error) };
}
