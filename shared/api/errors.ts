// Conventions 7: the client maps every failure to one typed error. Components read its `code` (a closed union:
// the server's stable codes plus what the client concludes on its own), never raw HTTP statuses.
import { codeOfClientErrorStatus, type ErrorCode } from '../contract/errors';

/**
 * What the client concludes when the server's own code is not there to read:
 *  - 'unreachable': no answer at all (offline, refused, reset, aborted);
 *  - 'timeout': the call gave up waiting (its `timeoutMs`);
 *  - 'unavailable': an answer that says "not now" from something in front of Brigade (a 502/503/504 of a balancer or
 *    proxy, a 408) rather than from Brigade itself;
 *  - 'session_ended': the refresh-and-retry (spec 4) could not restore the session; the page is leaving;
 *  - 'unreadable_answer': an answer with an amount shared/api could not decode (UnreadableAmountError).
 */
type ClientErrorCode = 'unreachable' | 'timeout' | 'unavailable' | 'session_ended' | 'unreadable_answer';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  /** The server's stable code (shared/contract/errors), else what the client concluded (ClientErrorCode). */
  readonly code: ApiErrorCode;
  /** HTTP status, for diagnostics; 0 when the request never got an answer (offline, aborted, timed out). */
  readonly status: number;
  /** True when `message` is the server's own text (spec 8: shown as is). */
  readonly hasServerMessage: boolean;
  /** code === 'session_ended': the session is over and the page is already on its way to '/'. */
  readonly isSessionEnded: boolean;
  /** code === 'timeout': the call gave up waiting (its `timeoutMs`); status is 0 then. */
  readonly isTimeout: boolean;

  constructor(init: { status: number; message: string; code: ApiErrorCode; hasServerMessage: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.hasServerMessage = init.hasServerMessage;
    this.isSessionEnded = init.code === 'session_ended';
    this.isTimeout = init.code === 'timeout';
  }
}

/** Statuses a balancer or proxy answers when the application behind it is away: no contact with Brigade. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

const DEFAULT_API_ERROR = 'Something went wrong!';

/** Spec 8: the server's message when present, otherwise the caller's default. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return fallback;
}

export function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

/** The server read the request and said no (bad input, no permission, not found, conflict, too many…): one of its codes but 'internal' and 'unavailable'. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && isErrorCode(error.code) && error.code !== 'internal' && error.code !== 'unavailable';
}

interface WretchLikeError {
  status?: number;
  json?: unknown;
  text?: string;
}

/**
 * The server's codes, checked against shared/contract/errors by the compiler (a Record must name every one of
 * them and nothing else): importing the list itself would add a chunk to every station.
 */
const SERVER_CODES: Record<ErrorCode, true> = {
  bad_request: true,
  validation_failed: true,
  unauthenticated: true,
  forbidden: true,
  csrf_refused: true,
  not_found: true,
  conflict: true,
  rate_limited: true,
  internal: true,
  unavailable: true,
  idempotency_key_reused: true,
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_CODES, value);
}

/** The code of an answer that carries none of the server's (a proxy's page, an older server). */
function codeOfStatus(status: number): ApiErrorCode {
  if (status === 408 || isGatewayFailure(status)) return 'unavailable';
  if (status >= 500) return 'internal';
  return codeOfClientErrorStatus(status);
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failure = (error ?? {}) as WretchLikeError;
  if (typeof failure.status !== 'number') {
    // fetch's TypeError (offline, refused, reset) or an abort: no answer from the server; or an answer shared/api
    // could not decode (shared/domain/money/money's UnreadableAmountError, known by name: importing it would put the
    // money module in every station's first download).
    const name = (error as { name?: unknown } | null)?.name;
    const code =
      name === 'UnreadableAmountError' ? 'unreadable_answer' : name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
    return new ApiError({ status: 0, message: DEFAULT_API_ERROR, hasServerMessage: false, code });
  }
  const body = failure.json && typeof failure.json === 'object' ? (failure.json as Record<string, unknown>) : undefined;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  return new ApiError({
    status: failure.status,
    message: serverMessage ?? DEFAULT_API_ERROR,
    hasServerMessage: serverMessage !== undefined,
    code: isErrorCode(body?.code) ? body.code : codeOfStatus(failure.status),
  });
}
