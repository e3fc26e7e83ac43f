// Every state-changing /api/v1 call must be JSON from our own origin (or ALLOWED_ORIGINS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../support/testServer';

const REFUSED = { message: 'Request refused: cross-site or non-JSON request.', code: 'csrf_refused' };
const SIGNIN = '/api/v1/auth/signin';

let server: TestServer;
let credentials: { username: string; password: string };
beforeAll(async () => {
  server = await startTestServer({ config: { allowedOrigins: ['https://tablet.example.com'] } });
  const { user, password } = await server.createUser();
  credentials = { username: user.username, password };
});
afterAll(() => server?.close());

describe('CSRF guard', () => {
  it('refuses a POST without an Origin header', async () => {
    const response = await server.client().post(SIGNIN, credentials, { origin: null });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(response.setCookies).toEqual([]);
  });

  it('refuses a foreign Origin, and "null"', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const response = await server.client().post(SIGNIN, credentials, { origin });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(REFUSED);
    }
  });

  it('refuses non-JSON bodies (forms, text) and a missing Content-Type', async () => {
    const client = server.client();
    const form = await client.request('POST', SIGNIN, {
      rawBody: `username=${credentials.username}&password=${credentials.password}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    expect(form.body).toEqual(REFUSED);
    const text = await client.request('POST', SIGNIN, { rawBody: JSON.stringify(credentials), contentType: 'text/plain' });
    expect(text.status).toBe(403);
    const none = await client.request('POST', SIGNIN, { rawBody: JSON.stringify(credentials), contentType: null });
    expect(none.status).toBe(403);
  });

  it('applies to signed-in users too (signout from another site is refused)', async () => {
    const client = await server.signIn(credentials.username, credentials.password);
    const response = await client.post('/api/v1/auth/signout', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('csrf_refused');
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('accepts our own origin, JSON with a charset, and configured extra origins', async () => {
    const own = await server.client().post(SIGNIN, credentials, { contentType: 'application/json; charset=utf-8' });
    expect(own.status).toBe(200);
    const extra = await server.client().post(SIGNIN, credentials, { origin: 'https://tablet.example.com' });
    expect(extra.status).toBe(200);
  });

  it('does not apply to GET', async () => {
    const client = await server.signIn(credentials.username, credentials.password);
    expect((await client.get('/api/v1/auth/devices', { origin: null })).status).toBe(200);
  });
});
