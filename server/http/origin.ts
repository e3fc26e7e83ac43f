// Same-origin checks shared by the CSRF hook (HTTP) and the socket handshake.
import type { Config } from '../config';

/**
 * The origin requests are compared against: PUBLIC_ORIGIN when it is set (the Host header is the
 * client's to choose, so a DNS-rebinding page would otherwise pass as "our own origin"), else the
 * origin computed from the request.
 */
export function expectedOrigin(requestOrigin: string, config: Pick<Config, 'publicOrigin'>): string {
  return config.publicOrigin ?? requestOrigin;
}

function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** True when `origin` is one configured in ALLOWED_ORIGINS (the only origins CORS answers). */
export function isListedOrigin(origin: string | undefined, config: Pick<Config, 'allowedOrigins'>): boolean {
  if (!origin || origin === 'null') return false;
  const candidate = normalizeOrigin(origin);
  return config.allowedOrigins.some((allowed) => normalizeOrigin(allowed) === candidate);
}

/**
 * True when `origin` is the request's own origin or one configured in ALLOWED_ORIGINS.
 * @internal Exported for tests: a unit of its own, table-tested; the origin hook uses it.
 */
export function isAllowedOrigin(origin: string | undefined, ownOrigin: string, config: Pick<Config, 'allowedOrigins'>): boolean {
  if (!origin || origin === 'null') return false;
  if (normalizeOrigin(origin) === normalizeOrigin(ownOrigin)) return true;
  return isListedOrigin(origin, config);
}

/**
 * The socket.io handshake: a browser's same-origin polling request carries no Origin header, but every
 * current browser marks it `Sec-Fetch-Site: same-origin`. With an Origin, the usual rule applies; without
 * one, only a request the browser itself calls same-origin passes. (The access cookie is SameSite=Strict, so
 * a cross-site page could not bring a session either.)
 * The same rule is the CSRF check of a state-changing HTTP call (server/http/access.ts).
 */
export function isAllowedHandshake(headers: FetchSiteHeaders, ownOrigin: string, config: Pick<Config, 'allowedOrigins'>): boolean {
  if (headers.origin) return isAllowedOrigin(headers.origin, ownOrigin, config);
  return headers['sec-fetch-site'] === 'same-origin';
}

type FetchSiteHeaders = { origin?: string; 'sec-fetch-site'?: string | string[] };

/** A request carries a body when it declares a length above zero or a chunked transfer. */
export function hasRequestBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length.trim() !== '' && length.trim() !== '0';
}

export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return contentType.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}
