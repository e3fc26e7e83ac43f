// Spec 5, 7 and 8 for every back-office form (settings, users, customers, reservations): the shared schema runs before any call and its first
// message is the toast; a call's success shows the server's message, a failure the server's message or
// 'Something went wrong!'.
import type { z } from 'zod';
import { validate } from '../../../shared/contract/validation';
import { ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { notifyApiError, notifyError, notifySuccess } from '../../../shared/shell/toast';

/** The schema's output, or null after toasting the first spec message. */
export function checkedInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> | null {
  const result = validate(schema, input);
  if (!result.ok) {
    // One toast per message: pressing Save again with the same gap refreshes it instead of stacking.
    notifyError(result.message, `check:${result.message}`);
    return null;
  }
  return result.data;
}

/** Runs a write call: true after the success toast, false after the error toast. */
export async function runAction(call: () => Promise<{ message: string }>): Promise<boolean> {
  try {
    const response = await call();
    notifySuccess(response.message);
    return true;
  } catch (error) {
    notifyApiError(error, ERROR_DEFAULTS.generic);
    return false;
  }
}

/** Spec 5 then 7: the schema's first message as a toast and no call, or the call with its toast; true when saved. */
export async function saveChecked<T extends z.ZodType>(
  schema: T,
  input: unknown,
  call: (body: z.output<T>) => Promise<{ message: string }>,
): Promise<boolean> {
  const body = checkedInput(schema, input);
  if (body === null) return false;
  return runAction(() => call(body));
}
