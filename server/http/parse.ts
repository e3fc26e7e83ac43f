// Parses a body or query with a shared/contract zod schema; the first issue's message (the spec's
// wording, set in the schema) becomes a 400.
import type { z } from 'zod';
import { ERROR_MESSAGES, validationFailed } from '../errors';

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A body of the wrong shape altogether (an array, a string) has no field to name.
  const isWholeBody = !issue || issue.path.length === 0;
  throw validationFailed(isWholeBody ? ERROR_MESSAGES.badRequest : issue.message);
}
