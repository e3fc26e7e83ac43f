// withIdempotency, the one path of every keyed write inside its transaction (complete-and-pay, pay a check,
// refund), on the real database: the first request writes and stores its answer; a retry with the same key and
// body gets that answer without writing again; the same key with another body is a 422; a write that fails
// leaves the key free, so the retry writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { inTransaction, isoNow } from '../../../server/infrastructure/context';
import { type IdempotencyKeyClaim, idempotencyClaim, withIdempotency } from '../../../server/infrastructure/idempotency';
import { validationFailed } from '../../../server/errors';
import { type TestServer, startTestServer } from '../../support/testServer';

let server: TestServer;
let userId = 0;

beforeAll(async () => {
  server = await startTestServer();
  userId = (await server.createUser({ scope: ['POS'] })).user.id;
});
afterAll(() => server?.close());

const ROUTE = 'POST /test/keyed-write';

/** Runs `write` as a keyed write in its own transaction, counting how often it ran. */
async function keyed(claim: IdempotencyKeyClaim | null, write: () => Promise<{ n: number }>) {
  const ctx = server.brigade.ctx;
  return inTransaction(ctx, (trx) => withIdempotency(trx, claim, isoNow(ctx), write));
}

describe('withIdempotency', () => {
  it('writes once per key: a retry with the same body is answered what the first got, and nothing runs again', async () => {
    let runs = 0;
    const write = async () => ({ n: ++runs });
    const claim = idempotencyClaim(userId, ROUTE, 'same-key', { amount: 1 });

    expect(await keyed(claim, write)).toEqual({ isReplay: false, statusCode: 200, body: { n: 1 } });
    expect(await keyed(claim, write)).toEqual({ isReplay: true, statusCode: 200, body: { n: 1 } });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body (422), without running the write', async () => {
    let runs = 0;
    const write = async () => ({ n: ++runs });
    await keyed(idempotencyClaim(userId, ROUTE, 'reused-key', { amount: 1 }), write);

    await expect(keyed(idempotencyClaim(userId, ROUTE, 'reused-key', { amount: 2 }), write)).rejects.toMatchObject({
      statusCode: 422,
      code: 'idempotency_key_reused',
      message: POS_MESSAGES.idempotencyKeyReused,
    });
    expect(runs).toBe(1);
  });

  it('keeps nothing of a refused write: the key stays free and the retry writes', async () => {
    const claim = idempotencyClaim(userId, ROUTE, 'refused-key', { amount: 1 });
    await expect(
      keyed(claim, async () => {
        throw validationFailed('refused');
      }),
    ).rejects.toMatchObject({ statusCode: 400 });

    expect(await keyed(claim, async () => ({ n: 7 }))).toEqual({ isReplay: false, statusCode: 200, body: { n: 7 } });
  });

  it('without a key, runs the write every time', async () => {
    let runs = 0;
    const write = async () => ({ n: ++runs });
    await keyed(null, write);
    expect(await keyed(null, write)).toEqual({ isReplay: false, statusCode: 200, body: { n: 2 } });
  });
});
