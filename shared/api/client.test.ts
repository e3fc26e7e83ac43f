// Spec 4: refresh-and-retry-once, shared in-flight refresh, the 3-cycle limit, session end.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type SessionEndReason } from './client';
import { ApiError } from './errors';

type Handler = (path: string, init: RequestInit) => { status: number; body?: unknown };

function setup(handler: Handler) {
  const calls: Array<{ path: string; method: string; body: string | undefined; contentType: string | null }> = [];
  const fakeFetch = vi.fn<typeof fetch>(async (input, init = {}) => {
    const path = String(input).replace(/^\/api\/v1/, '');
    const headers = new Headers(init.headers);
    calls.push({ path, method: init.method ?? 'GET', body: init.body as string | undefined, contentType: headers.get('Content-Type') });
    const { status, body } = handler(path, init);
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const ended: SessionEndReason[] = [];
  const client = createApiClient({ fetch: fakeFetch, onSessionEnded: (reason) => ended.push(reason) });
  return { client, calls, ended };
}

describe('api client', () => {
  it('sends JSON bodies ({} when empty) with same-origin credentials', async () => {
    const { client, calls } = setup(() => ({ status: 200, body: { message: 'ok' } }));
    await client.post('/auth/signout');
    expect(calls[0]).toMatchObject({ path: '/auth/signout', method: 'POST', body: '{}', contentType: 'application/json' });
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
});
