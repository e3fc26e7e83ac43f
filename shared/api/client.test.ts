// Spec 4: refresh-and-retry-once, shared in-flight refresh, the 3-cycle limit, session end.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionEndReason } from './client';
import { ApiError } from './errors';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (path: string, init: RequestInit) => Answer | Promise<Answer>;

function setup(handler: Handler) {
  const calls: Array<{ path: string; method: string; body: string | undefined; contentType: string | null; headers: Headers }> = [];
  const fakeFetch = vi.fn<typeof fetch>(async (input, init = {}) => {
    const path = (input instanceof Request ? input.url : String(input)).replace(/^\/api\/v1/, '');
    const headers = new Headers(init.headers);
    calls.push({
      path,
      method: init.method ?? 'GET',
      body: init.body as string | undefined,
      contentType: headers.get('Content-Type'),
      headers,
    });
    const { status, body, headers: answerHeaders } = await handler(path, init);
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json', ...answerHeaders } });
  });
  const ended: SessionEndReason[] = [];
  const client = createApiClient({ fetch: fakeFetch, onSessionEnded: (reason) => ended.push(reason) });
  return { client, calls, ended };
}

function deferred() {
  let settle: (() => void) | undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, resolve: () => settle?.() };
}

describe('api client', () => {
  it('sends a body as JSON, and no body and no Content-Type when the call has none', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: { message: 'ok' } }));
    await client.post('/auth/signout');
    await client.delete('/customers/1/delete');
    await client.post('/customers/add', { phone: '555' });
    await client.put('/x', {});
    await client.patch('/y', { a: 1 });
    await client.delete('/z', { ids: [1] });
    expect(calls.map(({ path, method, body, contentType }) => ({ path, method, body, contentType }))).toEqual([
      { path: '/auth/signout', method: 'POST', body: undefined, contentType: null },
      { path: '/customers/1/delete', method: 'DELETE', body: undefined, contentType: null },
      { path: '/customers/add', method: 'POST', body: '{"phone":"555"}', contentType: 'application/json' },
      { path: '/x', method: 'PUT', body: '{}', contentType: 'application/json' },
      { path: '/y', method: 'PATCH', body: '{"a":1}', contentType: 'application/json' },
      { path: '/z', method: 'DELETE', body: '{"ids":[1]}', contentType: 'application/json' },
    ]);
    expect(calls.every((call) => call.headers.get('Accept') === 'application/json')).toBe(true);
  });

  it('maps errors to ApiError with the server message', async () => {
    const { client } = setup(() => ({ status: 400, body: { message: 'Please provide title!', code: 'validation_failed' } }));
    const error = await client.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please provide title!', code: 'validation_failed', hasServerMessage: true });
  });

  it('refreshes once and retries the call once after a 401', async () => {
    let isRefreshed = false;
    const { client, calls } = setup((path) => {
      if (path === '/auth/refresh-token') {
        isRefreshed = true;
        return { status: 200, body: { message: 'refreshed' } };
      }
      return isRefreshed ? { status: 200, body: { devices: [] } } : { status: 401, body: { message: 'expired' } };
    });
    await expect(client.get('/auth/devices')).resolves.toEqual({ devices: [] });
    expect(calls.map((call) => call.path)).toEqual(['/auth/devices', '/auth/refresh-token', '/auth/devices']);
    // Spec 7: the refresh has no body.
    expect(calls[1]).toMatchObject({ method: 'POST', body: undefined, contentType: null });
    expect(client.refreshCycles).toBe(0);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let isRefreshed = false;
    const { client, calls } = setup((path) => {
      if (path === '/auth/refresh-token') {
        isRefreshed = true;
        return { status: 200 };
      }
      return isRefreshed ? { status: 200, body: { ok: path } } : { status: 403 };
    });
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(calls.filter((call) => call.path === '/auth/refresh-token')).toHaveLength(1);
  });

  it('ends the session when the refresh fails', async () => {
    const { client, ended } = setup((path) => (path === '/auth/refresh-token' ? { status: 401 } : { status: 401 }));
    const error = await client.get('/auth/devices').catch((e: unknown) => e);
    expect(error).toMatchObject({ isSessionEnded: true });
    expect(ended).toEqual(['refresh-failed']);
  });

  it('does not refresh on sign-in or refresh answers', async () => {
    const { client, calls } = setup(() => ({ status: 401, body: { message: 'Invalid username or password!' } }));
    await expect(client.post('/auth/signin', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password!',
    });
    expect(calls).toHaveLength(1);
  });

  it('signs out after more than 3 consecutive refresh cycles that do not restore the session', async () => {
    const { client, calls, ended } = setup((path) => (path === '/auth/refresh-token' ? { status: 200 } : { status: 401 }));
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      await expect(client.get('/auth/devices')).rejects.toMatchObject({ status: 401, isSessionEnded: false });
      expect(client.refreshCycles).toBe(cycle);
    }
    await expect(client.get('/auth/devices')).rejects.toMatchObject({ isSessionEnded: true });
    expect(ended).toEqual(['too-many-refresh-cycles']);
    expect(calls.filter((call) => call.path === '/auth/refresh-token')).toHaveLength(3);
  });

  it('resets the cycle count once a call is accepted', async () => {
    let answer = 401;
    const { client } = setup((path) => (path === '/auth/refresh-token' ? { status: 200 } : { status: answer }));
    await client.get('/x').catch(() => undefined);
    await client.get('/x').catch(() => undefined);
    expect(client.refreshCycles).toBe(2);
    answer = 200;
    await client.get('/x');
    expect(client.refreshCycles).toBe(0);
  });

  it('a refusal that arrives after the session ended starts no further refresh', async () => {
    const slowAnswer = deferred();
    const { client, calls, ended } = setup(async (path) => {
      if (path === '/slow') await slowAnswer.promise;
      return { status: 403 };
    });
    const slow = client.get('/slow').catch((e: unknown) => e);
    // The refresh itself is refused: the session ends while /slow is still under way.
    await expect(client.get('/fast')).rejects.toMatchObject({ isSessionEnded: true });
    slowAnswer.resolve();
    await expect(slow).resolves.toMatchObject({ isSessionEnded: true });
    expect(ended).toEqual(['refresh-failed']);
    expect(calls.filter((call) => call.path === '/auth/refresh-token')).toHaveLength(1);
    // And nothing goes out once it has ended.
    const before = calls.length;
    await expect(client.post('/x', {})).rejects.toMatchObject({ isSessionEnded: true });
    expect(calls).toHaveLength(before);
  });
});

