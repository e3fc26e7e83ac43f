// Spec 7 Realtime on two nodes: what one node emits reaches the stations on the other through
// socket.io's PostgreSQL adapter, once; scope changes move, and device removals close, the sockets a user
// has on every node.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/domain/access/scopes';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import type { TestClient } from '../support/httpClient';
import type { TestSocket } from '../support/sockets';
import {
  ADMIN,
  type BrigadeNode,
  type Cluster,
  connectStation,
  eventually,
  hasPostgres,
  record,
  sameSessionOn,
  startCluster,
  waitForEvent,
} from './support/cluster';

type NewOrder = { tokenNo: number; orderId: number };
type OrderUpdate = { orderIds: number[] };

let cluster: Cluster;
let a: BrigadeNode;
let b: BrigadeNode;
let menu: PosMenu;
let posOnA: TestClient;
let posOnB: TestClient;
let adminOnA: TestClient;
const sockets: TestSocket[] = [];

describe.skipIf(!hasPostgres)('realtime across two nodes', () => {
  beforeAll(async () => {
    cluster = await startCluster(2);
    [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
    menu = await createPosMenu(cluster.db);
    const pos = await cluster.signInAs(a, { scope: ['POS'] });
    posOnA = pos.client;
    posOnB = sameSessionOn(pos.client, b);
    adminOnA = await cluster.signIn(a, ADMIN.username, ADMIN.password);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => cluster?.close());

  it('an order placed on either node reaches the kitchen, Orders screen and board on both nodes, each once', async () => {
    const stations = [
      await station(a, ['KITCHEN']),
      await station(b, ['KITCHEN']),
      await station(a, ['ORDERS']),
      await station(b, ['ORDERS']),
      await station(a, ['PUBLIC_DISPLAY']),
      await station(b, ['PUBLIC_DISPLAY']),
    ];

    const placed: NewOrder[] = [];
    for (let round = 0; round < 5; round += 1) {
      placed.push(await placeOn(posOnA), await placeOn(posOnB));
    }
    // Then one more on each node: each node's events arrive in order, so once these are in, any
    // duplicate of the earlier ones would be in too.
    const last = [await placeOn(posOnA), await placeOn(posOnB)];
    const all = [...placed, ...last];
    for (const { newOrders } of stations) {
      await eventually(
        () => last.every((order) => newOrders.some((got) => got.orderId === order.orderId)),
        'the last orders did not arrive',
      );
    }

    for (const { newOrders } of stations) {
      expect(newOrders).toHaveLength(all.length);
      expect(new Set(newOrders.map((got) => got.orderId)).size).toBe(all.length);
      for (const order of all) expect(newOrders).toContainEqual(order);
    }
  });

  it('a burst of orders placed at once on one node reaches the kitchens on both nodes in the same order, each once', async () => {
    const kitchens = [await station(a, ['KITCHEN']), await station(b, ['KITCHEN'])];
    // At once, so this node's new_order events leave several to a NOTIFY (server/realtime/notifyBatch.ts).
    const placed = await Promise.all(Array.from({ length: 40 }, () => placeOn(posOnA)));

    for (const { newOrders } of kitchens) {
      await eventually(() => newOrders.length >= placed.length, 'not every order of the burst arrived');
    }
    const [onA, onB] = kitchens.map(({ newOrders }) => newOrders.map((got) => got.orderId));
    expect(new Set(onA).size).toBe(placed.length);
    expect(onB).toEqual(onA);
  });

  it('an order change made on one node sends order_update to the stations on both nodes, once', async () => {
    const kitchenA = await station(a, ['KITCHEN']);
    const displayB = await station(b, ['PUBLIC_DISPLAY']);
    const ordersB = await station(b, ['ORDERS']);
    const cookOnB = (await cluster.signInAs(b, { scope: ['KITCHEN'] })).client;
    const order = await placeOn(posOnA);

    // The kitchen (on B) starts the order; the Orders screen (on A) cancels another: each change is one update everywhere.
    expect((await cookOnB.post(`/api/v1/kitchen/${order.orderId}/kitchen-status`, { status: 'almostready' })).status).toBe(200);
    const other = await placeOn(posOnB);
    expect((await posOnA.post('/api/v1/orders/cancel', { orderIds: [other.orderId] })).status).toBe(200);
    const barrier = await placeOn(posOnA);

    for (const { newOrders, updates } of [kitchenA, displayB, ordersB]) {
      await eventually(() => newOrders.some((got) => got.orderId === barrier.orderId), 'the barrier order did not arrive');
      await eventually(() => updates.length >= 2, 'order_update did not arrive');
      expect(updates).toEqual(expect.arrayContaining([{ orderIds: [order.orderId] }, { orderIds: [other.orderId] }]));
      expect(updates).toHaveLength(2);
    }
  });

  it('a scope change made on A moves the user’s sockets on both nodes to the rooms of the new scopes', async () => {
    const user = await cluster.signInAs(a, { scope: ['SETTINGS'] });
    const onA = await listen(a, user.client);
    const onB = await listen(b, user.client);
    const kitchenA = await station(a, ['KITCHEN']);
    const kitchenB = await station(b, ['KITCHEN']);
    // A node delivers an emit to its own sockets once it has handed it to PostgreSQL for the others, a
    // moment after the HTTP answer: wait until the kitchens on both nodes have it before changing scopes.
    const delivered = (order: NewOrder) =>
      eventually(
        () => [kitchenA, kitchenB].every(({ newOrders }) => newOrders.some((got) => got.orderId === order.orderId)),
        'a kitchen missed an order',
      );
    const setScope = async (userScopes: Permission[]) => {
      const response = await adminOnA.post(`/api/v1/users/update/${user.user.username}`, {
        name: user.user.name,
        userScopes,
      });
      expect(response.status).toBe(200);
    };

    // No order scope: nothing. Given KITCHEN: the next order reaches both of the user's sockets.
    const before = await placeOn(posOnA);
    await delivered(before);
    await setScope(['KITCHEN']);
    const granted = await placeOn(posOnA);
    await eventually(
      () => [onA, onB].every(({ newOrders }) => newOrders.length > 0),
      'the user’s sockets got no order after KITCHEN was granted',
    );

    // KITCHEN taken away: the order placed then reaches another kitchen on B but not the user's sockets;
    // given back, the next one reaches them again (and, on the same socket, after anything earlier).
    await setScope(['SETTINGS']);
    const revoked = await placeOn(posOnA);
    await delivered(revoked);
    await setScope(['KITCHEN']);
    const regranted = await placeOn(posOnA);
    await eventually(
      () => [onA, onB].every(({ newOrders }) => newOrders.some((got) => got.orderId === regranted.orderId)),
      'the user’s sockets got no order after KITCHEN was given back',
    );

    for (const { newOrders } of [onA, onB]) {
      expect(newOrders.map((got) => got.orderId)).toEqual([granted.orderId, regranted.orderId]);
    }
    expect(kitchenB.newOrders.map((got) => got.orderId)).toEqual([before.orderId, granted.orderId, revoked.orderId, regranted.orderId]);
  });

  it('removing a device on A closes its sockets on both nodes, and its session stops working on B', async () => {
    const { user, password } = await cluster.createUser({ scope: ['KITCHEN'] });
    const tablet = await cluster.signIn(b, user.username, password);
    const laptop = await cluster.signIn(a, user.username, password);
    const tabletOnA = await listen(a, tablet);
    const tabletOnB = await listen(b, tablet);
    const laptopOnB = await listen(b, laptop);

    const devices = (await laptop.get('/api/v1/auth/devices')).body.devices as Array<{ device_id: string; isMyDevice: boolean }>;
    const tabletDevice = devices.find((device) => !device.isMyDevice);
    expect(devices).toHaveLength(2);
    const closedOnA = waitForEvent(tabletOnA.socket, 'disconnect');
    const closedOnB = waitForEvent(tabletOnB.socket, 'disconnect');
    expect((await laptop.post('/api/v1/auth/remove-device', { device_id: tabletDevice?.device_id })).status).toBe(200);

    expect(await closedOnA).toBe('io server disconnect');
    expect(await closedOnB).toBe('io server disconnect');
    expect((await sameSessionOn(tablet, b).get('/api/v1/auth/devices')).status).toBe(401);
    // The laptop's own socket on B is untouched and still hears orders.
    const order = await placeOn(posOnA);
    await eventually(() => laptopOnB.newOrders.some((got) => got.orderId === order.orderId), 'the remaining device missed an order');
    expect(laptopOnB.socket.connected).toBe(true);
  });

  it('signing out on A closes that session’s sockets on B', async () => {
    const { client } = await cluster.signInAs(a, { scope: ['ORDERS'] });
    const onB = await listen(b, client);
    const closed = waitForEvent(onB.socket, 'disconnect');
    expect((await client.post('/api/v1/auth/signout')).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

async function listen(node: BrigadeNode, client: TestClient) {
  const socket = await connectStation(node.baseUrl, sameSessionOn(client, node));
  sockets.push(socket);
  return { socket, newOrders: record<NewOrder>(socket, 'new_order'), updates: record<OrderUpdate>(socket, 'order_update') };
}

async function placeOn(client: TestClient): Promise<NewOrder> {
  const response = await client.post('/api/v1/pos/create-order', { cart: [cartLine(menu.tea.id)] });
  expect(response.status).toBe(200);
  return { tokenNo: response.body.tokenNo, orderId: response.body.orderId };
}

async function station(node: BrigadeNode, scope: readonly Permission[]) {
  const { client } = await cluster.signInAs(node, { scope });
  return listen(node, client);
}
