// ALLOWED_ORIGINS: a browser page on a listed origin can send preflights, sign in and call the API with its
// cookies (credentialed CORS), and open the socket by long-polling. Any other origin gets no CORS header at all:
// its preflight is a 404 as before, and its state-changing calls are still refused by the CSRF check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../../shared/domain/access/session';
import type { TestResponse } from '../../support/httpClient';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';

const KIOSK = 'https://kiosk.example.com';
const STRANGER = 'https://evil.example';
const SIGNIN = '/api/v1/auth/signin';
const CREDENTIALS = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { allowedOrigins: [KIOSK] } });
});
afterAll(() => server?.close());

const corsHeaders = (response: TestResponse | Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-')));
const listOf = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase());

const preflight = (origin: string, method: string, requestHeaders: string) =>
  server.client().request('OPTIONS', SIGNIN, {
    origin,
    noBody: true,
    headers: { 'access-control-request-method': method, 'access-control-request-headers': requestHeaders },
  });

describe('CORS on /api/v1', () => {
  it('answers a preflight from a listed origin: 204, that origin, credentials, the methods and the headers the client sends', async () => {
    const response = await preflight(KIOSK, 'POST', 'content-type,idempotency-key');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(KIOSK);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listOf(response.headers.get('access-control-allow-methods'))).toEqual(
      expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']),
    );
    expect(listOf(response.headers.get('access-control-allow-headers'))).toEqual(
      expect.arrayContaining(['content-type', 'accept', 'idempotency-key']),
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(listOf(response.headers.get('vary'))).toContain('origin');
  });

  it('gives any other origin no CORS header: its preflight is a 404 as before', async () => {
    for (const origin of [STRANGER, 'null', `${KIOSK}.evil.example`, 'http://kiosk.example.com']) {
      const response = await preflight(origin, 'POST', 'content-type');
      expect({ origin, status: response.status, cors: corsHeaders(response) }).toEqual({ origin, status: 404, cors: {} });
    }
    // The server's own origin needs none either.
    expect(corsHeaders(await preflight(server.baseUrl, 'POST', 'content-type'))).toEqual({});
  });

  it('lets a listed origin sign in and make credentialed calls, reading the answers (errors included)', async () => {
    const kiosk = server.client();
    const unsigned = await kiosk.get('/api/v1/auth/devices', { origin: KIOSK });
    expect(unsigned.status).toBe(401);
    expect(corsHeaders(unsigned)).toMatchObject({ 'access-control-allow-origin': KIOSK, 'access-control-allow-credentials': 'true' });

    const signedIn = await kiosk.post(SIGNIN, CREDENTIALS, { origin: KIOSK });
    expect(signedIn.status).toBe(200);
    expect(signedIn.setCookies.map((cookie) => cookie.name)).toContain(ACCESS_COOKIE);
    expect(corsHeaders(signedIn)).toMatchObject({ 'access-control-allow-origin': KIOSK, 'access-control-allow-credentials': 'true' });
    expect(listOf(signedIn.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining(['retry-after', 'x-server-time', 'idempotent-replayed', 'content-disposition']),
    );

    const devices = await kiosk.get('/api/v1/auth/devices', { origin: KIOSK });
    expect(devices.status).toBe(200);
    expect(corsHeaders(devices)).toMatchObject({ 'access-control-allow-origin': KIOSK, 'access-control-allow-credentials': 'true' });
  });

  it('refuses any other origin as before: no CORS header, and its sign-in is a CSRF refusal', async () => {
    const stranger = server.client();
    const signIn = await stranger.post(SIGNIN, CREDENTIALS, { origin: STRANGER });
    expect(signIn.status).toBe(403);
    expect(signIn.setCookies).toEqual([]);
    expect(corsHeaders(signIn)).toEqual({});
    const signedIn = await server.signIn(CREDENTIALS.username, CREDENTIALS.password);
    expect(corsHeaders(await signedIn.get('/api/v1/auth/devices', { origin: STRANGER }))).toEqual({});
  });
});

const openPolling = (origin: string) => fetch(`${server.baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });

describe('CORS on the socket (long-polling from a listed origin)', () => {
  it("answers a listed origin's polling handshake with that origin and credentials, any other with no CORS header", async () => {
    const listed = await openPolling(KIOSK);
    expect(listed.status).toBe(200);
    expect(corsHeaders(listed)).toMatchObject({ 'access-control-allow-origin': KIOSK, 'access-control-allow-credentials': 'true' });
    const stranger = await openPolling(STRANGER);
    expect(corsHeaders(stranger)).toEqual({});
  });
});
