// What the Drawer screen says when a call fails: the server's own message when it gave one.
import { ApiError } from '../../../shared/api/errors';

export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasServerMessage ? error.message : fallback;
}
