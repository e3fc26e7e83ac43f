// Spec 7 Realtime: the socket handshake authenticates like HTTP and joins rooms by scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMS } from '../../../shared/contract/realtime';
import { ACCESS_COOKIE } from '../../../shared/domain/access/session';
import { connectSocket, waitForDisconnect } from '../../support/sockets';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function roomsOf(socketId: string | undefined): Promise<string[]> {
  const sockets = await server.io.fetchSockets();
  const found = sockets.find((socket) => socket.id === socketId);
  if (!found) throw new Error(`socket ${socketId} not on the server`);
  return [...found.rooms].filter((room) => room !== socketId).toSorted();
}

async function deviceIdOf(client: Awaited<ReturnType<TestServer['signIn']>>): Promise<string> {
  const devices = (await client.get('/api/v1/auth/devices')).body.devices as Array<{ device_id: string; isMyDevice: boolean }>;
  return devices.find((device) => device.isMyDevice)?.device_id ?? '';
}

describe('socket handshake', () => {
  it('refuses a socket without a session', async () => {
    await expect(connectSocket(server.baseUrl, null)).rejects.toThrow('unauthorized');
  });

  it('refuses a forged or revoked access cookie', async () => {
    await expect(connectSocket(server.baseUrl, null, { cookie: `${ACCESS_COOKIE}=v1.1.x.9999999999999.sig` })).rejects.toThrow(
      'unauthorized',
    );
    const { client } = await server.signInAs();
    const copy = client.fork();
    await client.post('/api/v1/auth/signout');
    await expect(connectSocket(server.baseUrl, copy)).rejects.toThrow('unauthorized');
  });

  it('refuses a foreign or missing Origin even with a valid session', async () => {
    const { client } = await server.signInAs({ scope: ['KITCHEN'] });
    await expect(connectSocket(server.baseUrl, client, { origin: 'https://evil.example' })).rejects.toThrow('unauthorized');
    await expect(connectSocket(server.baseUrl, client, { origin: null })).rejects.toThrow('unauthorized');
    await expect(connectSocket(server.baseUrl, client, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).rejects.toThrow(
      'unauthorized',
    );
  });

  it("accepts a browser's same-origin polling handshake, which carries no Origin", async () => {
    const { client } = await server.signInAs({ scope: ['KITCHEN'] });
    const socket = await connectSocket(server.baseUrl, client, {
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      transports: ['polling'],
    });
    try {
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('a kitchen user joins kitchen, user and device rooms', async () => {
    const { client, user } = await server.signInAs({ scope: ['KITCHEN'] });
    const socket = await connectSocket(server.baseUrl, client);
    try {
      expect(await roomsOf(socket.id)).toEqual(
        [ROOMS.kitchen, ROOMS.user(user.username), ROOMS.device(await deviceIdOf(client))].toSorted(),
      );
    } finally {
      socket.close();
    }
  });

  it.each([
    [['KITCHEN_DISPLAY'], [ROOMS.kitchen, ROOMS.display]],
    [['POS'], [ROOMS.orders]],
    [['ORDERS'], [ROOMS.orders]],
    [['ORDER_STATUS'], [ROOMS.orders]],
    [['ORDER_STATUS_DISPLAY'], [ROOMS.orders]],
    [['PUBLIC_DISPLAY'], [ROOMS.display]],
    [['CUSTOMERS', 'REPORTS'], []],
  ] as const)('scope %j joins %j (plus user and device)', async (scope, expected) => {
    const { client, user } = await server.signInAs({ scope });
    const socket = await connectSocket(server.baseUrl, client);
    try {
      const rooms = await roomsOf(socket.id);
      expect(rooms).toEqual([...expected, ROOMS.user(user.username), ROOMS.device(await deviceIdOf(client))].toSorted());
    } finally {
      socket.close();
    }
  });

  it('admin joins every audience room', async () => {
    const admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const socket = await connectSocket(server.baseUrl, admin);
    try {
      const rooms = await roomsOf(socket.id);
      expect(rooms).toEqual(
        [ROOMS.kitchen, ROOMS.orders, ROOMS.display, ROOMS.user('admin'), ROOMS.device(await deviceIdOf(admin))].toSorted(),
      );
    } finally {
      socket.close();
    }
  });

  it('accepts new_order_backend / order_update_backend from clients and relays nothing', async () => {
    const pos = await server.signInAs({ scope: ['POS'] });
    const kitchen = await server.signInAs({ scope: ['KITCHEN'] });
    const posSocket = await connectSocket(server.baseUrl, pos.client);
    const kitchenSocket = await connectSocket(server.baseUrl, kitchen.client);
    try {
      const received: string[] = [];
      kitchenSocket.onAny((event) => received.push(event));
      posSocket.emit('new_order_backend', { tokenNo: 1, orderId: 1 });
      posSocket.emit('order_update_backend');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received).toEqual([]);
      expect(posSocket.connected).toBe(true);
    } finally {
      posSocket.close();
      kitchenSocket.close();
    }
  });

  it('the broadcaster reaches a room', async () => {
    const { client } = await server.signInAs({ scope: ['PUBLIC_DISPLAY'] });
    const socket = await connectSocket(server.baseUrl, client);
    try {
      const update = new Promise((resolve) => socket.once('order_update', resolve));
      server.brigade.broadcaster.emit(ROOMS.display, 'order_update', { orderIds: [7] });
      expect(await update).toEqual({ orderIds: [7] });
    } finally {
      socket.close();
    }
  });

  it('sign-out disconnects the sockets of that device', async () => {
    const { client } = await server.signInAs({ scope: ['POS'] });
    const socket = await connectSocket(server.baseUrl, client);
    const disconnected = waitForDisconnect(socket);
    expect((await client.post('/api/v1/auth/signout')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });
});
