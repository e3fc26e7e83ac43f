// Conventions 7: the client maps every failure to one typed error.
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, aborted). */
  readonly status: number;
  /** The server's stable code, when it sent one. */
  readonly code: string | undefined;
  /** True when `message` is the server's own text (spec 8: shown as is). */
  readonly hasServerMessage: boolean;
  /** True when the session is over and the page is already on its way to '/'. */
  readonly isSessionEnded: boolean;
  /** True when the call gave up waiting (its `timeoutMs`); status is 0 then. */
  readonly isTimeout: boolean;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    hasServerMessage: boolean;
    isSessionEnded?: boolean;
    isTimeout?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.hasServerMessage = init.hasServerMessage;
    this.isSessionEnded = init.isSessionEnded ?? false;
    this.isTimeout = init.isTimeout ?? false;
  }
}

/** Statuses a balancer or proxy answers when the application behind it is away: no contact with Brigade. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export const DEFAULT_API_ERROR = 'Something went wrong!';

/** Spec 8: the server's message when present, otherwise the caller's default. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return fallback;
}

export function isAuthFailure(status: number): boolean {
  return status === 401 || status === 403;
}

interface WretchLikeError {
  status?: number;
  json?: unknown;
  text?: string;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const failure = (error ?? {}) as WretchLikeError;
  if (typeof failure.status !== 'number') {
    // fetch's TypeError (offline, refused, reset) or an abort: no answer from the server.
    const name = (error as { name?: unknown } | null)?.name;
    return new ApiError({ status: 0, message: DEFAULT_API_ERROR, hasServerMessage: false, isTimeout: name === 'TimeoutError' || name === 'AbortError' });
  }
  const body = failure.json && typeof failure.json === 'object' ? (failure.json as Record<string, unknown>) : undefined;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  return new ApiError({
    status: failure.status,
    message: serverMessage ?? DEFAULT_API_ERROR,
    hasServerMessage: serverMessage !== undefined,
    ...(code ? { code } : {}),
  });
}
