// Every state-changing /api/v1 call must come from our own origin (or ALLOWED_ORIGINS; PUBLIC_ORIGIN when
// set), and a call that has a body must be JSON. Body-less calls need no Content-Type (curl, fetch, axios).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';

const TEST_ADMIN_CREDENTIALS = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };

const REFUSED = {
  message: 'Request refused: the request does not come from an allowed origin (cross-site request).',
  code: 'csrf_refused',
};
const NOT_JSON = { message: 'Request refused: a request body must be JSON (Content-Type: application/json).', code: 'csrf_refused' };
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

  it('refuses non-JSON bodies (forms, text) and a body without Content-Type, naming the JSON rule', async () => {
    const client = server.client();
    const form = await client.request('POST', SIGNIN, {
      rawBody: `username=${credentials.username}&password=${credentials.password}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
    expect(form.body).toEqual(NOT_JSON);
    const text = await client.request('POST', SIGNIN, { rawBody: JSON.stringify(credentials), contentType: 'text/plain' });
    expect(text.status).toBe(403);
    expect(text.body).toEqual(NOT_JSON);
    const none = await client.request('POST', SIGNIN, { rawBody: JSON.stringify(credentials), contentType: null });
    expect(none.status).toBe(403);
    expect(none.body).toEqual(NOT_JSON);
  });

  it('accepts body-less calls with no Content-Type from an allowed origin (refresh, signout, DELETE), as curl sends them', async () => {
    const client = await server.signIn(credentials.username, credentials.password);
    const refreshed = await client.post('/api/v1/auth/refresh-token', undefined, { noBody: true });
    expect(refreshed.status).toBe(200);
    const admin = await server.signIn('admin', 'admin-password-for-tests');
    const created = await admin.post('/api/v1/settings/taxes/add', { title: 'Bodyless VAT', rate: 5, type: 'exclusive' });
    expect(created.status).toBe(200);
    const deleted = await admin.delete(`/api/v1/settings/taxes/${created.body.id}`, undefined, { noBody: true });
    expect(deleted.status).toBe(200);
    const signedOut = await client.post('/api/v1/auth/signout', undefined, { noBody: true });
    expect(signedOut.status).toBe(200);
    expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
  });

  it('refuses a body-less call from a foreign or missing origin, naming the origin rule', async () => {
    const client = await server.signIn(credentials.username, credentials.password);
    for (const origin of ['https://evil.example', null]) {
      const response = await client.post('/api/v1/auth/signout', undefined, { noBody: true, origin });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(REFUSED);
    }
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
  });

  it('without an Origin, accepts only what the browser itself marks Sec-Fetch-Site: same-origin', async () => {
    const client = await server.signIn(credentials.username, credentials.password);
    const crossSite = await client.post('/api/v1/auth/signout', undefined, {
      noBody: true,
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.body).toEqual(REFUSED);
    const sameOrigin = await client.post('/api/v1/auth/signout', undefined, {
      noBody: true,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
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

describe('PUBLIC_ORIGIN', () => {
  let pinned: TestServer;
  beforeAll(async () => {
    pinned = await startTestServer({ config: { publicOrigin: 'https://pos.example.com' } });
  });
  afterAll(() => pinned?.close());

  it('is the origin compared against: a page that rebinds its DNS to us (Origin = its Host) is refused', async () => {
    // A DNS-rebinding page at http://evil.example resolves to this server: its Origin and the Host match.
    const rebound = await pinned.client().post(SIGNIN, TEST_ADMIN_CREDENTIALS, {
      origin: 'http://evil.example',
      headers: { host: 'evil.example' },
    });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toEqual(REFUSED);
    // Without PUBLIC_ORIGIN the request's own address is our origin; with it, that no longer passes.
    const ownAddress = await pinned.client().post(SIGNIN, TEST_ADMIN_CREDENTIALS);
    expect(ownAddress.status).toBe(403);
    const publicOrigin = await pinned.client().post(SIGNIN, TEST_ADMIN_CREDENTIALS, { origin: 'https://pos.example.com' });
    expect(publicOrigin.status).toBe(200);
  });
});
