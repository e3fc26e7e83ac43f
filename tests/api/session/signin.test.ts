// Spec 4, 7 Session, 8: POST /auth/signin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../shared/contract/session';
import { LOGIN_MESSAGES } from '../../../shared/domain/messages';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../shared/domain/access/session';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';

const SIGNIN = '/api/v1/auth/signin';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /auth/signin', () => {
  it('signs in and answers the session user with its scope as comma-separated text', async () => {
    const { user, password } = await server.createUser({
      scope: ['POS', 'KITCHEN'],
      name: 'Sam Cook',
      designation: 'Chef',
    });
    const response = await server.client().post(SIGNIN, { username: user.username, password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Signed in successfully!',
      user: { name: 'Sam Cook', role: 'user', scope: 'POS,KITCHEN', designation: 'Chef', username: user.username, photo: null },
    });
  });

  it('signs the first admin in with the configured password', async () => {
    const response = await server.client().post(SIGNIN, TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'Administrator', role: 'admin', username: 'admin' });
  });

  it('sets httpOnly access and refresh cookies and a readable flag cookie, all SameSite=Strict', async () => {
    const { user, password } = await server.createUser();
    const response = await server.client().post(SIGNIN, { username: user.username, password });
    const byName = Object.fromEntries(response.setCookies.map((cookie) => [cookie.name, cookie]));

    expect(byName[ACCESS_COOKIE]).toMatchObject({ isHttpOnly: true, path: '/', sameSite: 'Strict', isSecure: false });
    expect(byName[ACCESS_COOKIE]?.maxAge).toBe(15 * 60);
    expect(byName[REFRESH_COOKIE]).toMatchObject({ isHttpOnly: true, path: REFRESH_COOKIE_PATH, sameSite: 'Strict' });
    expect(byName[REFRESH_COOKIE]?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(byName[AUTH_FLAG_COOKIE]).toMatchObject({ value: '1', isHttpOnly: false, path: '/', sameSite: 'Strict' });
    expect(byName[AUTH_FLAG_COOKIE]?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('marks cookies Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const { user, password } = await proxied.createUser();
      const response = await proxied
        .client()
        .post(
          SIGNIN,
          { username: user.username, password },
          { origin: 'https://pos.example.com', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pos.example.com' } },
        );
      expect(response.status).toBe(200);
      expect(response.setCookies).toHaveLength(3);
      for (const cookie of response.setCookies) expect(cookie.isSecure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong password and an unknown username with the same 401 message', async () => {
    const { user } = await server.createUser();
    const wrongPassword = await server.client().post(SIGNIN, { username: user.username, password: 'not-it' });
    const unknownUser = await server.client().post(SIGNIN, { username: 'nobody-here', password: 'not-it' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: SESSION_MESSAGES.invalidCredentials, code: 'unauthenticated' });
      expect(response.setCookies).toEqual([]);
    }
  });

  it('takes about as long for an unknown username as for a wrong password (dummy hash)', async () => {
    const { user } = await server.createUser();
    const time = async (username: string) => {
      const start = performance.now();
      await server.client().post(SIGNIN, { username, password: 'wrong' });
      return performance.now() - start;
    };
    await time('warm-up-user');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(user.username));
      unknown.push(await time(`ghost-${i}`));
    }
    // Both verify an argon2id hash (~20 ms); without the dummy the unknown user would answer in ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it('signs in a user whose password predates the 8-character minimum (sign-in does not apply the policy)', async () => {
    const { user } = await server.createUser({ password: 'abc' });
    const response = await server.client().post(SIGNIN, { username: user.username, password: 'abc' });
    expect(response.status).toBe(200);
    const wrong = await server.client().post(SIGNIN, { username: user.username, password: 'ab' });
    expect(wrong.body).toEqual({ message: SESSION_MESSAGES.invalidCredentials, code: 'unauthenticated' });
  });

  it('treats the username case-insensitively and trims it', async () => {
    const { user, password } = await server.createUser({ username: 'casey' });
    const response = await server.client().post(SIGNIN, { username: '  CASEY ', password });
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe(user.username);
  });

  it('answers missing fields with the spec messages', async () => {
    const client = server.client();
    expect((await client.post(SIGNIN, { password: 'x' })).body).toEqual({
      message: LOGIN_MESSAGES.usernameRequired,
      code: 'validation_failed',
    });
    expect((await client.post(SIGNIN, { username: '   ', password: 'x' })).body.message).toBe('Please provide username!');
    const noPassword = await client.post(SIGNIN, { username: 'someone' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Please provide password!');
    expect((await client.post(SIGNIN, { username: 'someone', password: '' })).body.message).toBe('Please provide password!');
    const nothing = await client.post(SIGNIN, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Please provide username!');
  });

  it('answers malformed JSON and a body of the wrong shape with 400 and a message, never 500', async () => {
    const client = server.client();
    const broken = await client.request('POST', SIGNIN, { rawBody: '{"username": "a", ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON!', code: 'bad_request' });

    const array = await client.request('POST', SIGNIN, { rawBody: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('Invalid request!');

    const wrongTypes = await client.post(SIGNIN, { username: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.message).toBe('Please provide username!');

    const empty = await client.request('POST', SIGNIN, { rawBody: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please provide username!');

    const poisoned = await client.request('POST', SIGNIN, { rawBody: '{"__proto__": {"x": 1}, "username": "a", "password": "b"}' });
    expect(poisoned.status).toBe(400);
  });

  it('names the device from the user agent', async () => {
    const { user, password } = await server.createUser();
    const client = await server.signIn(user.username, password, { userAgent: CHROME_LINUX });
    const devices = await client.get('/api/v1/auth/devices');
    expect(devices.body.devices[0]).toMatchObject({ device_name: 'Chrome on Linux', device_ip: '127.0.0.1', device_location: null });
  });
});
