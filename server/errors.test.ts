import { describe, expect, it } from 'vitest';
import { markConnectFailure } from './db/errors';
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

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const unavailable = (message: string, retryAfter: number) => ({
  status: 503,
  body: { message, code: 'unavailable' },
  isInternal: false,
  retryAfter,
});

describe('a database that is full, away or locked', () => {
  const FULL = 'Brigade could not save this: the database disk is full. Nothing was saved; free disk space on the server, then try again.';
  const AWAY = 'Brigade cannot reach its database right now. Nothing was saved; please try again in a moment.';
  const BUSY = 'The database is busy right now. Nothing was saved; please try again in a moment.';

  it.each([
    ['SQLite SQLITE_FULL', coded('SQLITE_FULL'), FULL, 60],
    ['PostgreSQL 53100 disk_full', coded('53100'), FULL, 60],
    ['PostgreSQL 57P01 terminated by an administrator (restart)', coded('57P01'), AWAY, 5],
    ['PostgreSQL 57P03 starting up', coded('57P03'), AWAY, 5],
    ['PostgreSQL 08006 connection failure', coded('08006'), AWAY, 5],
    ['PostgreSQL 53300 too many connections', coded('53300'), AWAY, 5],
    ['a refused connection', coded('ECONNREFUSED'), AWAY, 5],
    ['a reset connection', coded('ECONNRESET'), AWAY, 5],
    ['node-postgres: connection ended under a query', new Error('Connection terminated unexpectedly'), AWAY, 5],
    ['node-postgres: the ROLLBACK after it', new Error('Client has encountered a connection error and is not queryable'), AWAY, 5],
    ['SQLite locked past its busy timeout', coded('SQLITE_BUSY'), BUSY, 2],
  ])('%s is a 503 with Retry-After', (_name, error, message, retryAfter) => {
    expect({ ...toErrorResponse(error), retryAfter: retryAfterSecondsOf(error) }).toEqual(unavailable(message, retryAfter));
  });

  it('any error taking a connection from the pool (whatever its code) is the database being away', () => {
    const refused = coded('55000', 'database "brigade" is not currently accepting connections');
    expect(toErrorResponse(refused).status).toBe(500);
    markConnectFailure(refused);
    expect({ ...toErrorResponse(refused), retryAfter: retryAfterSecondsOf(refused) }).toEqual(unavailable(AWAY, 5));
  });

  it('other database errors stay hidden behind a 500', () => {
    for (const error of [coded('SQLITE_CONSTRAINT_UNIQUE'), coded('23505'), coded('42P01'), coded('SQLITE_IOERR')]) {
      expect(toErrorResponse(error).status).toBe(500);
    }
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
