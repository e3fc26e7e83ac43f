// Spec 7 Session hardening: sign-in limited per IP (any outcome), slowed per username (exponential
// back-off after a few free failures), locked per username + IP, cleared by an admin. Every 429 says
// when to retry (Retry-After, seconds) and keeps the spec's message.
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../shared/contract/session';
import { USER_MESSAGES } from '../../../shared/contract/users';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';
import { expectSettingsGuard, notFound, ok, outcome } from '../helpers/settingsApi';

const SIGNIN = '/api/v1/auth/signin';
const UNLOCK = '/api/v1/users/unlock-sign-in';
const TOO_MANY = { message: 'Too many sign-in attempts, please try again later.', code: 'rate_limited' };

/** The Retry-After header in whole seconds (NaN when absent). */
const retryAfter = (response: TestResponse) => Number(response.headers.get('retry-after') ?? Number.NaN);

/** A server whose clock the test moves. */
async function startWithClock(config: Parameters<typeof startTestServer>[0] = {}) {
  let offsetMs = 0;
  const server = await startTestServer({ ...config, now: () => new Date(Date.now() + offsetMs) });
  return {
    server,
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** Sign-in as if from `ip` (the test servers that use it trust X-Forwarded-For). */
function signInFrom(client: TestClient, ip: string, username: string, password: string) {
  return client.post(SIGNIN, { username, password }, { headers: { 'x-forwarded-for': ip } });
}

async function withServer(server: TestServer, run: () => Promise<void>) {
  try {
    await run();
  } finally {
    await server.close();
  }
}

describe('per IP', () => {
  it('the request past the limit gets 429 with Retry-After, whatever the credentials', async () => {
    const server = await startTestServer({ config: { signInLimits: { perIpMax: 3, perIpWindowMs: 60_000 } } });
    await withServer(server, async () => {
      const { user, password } = await server.createUser();
      const client = server.client();
      for (let i = 0; i < 3; i++) {
        expect((await client.post(SIGNIN, { username: `nobody-${i}`, password: 'x' })).status).toBe(401);
      }
      const limited = await client.post(SIGNIN, { username: user.username, password });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(limited.setCookies).toEqual([]);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(retryAfter(limited)).toBeGreaterThanOrEqual(1);
      expect(retryAfter(limited)).toBeLessThanOrEqual(60);
      // Only sign-in is limited: other routes still answer normally.
      expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
    });
  });
});

describe('per username: back-off', () => {
  it('a burst of parallel wrong passwords gets no more password checks than a sequence; the right password mid-burst gets 429', async () => {
    const server = await startTestServer({
      config: { signInLimits: { perUsernameMax: 3, perUsernameBackoffBaseMs: 60_000, perUsernameBackoffMaxMs: 60_000 } },
    });
    await withServer(server, async () => {
      // The sequence: 3 free failures, a 4th check, then a 60 s wait.
      const sequenced = await server.createUser();
      const sequence: number[] = [];
      for (let i = 0; i < 8; i++) {
        sequence.push((await server.client().post(SIGNIN, { username: sequenced.user.username, password: `guess-${i}` })).status);
      }
      expect(sequence).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);

      // The burst: 40 wrong passwords at once, and the right one sent as soon as the first refusal is back.
      const target = await server.createUser();
      let firstRefusal!: () => void;
      const refused = new Promise<void>((resolve) => {
        firstRefusal = resolve;
      });
      const burst = Array.from({ length: 40 }, (_, i) =>
        server
          .client()
          .post(SIGNIN, { username: target.user.username, password: `guess-${i}` })
          .then((response) => {
            if (response.status === 429) firstRefusal();
            return response;
          }),
      );
      // Today's code would answer all 40 with 401 and never refuse: do not wait for ever.
      await Promise.race([refused, Promise.all(burst)]);
      const right = await server.client().post(SIGNIN, { username: target.user.username, password: target.password });
      const responses = await Promise.all(burst);

      const checked = responses.filter((response) => response.status === 401);
      expect(checked).toHaveLength(4);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(36);
      expect({ status: right.status, body: right.body, cookies: right.setCookies }).toEqual({ status: 429, body: TOO_MANY, cookies: [] });
      expect(retryAfter(right)).toBeGreaterThan(55);
      expect(retryAfter(right)).toBeLessThanOrEqual(60);
      for (const response of responses.filter((each) => each.status === 429)) {
        expect(response.body).toEqual(TOO_MANY);
        expect(retryAfter(response)).toBeGreaterThan(0);
      }
    });
  });

  it('each failure past the free ones doubles the wait, up to the cap; Retry-After says how long; others are not slowed', async () => {
    const { server, advance } = await startWithClock({
      config: { signInLimits: { perUsernameMax: 2, perUsernameBackoffBaseMs: 1_000, perUsernameBackoffMaxMs: 4_000 } },
    });
    await withServer(server, async () => {
      const target = await server.createUser();
      const bystander = await server.createUser();
      const client = server.client();
      const wrong = () => client.post(SIGNIN, { username: target.user.username, password: 'wrong' });
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 4; i++) {
        expect((await wrong()).status).toBe(401);
        // Even the right password waits (any case of the username).
        const refused = await client.post(SIGNIN, { username: target.user.username.toUpperCase(), password: target.password });
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ message: SESSION_MESSAGES.tooManyAttempts, code: 'rate_limited' });
        waits.push(retryAfter(refused));
        advance(retryAfter(refused) * 1000);
      }
      expect(waits).toEqual([1, 2, 4, 4]);
      expect((await client.post(SIGNIN, { username: bystander.user.username, password: bystander.password })).status).toBe(200);
      // After the wait the right password signs in, and a success forgets the failures.
      expect((await client.post(SIGNIN, { username: target.user.username, password: target.password })).status).toBe(200);
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(401);
      expect((await wrong()).status).toBe(429);
    });
  });

  it('a successful sign-in resets the failure count', async () => {
    const server = await startTestServer({ config: { signInLimits: { perUsernameMax: 2, perUsernameBackoffBaseMs: 60_000 } } });
    await withServer(server, async () => {
      const { user, password } = await server.createUser();
      const client = server.client();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 2; i++) {
          expect((await client.post(SIGNIN, { username: user.username, password: 'wrong' })).status).toBe(401);
        }
        expect((await client.post(SIGNIN, { username: user.username, password })).status).toBe(200);
      }
    });
  });

  it('a flood of failed sign-ins for other usernames does not lift a wait (small tracking table)', async () => {
    const server = await startTestServer({
      config: { signInLimits: { perUsernameMax: 1, perUsernameBackoffBaseMs: 60_000, perUsernameBackoffMaxMs: 60_000, trackedKeysMax: 8 } },
    });
    await withServer(server, async () => {
      const target = await server.createUser();
      const client = server.client();
      expect((await client.post(SIGNIN, { username: target.user.username, password: 'wrong-1' })).status).toBe(401);
      expect((await client.post(SIGNIN, { username: target.user.username, password: 'wrong-2' })).status).toBe(401);
      for (let i = 0; i < 40; i++) {
        expect((await client.post(SIGNIN, { username: `flood-${i}`, password: 'wrong' })).status).toBe(401);
      }
      expect((await client.post(SIGNIN, { username: target.user.username, password: target.password })).status).toBe(429);
    });
  });
});

