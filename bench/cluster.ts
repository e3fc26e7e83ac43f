// Brigade on one node and on two nodes, side by side, on PostgreSQL. Real server processes
// (`node --import tsx server/main.ts`, as `npm run serve`), each configuration on a fresh database.
//
// 1. Order → kitchen latency: N orders placed one after another through POST /api/v1/pos/create-order on
//    node A; a kitchen socket on node B (on A itself with one node) times each `new_order` from the request's
//    start. Two nodes: the event crosses PostgreSQL (LISTEN/NOTIFY through @socket.io/postgres-adapter).
//    Issue goal: p99 ≤ 50 ms on loopback.
// 2. Create-order throughput: C clients send orders back to back for D seconds, each with its own
//    Idempotency-Key; with two nodes, half the clients on each. Orders per second and the HTTP latency.
//
// Needs TEST_DATABASE_URL=postgres://… (a role that may CREATE DATABASE). The load generator runs in this
// process, on the same machine as the nodes and PostgreSQL: on a small machine they share its cores.
// Usage: npx tsx bench/cluster.ts [--orders=300] [--seconds=10] [--clients=16]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type PosMenu, cartLine, createPosMenu } from '../tests/factories/menu';
import type { TestClient } from '../tests/support/httpClient';
import type { TestSocket } from '../tests/support/sockets';
import { type Cluster, connectStation, hasPostgres, sameSessionOn, startCluster } from '../tests/cluster/support/cluster';
import { type LatencySummary, summarizeLatency } from './support/latency';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ORDERS = option('orders', 300);
const SECONDS = option('seconds', 10);
const CLIENTS = option('clients', 16);
const WARM_UP = 20;
const LATENCY_GOAL_MS = 50;

interface Result {
  nodes: number;
  kitchen: LatencySummary;
  roundTrip: LatencySummary;
  ordersPerSecond: number;
  createOrder: LatencySummary;
  failed: number;
}

if (!hasPostgres) {
  console.error('bench/cluster.ts needs TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres (it creates its own databases).');
  process.exit(1);
}

/** Nearest-rank percentiles, in ms. */

async function run(nodeCount: 1 | 2): Promise<Result> {
  console.log(`\n${nodeCount} node${nodeCount === 1 ? '' : 's'}: starting on a fresh database…`);
  const cluster = await startCluster(nodeCount);
  try {
    const a = cluster.nodes[0];
    if (!a) throw new Error('no node');
    const b = cluster.nodes[1] ?? a;
    const menu = await createPosMenu(cluster.db);
    const posUser = await cluster.createUser({ scope: ['POS'] });
    const cookUser = await cluster.createUser({ scope: ['KITCHEN'] });
    const posOnA = await cluster.signIn(a, posUser.user.username, posUser.password);
    const kitchen = await connectStation(b.baseUrl, await cluster.signIn(b, cookUser.user.username, cookUser.password));
    try {
      const latency = await measureLatency(posOnA, kitchen, menu);
      console.log(`  order → kitchen (${latency.kitchen.count} orders): p50 ${latency.kitchen.p50} ms, p99 ${latency.kitchen.p99} ms`);
      const clients = cluster.nodes.map((node) => sameSessionOn(posOnA, node));
      const load = await measureThroughput(clients, menu);
      console.log(`  create-order: ${load.ordersPerSecond} orders/s over ${SECONDS} s with ${CLIENTS} clients`);
      await checkTokens(cluster);
      return { nodes: nodeCount, ...latency, ...load };
    } finally {
      kitchen.close();
    }
  } finally {
    await cluster.close();
  }
}

