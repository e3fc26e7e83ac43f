// Errors reach components typed, `code` one of a closed union, whatever the wire said.
import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount } from '../domain/money/money';
import { ApiError, isRefusal, toApiError } from './errors';
import { failureKind } from './failures';

const answered = (status: number, json?: unknown) => ({ status, json });

describe('toApiError', () => {
  it("keeps the server's own code and message", () => {
    expect(toApiError(answered(409, { message: 'Order #4 is already paid!', code: 'conflict' }))).toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'Order #4 is already paid!',
      hasServerMessage: true,
    });
  });

  it.each([
    [404, 'not_found'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [422, 'bad_request'],
    [500, 'internal'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [408, 'unavailable'],
  ])('reads a %i without a known code (a proxy page, a made-up code) as %s', (status, code) => {
    expect(toApiError(answered(status, '<html>')).code).toBe(code);
    expect(toApiError(answered(status, { message: 'x', code: 'teapot' })).code).toBe(code);
  });

  it("keeps Brigade's own 503 (its database is full or away) as unavailable with its message: sent again later, never a refusal", () => {
    const error = toApiError(answered(503, { message: 'Brigade cannot reach its database right now.', code: 'unavailable' }));
    expect(error).toMatchObject({
      code: 'unavailable',
      status: 503,
      message: 'Brigade cannot reach its database right now.',
      hasServerMessage: true,
    });
    expect(failureKind(error)).toBe('unavailable');
    expect(isRefusal(error)).toBe(false);
  });

  it('tells no answer from a call that gave up waiting', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'unreachable', status: 0, isTimeout: false });
    expect(toApiError(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({ code: 'timeout', status: 0, isTimeout: true });
  });

  it('names an answer whose amount could not be decoded, and sending it again would not help', () => {
    let failure: unknown;
    try {
      decodeDecimalAmount('12,50');
    } catch (error) {
      failure = error;
    }
    expect(toApiError(failure)).toMatchObject({ code: 'unreadable_answer', hasServerMessage: false });
    expect(failureKind(failure)).toBe('refused');
  });
});

describe('what a failure means', () => {
  it.each([
    [{ status: 400, message: 'x', code: 'validation_failed', hasServerMessage: true }, 'refused', true],
    [{ status: 409, message: 'x', code: 'conflict', hasServerMessage: true }, 'refused', true],
    [{ status: 429, message: 'x', code: 'rate_limited', hasServerMessage: true }, 'unavailable', true],
    [{ status: 500, message: 'x', code: 'internal', hasServerMessage: false }, 'unavailable', false],
    [{ status: 503, message: 'x', code: 'unavailable', hasServerMessage: false }, 'unavailable', false],
    [{ status: 0, message: 'x', code: 'unreachable', hasServerMessage: false }, 'unreachable', false],
    [{ status: 0, message: 'x', code: 'timeout', hasServerMessage: false }, 'unreachable', false],
    [{ status: 401, message: 'x', code: 'session_ended', hasServerMessage: false }, 'session-ended', false],
  ] as const)('%o is %s (a refusal: %s)', (init, kind, isRefused) => {
    const error = new ApiError(init);
    expect(failureKind(error)).toBe(kind);
    expect(isRefusal(error)).toBe(isRefused);
  });
});