describe('per username and IP: lock', () => {
  it('an attacker at one IP gets locked out; the owner at another IP still signs in', async () => {
    const { server, advance } = await startWithClock({
      config: {
        trustProxy: true,
        signInLimits: {
          perUsernameMax: 2,
          perUsernameBackoffBaseMs: 1_000,
          perUsernameBackoffMaxMs: 2_000,
          perUsernameIpMax: 4,
          perUsernameIpLockMs: 15 * 60_000,
        },
      },
    });
    await withServer(server, async () => {
      const owner = await server.createUser();
      const attacker = server.client();
      const username = owner.user.username;
      const ATTACKER_IP = '203.0.113.7';
      expect((await signInFrom(attacker, ATTACKER_IP, username, 'guess-1')).status).toBe(401);
      expect((await signInFrom(attacker, ATTACKER_IP, username, 'guess-2')).status).toBe(401);
      expect((await signInFrom(attacker, ATTACKER_IP, username, 'guess-3')).status).toBe(401);
      advance(1_000);
      expect((await signInFrom(attacker, ATTACKER_IP, username, 'guess-4')).status).toBe(401);
      advance(2_000);
      // The 4th failure from that IP locked the pair for 15 minutes, whatever the password.
      const locked = await signInFrom(attacker, ATTACKER_IP, username, owner.password);
      expect({ status: locked.status, body: locked.body }).toEqual({ status: 429, body: TOO_MANY });
      expect(retryAfter(locked)).toBeGreaterThan(15 * 60 - 5);
      expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);

      const atHome = await signInFrom(server.client(), '198.51.100.20', username, owner.password);
      expect(atHome.status).toBe(200);
      // The owner's success does not lift the attacker's lock...
      expect((await signInFrom(attacker, ATTACKER_IP, username, owner.password)).status).toBe(429);
      // ...which ends after its 15 minutes.
      advance(15 * 60_000);
      expect((await signInFrom(attacker, ATTACKER_IP, username, owner.password)).status).toBe(200);
    });
  });
});

