// Two nodes behind the balancer `npm run cluster` uses (scripts/loadBalancer.ts). Stations work
// through it over WebSocket or long-polling (sticky on socket.io only); killing one node with kill -9 in
// the middle of a stream of orders loses no acknowledged order, the other node keeps serving, and the
// stations reconnect to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadBalancer, type LoadBalancer, STICKY_COOKIE } from '../../scripts/loadBalancer';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import { TestClient } from '../support/httpClient';
import type { TestSocket } from '../support/sockets';
import {
  type BrigadeNode,
  type Cluster,
  connectStation,
  eventually,
  hasPostgres,
  record,
  sleep,
  startCluster,
  waitForEvent,
} from './support/cluster';

type NewOrder = { tokenNo: number; orderId: number };

let cluster: Cluster;
let a: BrigadeNode;
let b: BrigadeNode;
let balancer: LoadBalancer;
let baseUrl: string;
let menu: PosMenu;
let pos: TestClient;
let cook: TestClient;
const balancerLog: string[] = [];

describe.skipIf(!hasPostgres)('two nodes behind the load balancer', () => {
  beforeAll(async () => {
    cluster = await startCluster(2, { TRUST_PROXY: '127.0.0.1' });
    [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
    balancer = createLoadBalancer({
      backends: [
        { id: 'n1', url: a.baseUrl },
        { id: 'n2', url: b.baseUrl },
      ],
      healthIntervalMs: 500,
      log: (line) => balancerLog.push(line),
    });
    baseUrl = `http://127.0.0.1:${await balancer.listen(0, '127.0.0.1')}`;
    await balancer.checkNow();
    if (balancer.readyNodes().length !== 2) throw new Error(`the balancer sees ${balancer.readyNodes().join(', ')} ready`);
    menu = await createPosMenu(cluster.db);
    const posUser = await cluster.createUser({ scope: ['POS'] });
    const cookUser = await cluster.createUser({ scope: ['KITCHEN'] });
    pos = await signInThroughBalancer(posUser.user.username, posUser.password);
    cook = await signInThroughBalancer(cookUser.user.username, cookUser.password);
  });
  afterAll(async () => {
    await balancer?.close();
    await cluster?.close();
  });

  it('orders go to both nodes, and stations on WebSocket or long-polling hear every one through the balancer', async () => {
    const overWebSocket = await connectStation(baseUrl, cook);
    // Long-polling is a series of requests: it needs the balancer's sticky cookie, kept as a browser keeps it.
    const overPolling = await connectStation(baseUrl, cook, { transports: ['polling'], withCredentials: true });
    const sockets = [overWebSocket, overPolling];
    try {
      const heard = sockets.map((socket) => record<NewOrder>(socket, 'new_order'));
      const drops = sockets.map(() => 0);
      sockets.forEach((socket, index) => socket.on('disconnect', () => (drops[index] = (drops[index] ?? 0) + 1)));

      const placed: NewOrder[] = [];
      const servedBy = new Set<string>();
      for (let index = 0; index < 10; index += 1) {
        const response = await pos.post('/api/v1/pos/create-order', { cart: [cartLine(menu.tea.id)] });
        expect(response.status).toBe(200);
        servedBy.add(response.headers.get('x-brigade-node') ?? '');
        placed.push({ tokenNo: response.body.tokenNo, orderId: response.body.orderId });
      }
      expect([...servedBy].sort()).toEqual(['n1', 'n2']);

      for (const got of heard) {
        await eventually(() => got.length >= placed.length, `a station heard ${got.length} of ${placed.length} orders`);
        // Each once; events from two nodes need not arrive in the order the orders were placed.
        expect(got.toSorted((x, y) => x.orderId - y.orderId)).toEqual(placed);
      }
      expect(overPolling.io.engine.transport.name).toBe('polling');
      expect(drops).toEqual([0, 0]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('kill -9 of one node under load: no acknowledged order is lost, the other serves on, stations reconnect to it', async () => {
    const ordersBefore = await cluster.db.selectFrom('orders').select('id').execute();
    // The kitchen is pinned to node B (n2) by the balancer's cookie, as after a long-polling handshake there.
    const kitchen: TestSocket = await connectStation(baseUrl, cook, { reconnection: true, extraCookie: `${STICKY_COOKIE}=n2` });
    const heard = record<NewOrder>(kitchen, 'new_order');
    let connects = 0;
    kitchen.on('connect', () => (connects += 1));
    const dropped = waitForEvent(kitchen, 'disconnect', 60_000);
    try {
      // Four tills send orders without pause, each with its own Idempotency-Key, retried with the same key
      // after a network error or a 5xx, as the POS does.
      const acknowledged: Array<NewOrder & { key: string }> = [];
      let killedAt = -1;
      const load = { isRunning: true };
      let keyCounter = 0;
      const till = async (name: string) => {
        while (load.isRunning) {
          keyCounter += 1;
          const key = `${name}-${keyCounter}`;
          acknowledged.push({ key, ...(await placeUntilAcknowledged(key)) });
        }
      };
      const killer = (async () => {
        await eventually(() => acknowledged.length >= 10, 'no orders were acknowledged before the kill', 60_000);
        killedAt = acknowledged.length;
        expect(await b.kill()).toEqual({ code: null, signal: 'SIGKILL' });
        await eventually(() => acknowledged.length >= killedAt + 30, 'orders stopped after the kill', 60_000);
        load.isRunning = false;
      })();
      await Promise.all([killer, till('till1'), till('till2'), till('till3'), till('till4')]);

      // Every acknowledged order is stored once (retries made none twice), with its own token.
      const stored = await cluster.db.selectFrom('orders').select(['id', 'token_no']).execute();
      const storedIds = stored.map((row) => row.id).filter((id) => !ordersBefore.some((row) => row.id === id));
      expect(storedIds.sort((x, y) => x - y)).toEqual(acknowledged.map((order) => order.orderId).sort((x, y) => x - y));
      expect(new Set(acknowledged.map((order) => order.key)).size).toBe(acknowledged.length);
      expect(new Set(stored.map((row) => row.token_no)).size).toBe(stored.length);

      // The balancer took B out; the kitchen was dropped and reconnected through it, to A.
      expect(balancer.readyNodes()).toEqual(['n1']);
      expect(await dropped).toBe('transport close');
      await eventually(() => kitchen.connected && connects >= 1, 'the kitchen did not reconnect', 60_000);
      const after = await pos.post('/api/v1/pos/create-order', { cart: [cartLine(menu.tea.id)] });
      expect(after.status).toBe(200);
      expect(after.headers.get('x-brigade-node')).toBe('n1');
      await eventually(() => heard.some((order) => order.orderId === after.body.orderId), 'the reconnected kitchen missed a new order');
      // What the kitchen screen refetches on reconnecting: every acknowledged order, through the balancer.
      const board = await cook.get('/api/v1/kitchen');
      expect(board.status).toBe(200);
      const onBoard = (board.body as Array<{ orders: Array<{ id: number }> }>).flatMap((group) => group.orders.map((order) => order.id));
      for (const order of acknowledged) expect(onBoard).toContain(order.orderId);
    } finally {
      kitchen.close();
    }
  });
});

async function signInThroughBalancer(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/v1/auth/signin', { username, password });
  expect(response.status).toBe(200);
  return client;
}

async function placeUntilAcknowledged(key: string): Promise<NewOrder> {
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    try {
      const response = await pos.post(
        '/api/v1/pos/create-order',
        { cart: [cartLine(menu.tea.id)] },
        { headers: { 'idempotency-key': key } },
      );
      if (response.status === 200) return { tokenNo: response.body.tokenNo, orderId: response.body.orderId };
      if (response.status < 500) throw new Error(`order ${key} refused: ${response.status} ${response.text}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(`order ${key} refused`)) throw error;
      // network error: the node died with the request; retry with the same key
    }
    await sleep(100);
  }
  throw new Error(`order ${key} was never acknowledged`);
}
