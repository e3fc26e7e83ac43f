// One error module (conventions 7): factories with a status and a stable code, one serializer
// writing `{ message, code }`. Unknown errors become a 500 without internals; a database that is full or
// cannot be reached is a 503 with Retry-After (the request may be sent again as it is).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfClientErrorStatus, type ErrorBody, type ErrorCode } from '../shared/contract/errors';
import { ERROR_DEFAULTS } from '../shared/domain/messages';
import { type DatabaseFailure, databaseFailureOf } from './db/errors';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** A 429's or 503's wait in whole seconds, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

export const ERROR_MESSAGES = {
  badRequest: 'Invalid request!',
  invalidJson: 'The request body is not valid JSON!',
  unauthenticated: 'Please sign in to continue!',
  forbidden: "You don't have access to this resource!",
  csrfOrigin: 'Request refused: the request does not come from an allowed origin (cross-site request).',
  csrfNotJson: 'Request refused: a request body must be JSON (Content-Type: application/json).',
  notFound: 'The requested resource was not found!',
  conflict: 'This change conflicts with the current data!',
  tooManyRequests: 'Too many requests, please try again later.',
  payloadTooLarge: 'The request body is too large!',
  tooDeeplyNested: 'The request body is nested too deeply!',
  databaseFull: 'Brigade could not save this: the database disk is full. Nothing was saved; free disk space on the server, then try again.',
  databaseUnreachable: 'Brigade cannot reach its database right now. Nothing was saved; please try again in a moment.',
  databaseBusy: 'The database is busy right now. Nothing was saved; please try again in a moment.',
} as const;

export const badRequest = (message: string = ERROR_MESSAGES.badRequest) => new AppError(400, 'bad_request', message);
export const validationFailed = (message: string) => new AppError(400, 'validation_failed', message);
export const unauthenticated = (message: string = ERROR_MESSAGES.unauthenticated) => new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => new AppError(403, 'forbidden', message);
/** Which CSRF rule failed: the origin (every state-changing call) or JSON (a call that has a body). */
export const csrfRefused = (rule: 'origin' | 'not-json') =>
  new AppError(403, 'csrf_refused', rule === 'origin' ? ERROR_MESSAGES.csrfOrigin : ERROR_MESSAGES.csrfNotJson);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string = ERROR_MESSAGES.conflict) => new AppError(409, 'conflict', message);
/** What a 429 without a known wait asks for: the per-IP sign-in window is a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429; `retryAfterSeconds` is rounded up to whole seconds, at least 1 (an unknown wait: the default). */
export const tooManyRequests = (message: string = ERROR_MESSAGES.tooManyRequests, retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS) =>
  new AppError(429, 'rate_limited', message, {
    retryAfterSeconds: Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds)) : DEFAULT_RETRY_AFTER_SECONDS,
  });

/**
 * How long to wait before sending again: a restart or a lock passes in seconds (the POS retries by itself anyway);
 * a full disk needs someone to free space.
 */
const DATABASE_RETRY_AFTER_SECONDS: Record<DatabaseFailure, number> = { 'disk-full': 60, unreachable: 5, busy: 2 };
const DATABASE_MESSAGES: Record<DatabaseFailure, string> = {
  'disk-full': ERROR_MESSAGES.databaseFull,
  unreachable: ERROR_MESSAGES.databaseUnreachable,
  busy: ERROR_MESSAGES.databaseBusy,
};

/** A 503 for a database failure: the write was rolled back, the same request may be sent again later. */
const databaseUnavailable = (failure: DatabaseFailure) =>
  new AppError(503, 'unavailable', DATABASE_MESSAGES[failure], { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS[failure] });

const INTERNAL_BODY: ErrorBody = { message: ERROR_DEFAULTS.generic, code: 'internal' };

/** Messages for Fastify's own 4xx errors (body parsing and the like), worded for people. */
function messageForFastifyError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ERROR_MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ERROR_MESSAGES.payloadTooLarge;
    default:
      return error.message || ERROR_MESSAGES.badRequest;
  }
}

/** @internal Exported for tests: a unit of its own, tested for every error kind; the error handler uses it. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; isInternal: boolean } {
  if (error instanceof AppError) return { status: error.statusCode, body: error.toBody(), isInternal: false };
  const failure = databaseFailureOf(error);
  if (failure) return toErrorResponse(databaseUnavailable(failure));
  const candidate = error as Partial<FastifyError> | null;
  const status = typeof candidate?.statusCode === 'number' ? candidate.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { message: messageForFastifyError(candidate as FastifyError), code: codeOfClientErrorStatus(status) },
      isInternal: false,
    };
  }
  return { status: 500, body: INTERNAL_BODY, isInternal: true };
}

/**
 * Every 429 and 503 says when to come back (RFC 9110 Retry-After, in seconds): the error's own wait, else the default.
 * @internal Exported for tests: a unit of its own, tested; the error handler uses it.
 */
export function retryAfterSecondsOf(error: unknown): number {
  const failure = databaseFailureOf(error);
  if (failure) return DATABASE_RETRY_AFTER_SECONDS[failure];
  return error instanceof AppError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** The cause, logged once: a full disk needs someone (error); an outage that passes by itself is a warning. */
function logCause(request: FastifyRequest, error: unknown, isInternal: boolean): void {
  if (isInternal) return request.log.error({ err: error }, 'unhandled error');
  const failure = databaseFailureOf(error);
  if (failure === 'disk-full')
    request.log.error({ err: error }, 'database disk full: the write was rolled back, nothing was saved (answered 503)');
  else if (failure) request.log.warn({ err: error }, `database ${failure}: answered 503 with Retry-After`);
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body, isInternal } = toErrorResponse(error);
  logCause(request, error, isInternal);
  if (status === 503 || (status === 429 && (error instanceof AppError || !reply.hasHeader('retry-after')))) {
    reply.header('retry-after', String(retryAfterSecondsOf(error)));
  }
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Installs the one serializer on an instance (and, by Fastify's encapsulation, its children). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export function sendNotFound(reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(notFound().toBody());
}
