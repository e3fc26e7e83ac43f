// Spec 7 Session hardening: sign-in limited per IP and, for failures, per username.
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../shared/contract/session';
import { startTestServer } from '../support/testServer';

const SIGNIN = '/api/v1/auth/signin';
const TOO_MANY = { message: 'Too many sign-in attempts, please try again later.', code: 'rate_limited' };

describe('sign-in rate limits', () => {
  it('per IP: the request past the limit gets 429, whatever the credentials', async () => {
    const server = await startTestServer({ config: { signInLimits: { perIpMax: 3, perIpWindowMs: 60_000 } } });
    try {
      const { user, password } = await server.createUser();
      const client = server.client();
      for (let i = 0; i < 3; i++) {
        expect((await client.post(SIGNIN, { username: `nobody-${i}`, password: 'x' })).status).toBe(401);
      }
      const limited = await client.post(SIGNIN, { username: user.username, password });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(limited.setCookies).toEqual([]);
      // Only sign-in is limited: other routes still answer normally.
      expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('per username: after 3 failures that username is locked (even with the right password); others are not', async () => {
    const server = await startTestServer({ config: { signInLimits: { perUsernameMax: 3, perUsernameWindowMs: 60_000 } } });
    try {
      const target = await server.createUser();
      const bystander = await server.createUser();
      const client = server.client();
      for (let i = 0; i < 3; i++) {
        const response = await client.post(SIGNIN, { username: target.user.username, password: `guess-${i}` });
        expect(response.status).toBe(401);
      }
      const locked = await client.post(SIGNIN, { username: target.user.username.toUpperCase(), password: target.password });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: SESSION_MESSAGES.tooManyAttempts, code: 'rate_limited' });

      const other = await client.post(SIGNIN, { username: bystander.user.username, password: bystander.password });
      expect(other.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('per username: a successful sign-in resets the failure count', async () => {
    const server = await startTestServer({ config: { signInLimits: { perUsernameMax: 3 } } });
    try {
      const { user, password } = await server.createUser();
      const client = server.client();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 2; i++) {
          expect((await client.post(SIGNIN, { username: user.username, password: 'wrong' })).status).toBe(401);
        }
        expect((await client.post(SIGNIN, { username: user.username, password })).status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('per username: the lock lifts when the window has passed', async () => {
    let offsetMs = 0;
    const server = await startTestServer({
      now: () => new Date(Date.now() + offsetMs),
      config: { signInLimits: { perUsernameMax: 2, perUsernameWindowMs: 60_000 } },
    });
    try {
      const { user, password } = await server.createUser();
      const client = server.client();
      await client.post(SIGNIN, { username: user.username, password: 'wrong' });
      await client.post(SIGNIN, { username: user.username, password: 'wrong' });
      expect((await client.post(SIGNIN, { username: user.username, password })).status).toBe(429);
      offsetMs += 61_000;
      expect((await client.post(SIGNIN, { username: user.username, password })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
