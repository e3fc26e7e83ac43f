// Same-origin checks shared by the CSRF hook (HTTP) and the socket handshake.
import type { Config } from '../config';

export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** True when `origin` is the request's own origin or one configured in ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string | undefined, ownOrigin: string, config: Pick<Config, 'allowedOrigins'>): boolean {
  if (!origin || origin === 'null') return false;
  const candidate = normalizeOrigin(origin);
  if (candidate === normalizeOrigin(ownOrigin)) return true;
  return config.allowedOrigins.some((allowed) => normalizeOrigin(allowed) === candidate);
}

export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return contentType.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}
