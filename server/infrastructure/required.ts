// The money schemas type every amount as `number | null` (some fields allow null); for a field whose
// schema refuses empty values the null cannot happen, and this says so without a cast.
import { validationFailed } from '../errors';

export function required<T>(value: T | null, message: string): T {
  if (value === null) throw validationFailed(message);
  return value;
}
