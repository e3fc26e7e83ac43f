// CORS for the origins in ALLOWED_ORIGINS, registered in the /api/v1 scope only: preflights are answered and
// credentialed answers carry Access-Control-Allow-Origin/-Credentials, so a page on such an origin can sign in
// and call the API with the session cookies. Any other origin gets no CORS header (its preflight a 404, as
// without CORS), and the CSRF check still refuses its state-changing calls. socket.io has its own
// (realtime/socketServer.ts).
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isListedOrigin } from './origin';

/** What the API client sends beyond the CORS-safelisted headers. */
const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'Accept', 'Idempotency-Key'];
/** Answer headers the client reads: the wait of a 429/503, the kitchen's clock, a replayed answer, a download's name. */
const EXPOSED_HEADERS = ['Retry-After', 'X-Server-Time', 'Idempotent-Replayed', 'Content-Disposition'];
/** A browser may reuse a preflight this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export async function installCors(api: FastifyInstance, config: Pick<Config, 'allowedOrigins'>): Promise<void> {
  await api.register(fastifyCors, {
    // The request's own origin is never listed: same-origin calls need no CORS header.
    origin: (origin, callback) => callback(null, isListedOrigin(origin, config)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_REQUEST_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