describe('POST /users/unlock-sign-in/{username}', () => {
  it('needs a session and SETTINGS; a refused call leaves the lock in place', async () => {
    const server = await startTestServer({ config: { signInLimits: { perUsernameMax: 0, perUsernameBackoffBaseMs: 60_000 } } });
    await withServer(server, async () => {
      const { user, password } = await server.createUser();
      expect((await server.client().post(SIGNIN, { username: user.username, password: 'wrong' })).status).toBe(401);
      await expectSettingsGuard(server, [[['POST', `${UNLOCK}/${user.username}`]]]);
      expect((await server.client().post(SIGNIN, { username: user.username, password })).status).toBe(429);
    });
  });

  it("clears the username's back-off and every username + IP lock at once; 404 for an unknown user", async () => {
    const server = await startTestServer({
      config: {
        trustProxy: true,
        signInLimits: { perUsernameMax: 1, perUsernameBackoffBaseMs: 60_000, perUsernameIpMax: 2, perUsernameIpLockMs: 60 * 60_000 },
      },
    });
    await withServer(server, async () => {
      const admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
      const { user, password } = await server.createUser();
      const client = server.client();
      expect((await signInFrom(client, '203.0.113.7', user.username, 'wrong-1')).status).toBe(401);
      expect((await signInFrom(client, '203.0.113.7', user.username, 'wrong-2')).status).toBe(401);
      expect((await signInFrom(client, '203.0.113.7', user.username, password)).status).toBe(429);
      expect((await signInFrom(client, '198.51.100.20', user.username, password)).status).toBe(429);

      expect(outcome(await admin.post(`${UNLOCK}/${user.username.toUpperCase()}`))).toEqual(ok(USER_MESSAGES.signInLockCleared));
      expect((await signInFrom(client, '203.0.113.7', user.username, password)).status).toBe(200);

      // Admin accounts too: a locked-out owner is a closed restaurant.
      for (let i = 0; i < 2; i++) {
        expect((await signInFrom(client, '203.0.113.8', TEST_ADMIN.username, `guess-${i}`)).status).toBe(401);
      }
      expect((await signInFrom(client, '203.0.113.8', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(429);
      expect(outcome(await admin.post(`${UNLOCK}/${TEST_ADMIN.username}`))).toEqual(ok(USER_MESSAGES.signInLockCleared));
      expect((await signInFrom(client, '203.0.113.8', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);

      expect(outcome(await admin.post(`${UNLOCK}/nobody-here`))).toEqual(notFound(USER_MESSAGES.userNotFound));
    });
  });

  it("an admin's password reset ends the user's wait and locks: the new password works at once", async () => {
    const server = await startTestServer({
      config: {
        trustProxy: true,
        signInLimits: { perUsernameMax: 1, perUsernameBackoffBaseMs: 60_000, perUsernameIpMax: 2, perUsernameIpLockMs: 60 * 60_000 },
      },
    });
    await withServer(server, async () => {
      const admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
      const { user } = await server.createUser();
      const client = server.client();
      expect((await signInFrom(client, '203.0.113.9', user.username, 'wrong-1')).status).toBe(401);
      expect((await signInFrom(client, '203.0.113.9', user.username, 'wrong-2')).status).toBe(401);
      expect((await signInFrom(client, '203.0.113.9', user.username, 'a-new-password')).status).toBe(429);
      const reset = await admin.post(`/api/v1/users/update-password/${user.username}`, { password: 'a-new-password' });
      expect(reset.status).toBe(200);
      expect((await signInFrom(client, '203.0.113.9', user.username, 'a-new-password')).status).toBe(200);
    });
  });
});
