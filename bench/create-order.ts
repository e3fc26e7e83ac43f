// Create-order throughput and latency under load, and create-order → kitchen `new_order`
// latency while orders flow. The server runs as its own process (`tsx server/main.ts`, as `npm start`
// does, so the load generator never shares its event loop), on a fresh SQLite file (WAL,
// synchronous=FULL) or, with TEST_DATABASE_URL, a fresh PostgreSQL database.
//
// Phase 1 (throughput): C concurrent clients (16) each send a 3-line takeaway cart with its own
// Idempotency-Key, back to back, for D seconds. Prints orders/s and p50/p95/p99 of the HTTP answer.
// Phase 2 (kitchen latency): orders paced at R/s (300) for D seconds while a kitchen socket listens;
// for each order, the time from sending create-order to the kitchen hearing its `new_order`.
// Usage: npx tsx bench/create-order.ts [--sqlite-only|--postgres-only] [--seconds=10] [--clients=16] [--rate=300] [--profile]
// --profile runs the server with --cpu-prof and prints the top functions by self time, grouped by component.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { Client } from 'pg';
import { describeHostCheck, hostCheckMs } from './support/hostCheck';
import { summarizeLatency } from './support/latency';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = option('seconds', 10);
const CLIENTS = option('clients', 16);
const RATE = option('rate', 300);
const isProfiling = args.includes('--profile');
const ADMIN_PASSWORD = 'bench-admin-password';
const SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghijklmnop';

interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string, profileDir: string | null): Promise<RunningServer> {
  const nodeArgs = ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'server/main.ts'];
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD,
      SESSION_SECRET,
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Brigade is running on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  // Keep draining the request log so the pipe never blocks the server.
  child.stdout?.resume();
  return {
    baseUrl,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

interface MenuItem {
  id: number;
  variants?: Array<{ id: number }>;
  addons?: Array<{ id: number }>;
}

/** A 3-line takeaway cart from the demo menu: one line with a variant and an addon where the menu has them. */
async function threeLineCart(baseUrl: string, cookie: string): Promise<unknown[]> {
  const response = await fetch(`${baseUrl}/api/v1/pos/init`, { headers: { cookie } });
  const init = (await response.json()) as { menuItems: MenuItem[] };
  const items = init.menuItems.slice(0, 3);
  if (items.length < 3) throw new Error('the demo menu has fewer than 3 items');
  return items.map((item, index) => ({
    id: item.id,
    quantity: index + 1,
    variant_id: index === 0 ? (item.variants?.[0]?.id ?? null) : null,
    addons_ids: index === 0 && item.addons?.[0] ? [item.addons[0].id] : [],
    notes: null,
  }));
}

function createOrder(baseUrl: string, cookie: string, cart: unknown[]): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/pos/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ cart, deliveryType: 'takeaway', customerType: 'WALKIN' }),
  });
}

