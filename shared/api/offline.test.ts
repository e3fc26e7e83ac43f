// Offline, on the page's one client: a call can give up after `timeoutMs` (no answer → "unreachable"), every request
// reports whether Brigade answered (the status chip), and failures read as what they mean for a retry.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { failureKind } from './failures';

function clientWith(fetchImpl: typeof fetch) {
  const contacts: boolean[] = [];
  const client = createApiClient({
    fetch: fetchImpl,
    onSessionEnded: () => undefined,
    onContact: (isReachable) => contacts.push(isReachable),
  });
  return { client, contacts };
}

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('order calls through a drop', () => {
  it('gives up after timeoutMs: status 0, isTimeout, read as unreachable; the signal reaches fetch', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const { client, contacts } = clientWith(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          seen.push(init?.signal);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await client.post('/pos/create-order', { cart: [] }, { timeoutMs: 30 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, isTimeout: true });
    expect(failureKind(error)).toBe('unreachable');
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(contacts).toEqual([false]);
  });

  it('a network failure (fetch TypeError) is unreachable; no timeout means no signal', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const { client, contacts } = clientWith(async (_input, init) => {
      seen.push(init?.signal);
      throw new TypeError('Failed to fetch');
    });
    const error = await client.get('/pos/init').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, isTimeout: false });
    expect(failureKind(error)).toBe('unreachable');
    expect(seen[0] ?? null).toBeNull();
    expect(contacts).toEqual([false]);
  });

  it.each([
    [408, 'unavailable', true],
    [429, 'unavailable', true],
    [500, 'unavailable', true],
    [502, 'unavailable', false],
    [503, 'unavailable', false],
    [504, 'unavailable', false],
    [400, 'refused', true],
    [404, 'refused', true],
    [409, 'refused', true],
    [422, 'refused', true],
  ] as const)('HTTP %i is %s (Brigade answered: %s)', async (status, kind, isReachable) => {
    const { client, contacts } = clientWith(async () => answer(status, { message: 'No!' }));
    const error = await client.post('/pos/create-order', {}).catch((caught: unknown) => caught);
    expect(failureKind(error)).toBe(kind);
    expect(contacts).toEqual([isReachable]);
  });

  it('a 401 is refreshed and retried first (spec 4); a refused refresh ends the session: session-ended', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => answer(401, { message: 'Unauthorized' }));
    const ended: string[] = [];
    const client = createApiClient({ fetch: fetchImpl, onSessionEnded: (reason) => ended.push(reason) });
    const error = await client.post('/pos/create-order', {}).catch((caught: unknown) => caught);
    expect(failureKind(error)).toBe('session-ended');
    expect(ended).toEqual(['refresh-failed']);
  });

  it('reports every answer, success included', async () => {
    const { client, contacts } = clientWith(async () => answer(200, { ok: true }));
    await client.get('/pos/init');
    expect(contacts).toEqual([true]);
  });
});
