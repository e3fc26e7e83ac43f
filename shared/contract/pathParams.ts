// The kinds of path parameter an endpoint declares (its `params`). A path value that does not parse names
// no row, so the mounter answers it with a 404 and the schema's message, never a 500; only a parameter
// declared with a malformed message answers a value that is not a number at all with a 400.
import { z } from 'zod';
import { MAX_STORED_INTEGER } from './validation';

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const DIGITS = /^[0-9]+$/;

/** The flag on a path issue that makes it a 400 (the request is malformed) rather than a 404. */
const MALFORMED = 'malformed';

/**
 * A row id: a positive integer that fits the id columns. Anything else ('abc', '0', '-1', '1.5',
 * '99999999999') is a 404 with `notFoundMessage`, or, given `malformedMessage`, a value that is not
 * digits at all is a 400 with that message.
 */
export function idParam(notFoundMessage: string, malformedMessage?: string) {
  return z
    .string({ error: notFoundMessage })
    .superRefine((value, ctx) => {
      if (malformedMessage !== undefined && !DIGITS.test(value)) {
        ctx.addIssue({ code: 'custom', message: malformedMessage, params: { [MALFORMED]: true } });
      }
    })
    .regex(ID_TEXT, { error: notFoundMessage })
    .transform(Number)
    .refine((id) => id <= MAX_STORED_INTEGER, { error: notFoundMessage });
}

/** Text the service resolves itself (a username; a phone or an id): the segment as sent. */
export const textParam = z.string();

export function isMalformedParam(issue: z.core.$ZodIssue | undefined): boolean {
  return issue?.code === 'custom' && issue.params?.[MALFORMED] === true;
}
