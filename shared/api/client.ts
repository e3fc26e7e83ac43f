// Spec 4 (session refresh), 7 (base /api/v1, cookies) and 8 (server message or a default).
// One wretch instance; components never call fetch directly, they call the per-domain modules.
import wretch from 'wretch';
import { API_BASE, MAX_REFRESH_CYCLES } from '../domain/session';
import { ApiError, isAuthFailure, toApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls that carry their own credentials: a 401 there is an answer, not an expired session. */
const NO_REFRESH_PATHS = new Set(['/auth/signin', '/auth/refresh-token']);
const REFRESH_PATH = '/auth/refresh-token';

export type SessionEndReason = 'refresh-failed' | 'too-many-refresh-cycles';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Clears the stored user (and the flag cookie for the cycle limit) and leaves for '/'. */
  onSessionEnded: (reason: SessionEndReason) => void;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: object): Promise<T>;
  put<T>(path: string, body?: object): Promise<T>;
  patch<T>(path: string, body?: object): Promise<T>;
  delete<T>(path: string, body?: object): Promise<T>;
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

  function send<T>(method: HttpMethod, path: string, body: object | undefined): Promise<T> {
    const request = base.url(path);
    // State-changing calls always carry a JSON body (`{}` when the spec says "no body").
    switch (method) {
      case 'GET':
        return request.get().json<T>();
      case 'POST':
        return request.post(body ?? {}).json<T>();
      case 'PUT':
        return request.put(body ?? {}).json<T>();
      case 'PATCH':
        return request.patch(body ?? {}).json<T>();
      case 'DELETE':
        return request.json(body ?? {}).delete().json<T>();
    }
  }

  function endSession(reason: SessionEndReason): ApiError {
    if (!hasEnded) {
      hasEnded = true;
      options.onSessionEnded(reason);
    }
    return new ApiError({ status: 401, message: 'Session ended', hasServerMessage: false, isSessionEnded: true });
  }

  function refreshSession(): Promise<void> {
    if (refreshInFlight) return refreshInFlight;
    refreshCycles += 1;
    if (refreshCycles > MAX_REFRESH_CYCLES) return Promise.reject(endSession('too-many-refresh-cycles'));
    refreshInFlight = send<unknown>('POST', REFRESH_PATH, {})
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

  async function call<T>(method: HttpMethod, path: string, body?: object): Promise<T> {
    if (hasEnded) throw endSession('refresh-failed');
    try {
      const result = await send<T>(method, path, body);
      // A call the server accepted proves the session: the next refusal starts a fresh count.
      refreshCycles = 0;
      return result;
    } catch (error) {
      const failure = toApiError(error);
      if (!isAuthFailure(failure.status) || NO_REFRESH_PATHS.has(path)) throw failure;
      await refreshSession();
      // Spec 4: retry the original call exactly once after the refresh.
      try {
        const result = await send<T>(method, path, body);
        refreshCycles = 0;
        return result;
      } catch (retryError) {
        throw toApiError(retryError);
      }
    }
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path, body) => call('DELETE', path, body),
    get refreshCycles() {
      return refreshCycles;
    },
  };
}
