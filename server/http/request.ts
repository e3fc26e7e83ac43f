// What the HTTP layer adds to a request: the resolved session (spec 6), and small request readers.
import type { FastifyRequest } from 'fastify';
import type { Session } from '../session/resolveSession';
import { unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on every non-public /api/v1 route; null on public ones. */
    session: Session | null;
  }
}

/** The session of a route whose access is not 'public' (the access hook guarantees it). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export function clientIp(request: FastifyRequest): string | null {
  const ip = request.ip;
  if (!ip) return null;
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

export function userAgent(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return typeof value === 'string' && value ? value : null;
}
