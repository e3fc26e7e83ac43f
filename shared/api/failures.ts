// What a failed call means for whoever wants to try it again (the POS outbox and order sending). Its own
// module: only those (lazy chunks) need it.
import { toApiError } from './errors';

/**
 *  - 'unreachable': no answer at all (offline, server down, connection refused or reset, timed out);
 *  - 'unavailable': an answer that says "not now": 408, 429 (rate_limited), or 5xx (internal; a balancer with no node up, a restart);
 *  - 'refused': the server read the request and said no (any other 4xx): sending it again changes nothing;
 *  - 'session-ended': the refresh-and-retry (spec 4) could not restore the session; the page is leaving.
 * A 401/403 never arrives here as such: the client refreshes and retries first.
 */
export type FailureKind = 'unreachable' | 'unavailable' | 'refused' | 'session-ended';

export function failureKind(error: unknown): FailureKind {
  switch (toApiError(error).code) {
    case 'session_ended':
      return 'session-ended';
    case 'unreachable':
    case 'timeout':
      return 'unreachable';
    case 'unavailable':
    case 'internal':
    case 'rate_limited':
      return 'unavailable';
    case 'bad_request':
    case 'conflict':
    case 'csrf_refused':
    case 'forbidden':
    case 'idempotency_key_reused':
    case 'not_found':
    case 'unauthenticated':
    case 'unreadable_answer':
    case 'validation_failed':
      return 'refused';
  }
}
