// Spec 4 Session cookies: httpOnly access and refresh cookies plus the readable flag cookie
// (holds no secret; the login guard reads it). SameSite=Strict; Secure on https.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../shared/domain/access/session';
import type { Config } from '../config';
import type { SessionTokens } from '../session/sessionTokens';

function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  return { sameSite: 'strict', secure: request.protocol === 'https' };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SessionTokens,
  config: Pick<Config, 'accessTtlMs' | 'refreshTtlMs'>,
): void {
  const base = baseOptions(request);
  reply.setCookie(ACCESS_COOKIE, tokens.access.value, {
    ...base,
    httpOnly: true,
    path: '/',
    maxAge: seconds(config.accessTtlMs),
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh.value, {
    ...base,
    httpOnly: true,
    path: REFRESH_COOKIE_PATH,
    maxAge: seconds(config.refreshTtlMs),
  });
  reply.setCookie(AUTH_FLAG_COOKIE, '1', {
    ...base,
    httpOnly: false,
    path: '/',
    maxAge: seconds(config.refreshTtlMs),
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = baseOptions(request);
  reply.clearCookie(ACCESS_COOKIE, { ...base, httpOnly: true, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(AUTH_FLAG_COOKIE, { ...base, httpOnly: false, path: '/' });
}
