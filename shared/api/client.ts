// Spec 4 (session refresh), 7 (base /api/v1, cookies), 8 (server message or a default) and 9 (MAX_REFRESH_CYCLES).
// One client per page (http.ts makes it): one refresh counter and one in-flight refresh for every call.
// What differs between calls (an Idempotency-Key, reading X-Server-Time) is an option of the call, never a
// client of its own: a second client would keep its own counter and never end the session.
import wretch from 'wretch';
import { API_BASE, MAX_REFRESH_CYCLES } from '../domain/access/session';
import { ApiError, isAuthFailure, isGatewayFailure, toApiError } from './errors';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls that carry their own credentials: a 401 there is an answer, not an expired session. */
const NO_REFRESH_PATHS = new Set(['/auth/signin', '/auth/refresh-token']);
const REFRESH_PATH = '/auth/refresh-token';

/** @internal Exported for tests: the tests type the reasons they expect with it. */
export type SessionEndReason = 'refresh-failed' | 'too-many-refresh-cycles';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Clears the stored user (and the flag cookie for the cycle limit) and leaves for '/'. Called once. */
  onSessionEnded: (reason: SessionEndReason) => void;
  /**
   * Told after every request whether Brigade answered (any status, but a gateway's 502/503/504) or
   * not (offline, refused, timed out), so the stations can say where they stand.
   */
  onContact?: (isReachable: boolean) => void;
}

/** What one call adds to the shared client; its retry after a refresh uses the same options. */
export interface CallOptions {
  /** Extra request headers (e.g. Idempotency-Key), sent on the call and again on its retry. */
  headers?: Readonly<Record<string, string>>;
  /** Sees the answer the call resolves with (after a refresh, the retry's), before the client reads its body. */
  onResponse?: (response: Pick<Response, 'status' | 'headers'>) => void;
  /**
   * Give up after this many ms without an answer (an ApiError with status 0 and `isTimeout`), so a
   * half-dead network reads as "unreachable" instead of a call that never ends. Each request of the call (the
   * retry after a refresh included) gets the full time. No limit by default.
   */
  timeoutMs?: number;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: object, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: object, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body?: object, options?: CallOptions): Promise<T>;
  delete<T>(path: string, body?: object, options?: CallOptions): Promise<T>;
  /** Any method: what `callEndpoint` (./endpoints.ts) uses. */
  request<T>(method: HttpMethod, path: string, body?: object, options?: CallOptions): Promise<T>;
  /** Exposed for tests and diagnostics. */
  readonly refreshCycles: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let base = wretch(options.baseUrl ?? API_BASE)
    .options({ credentials: 'same-origin' })
    .headers({ Accept: 'application/json' });
  if (options.fetch) base = base.polyfills({ fetch: options.fetch });

  /** Consecutive refresh cycles that did not give the session back (spec 4, limit MAX_REFRESH_CYCLES). */
  let refreshCycles = 0;
  /** Concurrent 401/403 answers share one refresh call. */
  let refreshInFlight: Promise<void> | null = null;
  let hasEnded = false;

  function reportContact(error?: unknown): void {
    if (!options.onContact) return;
    const status = error === undefined ? 200 : typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    options.onContact(typeof status === 'number' && !isGatewayFailure(status));
  }

  function send<T>(method: HttpMethod, path: string, body?: object, callOptions?: CallOptions): Promise<T> {
    let request = base.url(path);
    if (callOptions?.headers) request = request.headers(callOptions.headers);
    if (callOptions?.timeoutMs !== undefined) request = request.options({ signal: AbortSignal.timeout(callOptions.timeoutMs) });
    // A call with a body sends it as JSON; a call without one (the refresh, signout and DELETE calls: "no body"
    // in spec 7) sends nothing and no Content-Type, which the server's CSRF rule accepts from an allowed origin.
    if (body !== undefined) request = request.json(body);
    return request
      .fetch(method)
      .res<T>((response) => {
        callOptions?.onResponse?.(response);
        return response.json();
      })
      .then(
        (result) => {
          reportContact();
          return result;
        },
        (error: unknown) => {
          reportContact(error);
          throw error;
        },
      );
  }

  function endSession(reason: SessionEndReason): ApiError {
    if (!hasEnded) {
      hasEnded = true;
      options.onSessionEnded(reason);
    }
    return new ApiError({ status: 401, message: 'Session ended', hasServerMessage: false, code: 'session_ended' });
  }

  function refreshSession(): Promise<void> {
    // A refusal that arrives after the end (its call was already under way) must not start another refresh.
    if (hasEnded) return Promise.reject(endSession('refresh-failed'));
    if (refreshInFlight) return refreshInFlight;
    refreshCycles += 1;
    if (refreshCycles > MAX_REFRESH_CYCLES) return Promise.reject(endSession('too-many-refresh-cycles'));
    refreshInFlight = send<unknown>('POST', REFRESH_PATH)
      .then(
        () => undefined,
        () => {
          // Spec 4: a refresh that fails or answers 401/403 ends the session.
          throw endSession('refresh-failed');
        },
      )
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function call<T>(method: HttpMethod, path: string, body?: object, callOptions?: CallOptions): Promise<T> {
    if (hasEnded) throw endSession('refresh-failed');
    let result: T;
    try {
      result = await send<T>(method, path, body, callOptions);
    } catch (error) {
      const failure = toApiError(error);
      if (!isAuthFailure(failure.status) || NO_REFRESH_PATHS.has(path)) throw failure;
      await refreshSession();
      // Spec 4: retry the original call exactly once after the refresh, with the same options.
      try {
        result = await send<T>(method, path, body, callOptions);
      } catch (retryError) {
        throw toApiError(retryError);
      }
    }
    // A call the server accepted proves the session: the next refusal starts a fresh count.
    refreshCycles = 0;
    return result;
  }

  return {
    get: (path, callOptions) => call('GET', path, undefined, callOptions),
    post: (path, body, callOptions) => call('POST', path, body, callOptions),
    put: (path, body, callOptions) => call('PUT', path, body, callOptions),
    patch: (path, body, callOptions) => call('PATCH', path, body, callOptions),
    delete: (path, body, callOptions) => call('DELETE', path, body, callOptions),
    request: call,
    get refreshCycles() {
      return refreshCycles;
    },
  };
}
