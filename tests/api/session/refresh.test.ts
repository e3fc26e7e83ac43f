// Spec 4 Session: POST /auth/refresh-token — rotation, the concurrent-refresh grace window, reuse
// detection and expiry. A movable clock stands in for waiting; one test uses a real short TTL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../shared/contract/session';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../shared/domain/access/session';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';

const REFRESH = '/api/v1/auth/refresh-token';
const DEVICES = '/api/v1/auth/devices';

let server: TestServer;
let offsetMs = 0;
const advance = (ms: number) => {
  offsetMs += ms;
};

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(Date.now() + offsetMs),
    config: { accessTtlMs: 60_000, refreshTtlMs: 3_600_000, refreshGraceMs: 20_000 },
  });
});
afterAll(() => server?.close());

async function signedIn(): Promise<TestClient> {
  return (await server.signInAs()).client;
}

function expectCleared(response: Awaited<ReturnType<TestClient['post']>>) {
  const cleared = Object.fromEntries(response.setCookies.map((cookie) => [cookie.name, cookie]));
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, AUTH_FLAG_COOKIE]) {
    expect(cleared[name]?.value).toBe('');
  }
  expect(cleared[REFRESH_COOKIE]?.path).toBe(REFRESH_COOKIE_PATH);
}

describe('POST /auth/refresh-token', () => {
  it('rotates: new access and refresh cookies; the access cookie works', async () => {
    const client = await signedIn();
    const oldRefresh = client.cookie(REFRESH_COOKIE);
    const oldAccess = client.cookie(ACCESS_COOKIE);
    advance(1000);
    const response = await client.post(REFRESH);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SESSION_MESSAGES.refreshed });
    expect(response.setCookies.map((cookie) => cookie.name).toSorted()).toEqual(
      [ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE].toSorted(),
    );
    expect(client.cookie(REFRESH_COOKIE)).not.toBe(oldRefresh);
    expect(client.cookie(ACCESS_COOKIE)).not.toBe(oldAccess);
    expect((await client.get(DEVICES)).status).toBe(200);
  });

  it('the old refresh token no longer rotates once the grace window is over', async () => {
    const client = await signedIn();
    const stale = client.fork();
    expect((await client.post(REFRESH)).status).toBe(200);
    advance(21_000);
    const replay = await stale.post(REFRESH);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: SESSION_MESSAGES.sessionExpired, code: 'unauthenticated' });
  });

  it('within the grace window, a just-rotated token gets a pair of its own; both pairs work, nobody is revoked', async () => {
    const client = await signedIn();
    const otherTab = client.fork();
    expect((await client.post(REFRESH)).status).toBe(200);
    advance(5_000);
    const concurrent = await otherTab.post(REFRESH);
    expect(concurrent.status).toBe(200);
    expect(concurrent.body).toEqual({ message: SESSION_MESSAGES.refreshed });
    expect(concurrent.setCookies.map((cookie) => cookie.name).toSorted()).toEqual(
      [ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE].toSorted(),
    );
    expect(otherTab.cookie(REFRESH_COOKIE)).not.toBe(client.cookie(REFRESH_COOKIE));
    for (const browser of [client, otherTab]) {
      expect((await browser.get(DEVICES)).status).toBe(200);
      expect((await browser.post(REFRESH)).status).toBe(200);
    }
  });

  it('a refresh answered but never heard (the page navigated away) does not sign the station out', async () => {
    const station = await signedIn();
    // The first refresh rotates the token, but its Set-Cookie never reaches the browser.
    await station.fork().post(REFRESH);
    advance(2_000);
    // The next page refreshes with the cookie it still holds, and its call goes through.
    expect((await station.post(REFRESH)).status).toBe(200);
    expect((await station.get(DEVICES)).status).toBe(200);
    // Long after the window, its session carries on: it was never taken for a thief.
    advance(60_000);
    expect((await station.post(REFRESH)).status).toBe(200);
    expect((await station.get(DEVICES)).status).toBe(200);
  });

  it('two refreshes at the very same moment: each gets a pair, nobody is revoked', async () => {
    const client = await signedIn();
    const otherTab = client.fork();
    const [first, second] = await Promise.all([client.post(REFRESH), otherTab.post(REFRESH)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.setCookies.length, second.setCookies.length]).toEqual([3, 3]);
    expect((await client.get(DEVICES)).status).toBe(200);
    expect((await otherTab.get(DEVICES)).status).toBe(200);
  });

  it('reuse of a rotated token after the grace window revokes the device: its access stops working', async () => {
    const victim = await signedIn();
    const thief = victim.fork();
    expect((await victim.post(REFRESH)).status).toBe(200);
    advance(30_000);
    const reuse = await thief.post(REFRESH);
    expect(reuse.status).toBe(401);
    expectCleared(reuse);
    // The legitimate holder is cut off too: access and refresh both refused.
    expect((await victim.get(DEVICES)).status).toBe(401);
    expect((await victim.post(REFRESH)).status).toBe(401);
  });

  it('answers 401 and clears the cookies for a missing or unknown refresh token', async () => {
    const missing = await server.client().post(REFRESH);
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe(SESSION_MESSAGES.sessionExpired);
    expectCleared(missing);

    const unknown = server.client();
    unknown.setCookie(REFRESH_COOKIE, 'made-up-token', REFRESH_COOKIE_PATH);
    const response = await unknown.post(REFRESH);
    expect(response.status).toBe(401);
    expectCleared(response);
  });

  it('an expired refresh token is refused', async () => {
    const client = await signedIn();
    advance(3_600_000 + 1000);
    const response = await client.post(REFRESH);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(SESSION_MESSAGES.sessionExpired);
  });

  it('an expired access token gives 401; a refresh brings the session back', async () => {
    const client = await signedIn();
    advance(61_000);
    const expired = await client.get(DEVICES);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Please sign in to continue!', code: 'unauthenticated' });
    expect((await client.post(REFRESH)).status).toBe(200);
    expect((await client.get(DEVICES)).status).toBe(200);
  });

  it('a tampered access cookie gives 401', async () => {
    const client = await signedIn();
    // v1.<userId>.<deviceId>.<expiresAt>.<signature>: change the user id, keep the signature.
    const parts = (client.cookie(ACCESS_COOKIE) ?? '').split('.');
    expect(parts).toHaveLength(5);
    parts[1] = '999999';
    client.setCookie(ACCESS_COOKIE, parts.join('.'));
    expect((await client.get(DEVICES)).status).toBe(401);
  });
});

describe('access token lifetime (real clock)', () => {
  it('a 1 s access token stops working after it expires', async () => {
    const shortLived = await startTestServer({ config: { accessTtlMs: 1000 } });
    try {
      const { client } = await shortLived.signInAs();
      expect((await client.get(DEVICES)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await client.get(DEVICES)).status).toBe(401);
      expect((await client.post(REFRESH)).status).toBe(200);
      expect((await client.get(DEVICES)).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});