async function measureLatency(pos: TestClient, kitchen: TestSocket, menu: PosMenu) {
  const heardAt = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  kitchen.on('new_order', ({ orderId }) => {
    heardAt.set(orderId, performance.now());
    waiting.get(orderId)?.();
  });
  const kitchenMs: number[] = [];
  const roundTripMs: number[] = [];
  for (let index = 0; index < WARM_UP + ORDERS; index += 1) {
    const started = performance.now();
    const response = await pos.post('/api/v1/pos/create-order', { cart: [cartLine(menu.tea.id)] });
    const answered = performance.now();
    if (response.status !== 200) throw new Error(`create-order answered ${response.status}: ${response.text}`);
    const orderId = response.body.orderId as number;
    if (!heardAt.has(orderId)) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the kitchen never heard order ${orderId}`)), 10_000);
        waiting.set(orderId, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      waiting.delete(orderId);
    }
    if (index < WARM_UP) continue;
    kitchenMs.push((heardAt.get(orderId) ?? answered) - started);
    roundTripMs.push(answered - started);
  }
  return { kitchen: summarizeLatency(kitchenMs), roundTrip: summarizeLatency(roundTripMs) };
}

async function measureThroughput(clients: readonly TestClient[], menu: PosMenu) {
  const latencies: number[] = [];
  let failed = 0;
  let keys = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async (client: TestClient) => {
    while (performance.now() < deadline) {
      keys += 1;
      const started = performance.now();
      const response = await client.post(
        '/api/v1/pos/create-order',
        {
          cart: [
            cartLine(menu.tea.id, { quantity: 2 }),
            cartLine(menu.burger.id),
            cartLine(menu.pizza.id, { variantId: menu.pizza.large }),
          ],
        },
        { headers: { 'idempotency-key': `bench-${keys}-${Math.random().toString(36).slice(2)}` } },
      );
      if (response.status === 200) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => worker(clients[index % clients.length] as TestClient)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { ordersPerSecond: Math.round(latencies.length / elapsedSeconds), createOrder: summarizeLatency(latencies), failed };
}

/** The figures mean nothing if the nodes disagreed: every token of the day once, 1 to N. */
async function checkTokens(cluster: Cluster) {
  const rows = await cluster.db.selectFrom('orders').select('token_no').orderBy('token_no').execute();
  const isContiguous = rows.every((row, index) => row.token_no === index + 1);
  if (!isContiguous) throw new Error('tokens are not unique and contiguous across the nodes');
}

const results = [await run(1), await run(2)];
const [one, two] = results as [Result, Result];
const rows: Array<[string, string, string]> = [
  ['', '1 node', '2 nodes'],
  ['order → kitchen p50 (ms)', String(one.kitchen.p50), String(two.kitchen.p50)],
  ['order → kitchen p95 (ms)', String(one.kitchen.p95), String(two.kitchen.p95)],
  ['order → kitchen p99 (ms)', String(one.kitchen.p99), String(two.kitchen.p99)],
  ['order → kitchen worst (ms)', String(one.kitchen.worst), String(two.kitchen.worst)],
  ['create-order round trip p50 (ms)', String(one.roundTrip.p50), String(two.roundTrip.p50)],
  [`create-order throughput (orders/s, ${CLIENTS} clients)`, String(one.ordersPerSecond), String(two.ordersPerSecond)],
  ['  under load p50 (ms)', String(one.createOrder.p50), String(two.createOrder.p50)],
  ['  under load p99 (ms)', String(one.createOrder.p99), String(two.createOrder.p99)],
  ['  failed requests', String(one.failed), String(two.failed)],
];
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
console.log(`\nBrigade on PostgreSQL, ${os.cpus().length} CPU cores shared by the nodes, PostgreSQL and this load generator`);
console.log(`latency: ${ORDERS} orders one at a time, the kitchen on the other node with 2 nodes; throughput: ${SECONDS} s\n`);
for (const row of rows)
  console.log(`${row[0].padEnd(widths[0] ?? 0)}  ${row[1].padStart(widths[1] ?? 0)}  ${row[2].padStart(widths[2] ?? 0)}`);
const isMet = two.kitchen.p99 <= LATENCY_GOAL_MS;
console.log(`\nCross-node order → kitchen p99 ${two.kitchen.p99} ms: ${isMet ? 'within' : 'OVER'} the ${LATENCY_GOAL_MS} ms goal.`);
process.exit(0);
