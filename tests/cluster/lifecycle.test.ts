// A node's life on a shared database. Nodes started together migrate and set up the store once;
// /health and /ready tell a load balancer what it needs; SIGTERM stops a node gracefully (orders in flight
// are answered and announced to the other node, its stations are told to reconnect elsewhere); a node
// started again joins the others.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../server/db/migrations';
import { countSettingsRows } from '../../server/db/repositories/settings.repository';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import type { TestClient } from '../support/httpClient';
import {
  type BrigadeNode,
  type Cluster,
  connectStation,
  eventually,
  hasPostgres,
  record,
  sameSessionOn,
  sleep,
  spawnNode,
  startCluster,
  TEST_APPLICATION_NAME,
  waitForEvent,
} from './support/cluster';

type NewOrder = { tokenNo: number; orderId: number };

let cluster: Cluster;
let a: BrigadeNode;
let b: BrigadeNode;
let menu: PosMenu | undefined;
let restarted: BrigadeNode;

describe.skipIf(!hasPostgres)('node lifecycle on one database', () => {
  beforeAll(async () => {
    // Both processes start at the same moment on a new database, with the demo store on.
    cluster = await startCluster(2, { SEED_DEMO: '1' });
    [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
  });
  afterAll(() => cluster?.close());

  it('two nodes started together on a new database: one migrates and creates the admin and the store, once', async () => {
    for (const node of [a, b]) await eventually(() => node.output().includes('Brigade is running'), `${node.name} printed nothing`);
    expect(nodesSaying([a, b], 'Migrations applied:')).toBe(1);
    expect(nodesSaying([a, b], 'Administrator account created')).toBe(1);
    expect(nodesSaying([a, b], 'Demo store "Brigade Bistro" created.')).toBe(1);

    const migrations = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(cluster.db);
    expect(migrations.rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor('postgres')));
    expect(await cluster.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'admin' }]);
    expect(await cluster.db.selectFrom('store_settings').select('store_name').execute()).toEqual([{ store_name: 'Brigade Bistro' }]);
    expect(await countSettingsRows(cluster.db)).toMatchObject({ storeTables: 6, categories: 4, taxes: 2, paymentTypes: 3 });
  });

  it('/health and /ready answer 200 on every node when it can serve', async () => {
    for (const node of [a, b]) {
      const health = await node.client().get('/health');
      expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: { status: 'ok' } });
      const ready = await node.client().get('/ready');
      expect({ status: ready.status, body: ready.body }).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', realtime: 'ok' } },
      });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/ready answers 503 naming a migration the database has not run, and 200 again once it has', async () => {
    const last = Object.keys(migrationsFor('postgres')).at(-1) ?? '';
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from schema_migrations where name = ${last}`.execute(
      cluster.db,
    );
    const stored = row.rows[0];
    expect(stored).toBeDefined();
    await sql`delete from schema_migrations where name = ${last}`.execute(cluster.db);
    try {
      for (const node of [a, b]) {
        const ready = await node.client().get('/ready');
        expect({ status: ready.status, body: ready.body }).toEqual({
          status: 503,
          body: { status: 'not ready', checks: { database: 'ok', migrations: `pending: ${last}`, realtime: 'ok' } },
        });
        // Alive all the same: liveness does not depend on the database.
        expect((await node.client().get('/health')).status).toBe(200);
      }
    } finally {
      await sql`insert into schema_migrations (name, timestamp) values (${stored?.name}, ${stored?.timestamp})`.execute(cluster.db);
    }
    for (const node of [a, b]) expect((await node.client().get('/ready')).status).toBe(200);
  });

  it('PostgreSQL drops every connection of both nodes: they stay up, and once they hear each other again their stations reconnect and hear orders', async () => {
    await ensureMenu();
    const cook = await cluster.createUser({ scope: ['KITCHEN'] });
    const pos = await cluster.signInAs(a, { scope: ['POS'] });
    const kitchens = [
      await connectStation(a.baseUrl, await cluster.signIn(a, cook.user.username, cook.password)),
      await connectStation(b.baseUrl, await cluster.signIn(b, cook.user.username, cook.password)),
    ];
    try {
      const toldToReconnect = kitchens.map((kitchen) => waitForEvent(kitchen, 'disconnect', 60_000));
      // What a PostgreSQL restart or failover does to the nodes' connections (the test keeps its own).
      const cut = await sql<{ count: number }>`
        select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and application_name <> ${TEST_APPLICATION_NAME}`.execute(
        cluster.db,
      );
      expect(cut.rows[0]?.count).toBeGreaterThanOrEqual(4);

      // The realtime connections come back by themselves; then each node sends its stations to reconnect
      // (and reload), since whatever the other node emitted in between never reached them.
      expect(await Promise.all(toldToReconnect)).toEqual(['io server disconnect', 'io server disconnect']);
      for (const node of [a, b]) {
        await eventually(() => node.isRunning(), `${node.name} stopped`);
        await waitForStatus(node, 200);
      }
      const kitchenB = await connectStation(b.baseUrl, await cluster.signIn(b, cook.user.username, cook.password));
      kitchens.push(kitchenB);
      const heard = record<NewOrder>(kitchenB, 'new_order');
      const placed = await pos.client.post('/api/v1/pos/create-order', { cart: [cartLine((await ensureMenu()).tea.id)] });
      expect(placed.status).toBe(200);
      await eventually(() => heard.some((order) => order.orderId === placed.body.orderId), 'the kitchen on B missed an order placed on A');
    } finally {
      for (const kitchen of kitchens) kitchen.close();
    }
  });

  it('SIGTERM: the node answers the orders in flight, closes its sockets, and its last orders reach the other node’s stations', async () => {
    await ensureMenu();
    const pos = await cluster.signInAs(b, { scope: ['POS'] });
    const cook = await cluster.createUser({ scope: ['KITCHEN'] });
    const kitchenA = await connectStation(a.baseUrl, await cluster.signIn(a, cook.user.username, cook.password));
    const kitchenB = await connectStation(b.baseUrl, await cluster.signIn(b, cook.user.username, cook.password));
    const heardOnA = record<NewOrder>(kitchenA, 'new_order');
    const closedOnB = waitForEvent(kitchenB, 'disconnect');
    const before = new Set((await cluster.db.selectFrom('orders').select('id').execute()).map((row) => row.id));
    try {
      // 30 orders at once on B; SIGTERM as soon as the first is answered, while the others are in flight.
      const sends = Array.from({ length: 30 }, () => outcome(pos.client));
      const exited = Promise.race(sends).then(() => b.stop());
      const outcomes = await Promise.all(sends);

      expect(await exited).toEqual({ code: 0, signal: null });
      expect(await closedOnB).toBe('io server disconnect');
      // Each order was answered (200), or turned away before it ran: 503 while closing, a refused
      // connection, or one reset while still waiting to be accepted. None was cut off midway: every
      // acknowledged order is stored and nothing else is; the kitchen on A heard each of them.
      for (const result of outcomes) expect(['200', '503', 'refused', 'reset']).toContain(result.kind);
      const acknowledged = outcomes.flatMap((result) => (result.order ? [result.order] : []));
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = (await cluster.db.selectFrom('orders').select('id').execute()).map((row) => row.id).filter((id) => !before.has(id));
      expect(stored.sort((x, y) => x - y)).toEqual(acknowledged.map((order) => order.orderId).sort((x, y) => x - y));
      await eventually(
        () => heardOnA.length === acknowledged.length,
        `kitchen on A heard ${heardOnA.length} of ${acknowledged.length} orders`,
      );
      expect(heardOnA).toEqual(expect.arrayContaining(acknowledged));
      expect(kitchenA.connected).toBe(true);
    } finally {
      kitchenA.close();
      kitchenB.close();
    }
  });

  it('a node started again on the same database joins in: its stations hear orders placed on the other', async () => {
    restarted = await spawnNode({ name: 'B2', databaseUrl: cluster.database.url, port: b.port, env: { SHUTDOWN_DRAIN_MS: '4000' } });
    cluster.nodes.push(restarted);
    await restarted.waitReady();
    expect(restarted.output()).not.toContain('Migrations applied:');

    const cook = await cluster.signInAs(restarted, { scope: ['KITCHEN'] });
    const kitchen = await connectStation(restarted.baseUrl, cook.client);
    const node = restarted;
    try {
      const heard = record<NewOrder>(kitchen, 'new_order');
      const pos = await cluster.signInAs(a, { scope: ['POS'] });
      const placed = await pos.client.post('/api/v1/pos/create-order', { cart: [cartLine((await ensureMenu()).tea.id)] });
      expect(placed.status).toBe(200);
      await eventually(() => heard.some((order) => order.orderId === placed.body.orderId), 'the restarted node’s kitchen missed the order');
      expect(heard).toEqual([{ tokenNo: placed.body.tokenNo, orderId: placed.body.orderId }]);
      expect((await sameSessionOn(pos.client, node).get('/api/v1/orders')).status).toBe(200);
    } finally {
      kitchen.close();
    }
  });

  it('with SHUTDOWN_DRAIN_MS, SIGTERM first turns /ready to 503 while the node still serves, then stops', async () => {
    const node = restarted;
    const pos = await cluster.signInAs(node, { scope: ['POS'] });
    const cook = await cluster.signInAs(node, { scope: ['KITCHEN'] });
    const kitchen = await connectStation(node.baseUrl, cook.client);
    try {
      const closed = waitForEvent(kitchen, 'disconnect', 30_000);
      const exited = node.stop();
      // The signal takes a moment to arrive: poll until /ready changes.
      let ready = await node.client().get('/ready');
      for (let tries = 0; ready.status === 200 && tries < 100; tries += 1) {
        await sleep(50);
        ready = await node.client().get('/ready');
      }
      expect({ status: ready.status, body: ready.body }).toEqual({ status: 503, body: { status: 'shutting down', checks: {} } });
      // Still serving while the balancer takes it out: orders go through, the station stays connected,
      // and a new station is sent elsewhere (its handshake is refused).
      expect((await node.client().get('/health')).status).toBe(200);
      const placed = await pos.client.post('/api/v1/pos/create-order', { cart: [cartLine((await ensureMenu()).tea.id)] });
      expect(placed.status).toBe(200);
      expect(kitchen.connected).toBe(true);
      await expect(connectStation(node.baseUrl, cook.client)).rejects.toThrow('server shutting down');

      expect(await closed).toBe('io server disconnect');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      kitchen.close();
    }
  });
});

async function outcome(client: TestClient): Promise<{ kind: string; order?: NewOrder }> {
  try {
    const response = await client.post('/api/v1/pos/create-order', { cart: [cartLine((await ensureMenu()).tea.id)] });
    if (response.status !== 200) return { kind: String(response.status) };
    return { kind: '200', order: { tokenNo: response.body.tokenNo, orderId: response.body.orderId } };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const kinds: Record<string, string> = { ECONNREFUSED: 'refused', ECONNRESET: 'reset', UND_ERR_SOCKET: 'reset' };
    return { kind: kinds[code ?? ''] ?? `network error ${code ?? String(error)}` };
  }
}

/** How many of the nodes printed `text`. */
function nodesSaying(nodes: readonly BrigadeNode[], text: string): number {
  return nodes.filter((node) => node.output().includes(text)).length;
}

async function ensureMenu(): Promise<PosMenu> {
  menu ??= await createPosMenu(cluster.db);
  return menu;
}

async function waitForStatus(node: BrigadeNode, status: number): Promise<void> {
  let ready = await node.client().get('/ready');
  for (let tries = 0; ready.status !== status && tries < 200; tries += 1) {
    await sleep(100);
    ready = await node.client().get('/ready');
  }
  expect(ready.status).toBe(status);
}
