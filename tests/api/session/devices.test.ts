// Spec 2.14, 7 Session: GET /auth/devices, POST /auth/remove-device, POST /auth/signout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../../shared/contract/session';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE } from '../../../shared/domain/access/session';
import { connectSocket, waitForDisconnect } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';

const DEVICES = '/api/v1/auth/devices';
const REMOVE = '/api/v1/auth/remove-device';
const SIGNOUT = '/api/v1/auth/signout';
const REFRESH = '/api/v1/auth/refresh-token';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /auth/devices', () => {
  it("lists the user's devices newest first, marks this one, and never shows token material", async () => {
    const { user, password } = await server.createUser();
    const first = await server.signIn(user.username, password, { userAgent: FIREFOX_WINDOWS });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await server.signIn(user.username, password, { userAgent: SAFARI_IPAD });
    await server.signInAs(); // someone else's device is not listed

    const response = await second.get(DEVICES);
    expect(response.status).toBe(200);
    const { devices } = response.body;
    expect(devices).toHaveLength(2);
    expect(devices.map((device: { device_name: string }) => device.device_name)).toEqual(['Safari on iOS', 'Firefox on Windows']);
    expect(devices.map((device: { isMyDevice: boolean }) => device.isMyDevice)).toEqual([true, false]);
    for (const device of devices) {
      expect(Object.keys(device).toSorted()).toEqual(
        ['created_at', 'device_id', 'device_ip', 'device_location', 'device_name', 'isMyDevice'].toSorted(),
      );
      expect(new Date(device.created_at).toISOString()).toBe(device.created_at);
    }
    const text = response.text;
    for (const secret of [first.cookie(REFRESH_COOKIE), second.cookie(REFRESH_COOKIE), second.cookie(ACCESS_COOKIE)]) {
      expect(text).not.toContain(secret);
    }
    expect((await first.get(DEVICES)).body.devices.map((d: { isMyDevice: boolean }) => d.isMyDevice)).toEqual([false, true]);
  });

  it('needs a session', async () => {
    const response = await server.client().get(DEVICES);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue!', code: 'unauthenticated' });
  });
});

describe('POST /auth/remove-device', () => {
  it('cuts the removed device off at once (access and refresh) and closes its socket', async () => {
    const { user, password } = await server.createUser({ scope: ['KITCHEN'] });
    const tablet = await server.signIn(user.username, password);
    const phone = await server.signIn(user.username, password);
    const tabletSocket = await connectSocket(server.baseUrl, tablet);
    const phoneSocket = await connectSocket(server.baseUrl, phone);
    try {
      const tabletId = (await tablet.get(DEVICES)).body.devices.find((d: { isMyDevice: boolean }) => d.isMyDevice).device_id;
      const disconnected = waitForDisconnect(tabletSocket);

      const response = await phone.post(REMOVE, { device_id: tabletId });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: SESSION_MESSAGES.deviceRemoved });

      expect(await disconnected).toBe('io server disconnect');
      expect((await tablet.get(DEVICES)).status).toBe(401);
      expect((await tablet.post(REFRESH)).status).toBe(401);
      expect(phoneSocket.connected).toBe(true);
      const remaining = (await phone.get(DEVICES)).body.devices;
      expect(remaining.map((d: { device_id: string }) => d.device_id)).not.toContain(tabletId);
    } finally {
      tabletSocket.close();
      phoneSocket.close();
    }
  });

  it("answers 404 for an unknown device or another user's device", async () => {
    const { client } = await server.signInAs();
    const other = await server.signInAs();
    const otherDevice = (await other.client.get(DEVICES)).body.devices[0].device_id;

    const unknown = await client.post(REMOVE, { device_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: SESSION_MESSAGES.deviceNotFound, code: 'not_found' });

    expect((await client.post(REMOVE, { device_id: otherDevice })).status).toBe(404);
    expect((await other.client.get(DEVICES)).status).toBe(200);
  });

  it('needs a device_id', async () => {
    const { client } = await server.signInAs();
    const response = await client.post(REMOVE, {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please provide device_id!');
  });

  it('checks the session before the body', async () => {
    const response = await server.client().post(REMOVE, {});
    expect(response.status).toBe(401);
  });
});

describe('POST /auth/signout', () => {
  it('revokes this device, clears the three cookies and says so', async () => {
    const { user, password } = await server.createUser();
    const client = await server.signIn(user.username, password);
    const other = await server.signIn(user.username, password);
    const stolenCopy = client.fork();

    const response = await client.post(SIGNOUT);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Signed out successfully!' });
    const cleared = Object.fromEntries(response.setCookies.map((cookie) => [cookie.name, cookie.value]));
    expect(cleared).toEqual({ [ACCESS_COOKIE]: '', [REFRESH_COOKIE]: '', [AUTH_FLAG_COOKIE]: '' });
    expect(client.cookie(AUTH_FLAG_COOKIE)).toBeUndefined();

    // Copies of the old cookies are worthless now; the user's other device is untouched.
    expect((await stolenCopy.get(DEVICES)).status).toBe(401);
    expect((await stolenCopy.post(REFRESH)).status).toBe(401);
    expect((await other.get(DEVICES)).body.devices).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await server.client().post(SIGNOUT)).status).toBe(401);
  });
});
