// @fastify/rate-limit's counters in the database, so a burst spread across several nodes gets
// no more requests than one node allows. One upsert per limited request (only sign-in is limited
// today); fixed windows, like the plugin's own in-memory store.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitRateLimit } from '../db/repositories/throttles.repository';

export function databaseRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const startedAt = now();
      hitRateLimit(db, `${this.#prefix}${key}`, startedAt, timeWindow).then(
        ({ hits, windowStart }) => callback(null, { current: hits, ttl: Math.max(0, windowStart + timeWindow - startedAt) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts in its own keys (as the plugin's Redis store does). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's options under `routeInfo` (not in its type).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      const route = `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}|`;
      return new DatabaseRateLimitStore(undefined, route);
    }
  }
  return DatabaseRateLimitStore;
}
