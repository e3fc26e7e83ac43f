// Stable error codes the server puts beside `message` in every 4xx/5xx body.
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'csrf_refused',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  /** 503 with Retry-After: the database is full or cannot be reached; nothing was saved, the same request may be sent again. */
  'unavailable',
  /** 422: an Idempotency-Key reused with a different request body. */
  'idempotency_key_reused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a 4xx status stands for when nothing more precise is known (Fastify's own refusals, a proxy's answer). */
export function codeOfClientErrorStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'bad_request';
}

export interface ErrorBody {
  message: string;
  code: ErrorCode;
}
