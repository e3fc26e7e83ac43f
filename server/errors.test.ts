import { describe, expect, it } from 'vitest';
import {
  AppError,
  badRequest,
  csrfRefused,
  forbidden,
  notFound,
  retryAfterSecondsOf,
  toErrorResponse,
  tooManyRequests,
  unauthenticated,
} from './errors';

describe('toErrorResponse', () => {
  it('writes AppErrors as { message, code } with their status', () => {
    expect(toErrorResponse(forbidden())).toEqual({
      status: 403,
      body: { message: "You don't have access to this resource!", code: 'forbidden' },
      isInternal: false,
    });
    expect(toErrorResponse(csrfRefused('origin')).body.code).toBe('csrf_refused');
    expect(toErrorResponse(unauthenticated('x')).status).toBe(401);
    expect(toErrorResponse(notFound()).status).toBe(404);
    expect(toErrorResponse(tooManyRequests()).body.code).toBe('rate_limited');
    expect(toErrorResponse(badRequest('Nope!')).body).toEqual({ message: 'Nope!', code: 'bad_request' });
    expect(new AppError(409, 'conflict', 'Taken')).toBeInstanceOf(Error);
  });

  it("keeps Fastify's 4xx errors (with a readable message for bad JSON)", () => {
    const invalidJson = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect(toErrorResponse(invalidJson).body).toEqual({ message: 'The request body is not valid JSON!', code: 'bad_request' });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toErrorResponse(tooLarge)).toMatchObject({ status: 413, body: { message: 'The request body is too large!' } });
  });

  it('hides everything about unknown errors behind a 500', () => {
    const response = toErrorResponse(new Error('SQLITE_CONSTRAINT: secret table details'));
    expect(response).toEqual({ status: 500, body: { message: 'Something went wrong!', code: 'internal' }, isInternal: true });
    expect(toErrorResponse('a string').status).toBe(500);
    expect(toErrorResponse(Object.assign(new Error('x'), { statusCode: 502 })).body.code).toBe('internal');
  });
});

describe('retryAfterSecondsOf', () => {
  it("every 429 has a Retry-After: the error's own wait in whole seconds (at least 1), else 60", () => {
    expect(retryAfterSecondsOf(tooManyRequests('Slow down!', 7))).toBe(7);
    expect(retryAfterSecondsOf(tooManyRequests('Slow down!', 0.2))).toBe(1);
    expect(retryAfterSecondsOf(tooManyRequests('Slow down!', 59.01))).toBe(60);
    expect(retryAfterSecondsOf(tooManyRequests())).toBe(60);
    expect(retryAfterSecondsOf(tooManyRequests('Slow down!', Number.NaN))).toBe(60);
    expect(retryAfterSecondsOf(Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 }))).toBe(60);
    expect(toErrorResponse(tooManyRequests('Slow down!', 7)).body).toEqual({ message: 'Slow down!', code: 'rate_limited' });
  });
});