/** CPU time (user + system, ms) the server process has used so far: robust to a busy machine, unlike wall time. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function throughput(baseUrl: string, cookie: string, cart: unknown[], pid: number) {
  const cpuBefore = cpuMs(pid);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        const response = await createOrder(baseUrl, cookie, cart);
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - start);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuPerOrderMs = Math.round(((cpuMs(pid) - cpuBefore) / Math.max(1, latencies.length)) * 100) / 100;
  return { ordersPerSecond: Math.round(latencies.length / elapsed), failures, latency: summarizeLatency(latencies), cpuPerOrderMs };
}

async function kitchenLatency(baseUrl: string, cookie: string, cart: unknown[]) {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie, origin: baseUrl }, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heardAt = new Map<number, number>();
  const sentAt = new Map<number, number>();
  socket.on('new_order', (payload: { orderId: number }) => heardAt.set(payload.orderId, performance.now()));
  const total = RATE * SECONDS;
  const intervalMs = 1000 / RATE;
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  let failures = 0;
  for (let index = 0; index < total; index += 1) {
    const due = startedAt + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const start = performance.now();
    inFlight.push(
      createOrder(baseUrl, cookie, cart).then(async (response) => {
        const body = (await response.json()) as { orderId?: number };
        if (response.status === 200 && body.orderId) sentAt.set(body.orderId, start);
        else failures += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.close();
  const achievedRate = Math.round(total / ((performance.now() - startedAt - 500) / 1000));
  const latencies: number[] = [];
  let missed = 0;
  for (const [orderId, start] of sentAt) {
    const heard = heardAt.get(orderId);
    if (heard === undefined) missed += 1;
    else latencies.push(heard - start);
  }
  return { targetRate: RATE, achievedRate, failures, missed, latency: summarizeLatency(latencies) };
}

/** Top self-time functions of the server's CPU profile, grouped by the package or folder they live in. */
function profileSummary(profileDir: string): string[] {
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return ['(no profile written)'];
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; hitCount?: number }>;
  };
  const byComponent = new Map<string, number>();
  let totalHits = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    totalHits += hits;
    const url = node.callFrame.url;
    const name = node.callFrame.functionName;
    let component: string;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') component = name;
    else if (!url) component = `(native) ${name || 'anonymous'}`;
    else if (url.includes('node_modules'))
      component =
        url
          .split('node_modules/')
          .at(-1)
          ?.split('/')
          .slice(0, url.includes('/@') ? 2 : 1)
          .join('/') ?? url;
    else if (url.startsWith('node:')) component = url;
    else component = path.relative(process.cwd(), new URL(url).pathname).split('/').slice(0, 2).join('/');
    byComponent.set(component, (byComponent.get(component) ?? 0) + hits);
  }
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const key = `${node.callFrame.functionName || 'anonymous'} ${node.callFrame.url.split('/').slice(-2).join('/')}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  const percent = (hits: number) => ((hits / totalHits) * 100).toFixed(1).padStart(5);
  return [
    ...[...byComponent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([component, hits]) => `  ${percent(hits)}%  ${component}`),
    '  top functions by self time:',
    ...[...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, hits]) => `  ${percent(hits)}%  ${name}`),
  ];
}

async function run(label: string, databaseUrl: string, cleanup: () => Promise<void>) {
  const hostBefore = hostCheckMs();
  const profileDir = isProfiling ? fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-profile-')) : null;
  const server = await startServer(databaseUrl, profileDir);
  try {
    const cookie = await signIn(server.baseUrl);
    const cart = await threeLineCart(server.baseUrl, cookie);
    // Warm up the JIT and the connection pool.
    for (let index = 0; index < 200; index += 1) await (await createOrder(server.baseUrl, cookie, cart)).arrayBuffer();
    const load = await throughput(server.baseUrl, cookie, cart, server.process.pid ?? 0);
    const kitchen = await kitchenLatency(server.baseUrl, cookie, cart);
    console.log(`\n${label}`);
    console.log(
      `  create-order, ${CLIENTS} clients, ${SECONDS} s: ${load.ordersPerSecond} orders/s   p50 ${load.latency.p50} ms   p95 ${load.latency.p95} ms   p99 ${load.latency.p99} ms   worst ${load.latency.worst} ms   (${load.latency.count} orders, ${load.failures} failed; server CPU ${load.cpuPerOrderMs} ms/order)`,
    );
    console.log(
      `  create-order → kitchen new_order at ${kitchen.targetRate}/s (achieved ${kitchen.achievedRate}/s): p50 ${kitchen.latency.p50} ms   p95 ${kitchen.latency.p95} ms   p99 ${kitchen.latency.p99} ms   worst ${kitchen.latency.worst} ms   (${kitchen.latency.count} heard, ${kitchen.missed} missed, ${kitchen.failures} failed)`,
    );
    console.log(`  ${describeHostCheck(hostBefore, hostCheckMs())}`);
  } finally {
    await server.stop();
    if (profileDir) {
      console.log('  server CPU profile, self time by component:');
      for (const line of profileSummary(profileDir)) console.log(line);
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
    await cleanup();
  }
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores; server: tsx server/main.ts as its own process, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}`,
);

if (!args.includes('--postgres-only')) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  await run('SQLite (WAL, synchronous=FULL)', `sqlite:${path.join(dir, 'bench.sqlite')}`, async () =>
    fs.rmSync(dir, { recursive: true, force: true }),
  );
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!args.includes('--sqlite-only') && postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) {
  const name = `brigade_bench_${Date.now()}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  await run('PostgreSQL', url.toString(), async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
} else if (!args.includes('--sqlite-only')) {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run it)');
}