describe('call options', () => {
  it('sends per-call headers on the call and on its retry, never on other calls or on the refresh', async () => {
    let isRefreshed = false;
    const { client, calls } = setup((path) => {
      if (path === '/auth/refresh-token') {
        isRefreshed = true;
        return { status: 200 };
      }
      return isRefreshed ? { status: 200, body: { ok: true } } : { status: 401 };
    });
    await Promise.all([client.post('/pos/create-order', { cart: [] }, { headers: { 'Idempotency-Key': 'key-1' } }), client.get('/orders')]);
    const keyOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.headers.get('Idempotency-Key'));
    expect(keyOf('/pos/create-order')).toEqual(['key-1', 'key-1']);
    expect(keyOf('/orders')).toEqual([null, null]);
    expect(keyOf('/auth/refresh-token')).toEqual([null]);
    // The client's own headers stay on the call.
    expect(calls.every((call) => call.headers.get('Accept') === 'application/json')).toBe(true);
  });

  it('gives onResponse only the answer the call resolves with (after a refresh: the retry, not the refusal or the refresh)', async () => {
    let isRefreshed = false;
    const { client } = setup((path) => {
      if (path === '/auth/refresh-token') {
        isRefreshed = true;
        return { status: 200, headers: { 'X-Server-Time': 'refresh' } };
      }
      return isRefreshed
        ? { status: 200, body: [], headers: { 'X-Server-Time': 'retry' } }
        : { status: 403, headers: { 'X-Server-Time': 'refusal' } };
    });
    const seen: Array<[number, string | null]> = [];
    const answer = await client.get('/kitchen', {
      onResponse: (response) => seen.push([response.status, response.headers.get('X-Server-Time')]),
    });
    expect(answer).toEqual([]);
    expect(seen).toEqual([[200, 'retry']]);
  });
});
