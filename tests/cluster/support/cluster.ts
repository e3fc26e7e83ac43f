// Issue 11, cluster tier: real Brigade server processes (`node --import tsx server/main.ts`, as
// `npm run serve` runs them) on one fresh PostgreSQL database, started and stopped the way an operator
// would, with ports chosen here. Every process and the database are cleaned up even when a test fails.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { type ManagerOptions, type SocketOptions, io } from 'socket.io-client';
import { type Db, openDatabase } from '../../../server/db/client';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../../shared/domain/session';
import { type CreatedUser, type UserInput, createUser } from '../../factories/users';
import { TestClient } from '../../support/httpClient';
import type { TestSocket } from '../../support/sockets';
import { type TestDatabase, createTestDatabase, isPostgresUrl } from '../../support/testDatabase';

export const ADMIN = { username: 'admin', password: 'cluster-admin-password' } as const;
export const SESSION_SECRET = 'cluster-tier-session-secret-0123456789abcdefghij';
/** Time for a node to start on a busy 2-core machine (tsx compiles the server on first start). */
export const START_TIMEOUT_MS = 120_000;

export const hasPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL);
/** The test process's own connections to a cluster's database. */
export const TEST_APPLICATION_NAME = 'brigade-cluster-tests';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();
// A test run that ends abruptly still takes its server processes with it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BrigadeNode {
  name: string;
  port: number;
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<Exit>;
  isRunning(): boolean;
  /** Polls /ready until it answers 200; throws with the output's tail if it never does. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<Exit>;
  /** kill -9 and wait for the exit. */
  kill(): Promise<Exit>;
  client(): TestClient;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface NodeOptions {
  name: string;
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
}

/** Spawns one node (returns at once; call waitReady). */
export async function spawnNode(options: NodeOptions): Promise<BrigadeNode> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Loopback is the proxy: each sign-in below comes "from" its own till address (signInFrom), so the
      // per-IP sign-in limit (10 a minute) does not stop a test that signs in a dozen staff.
      TRUST_PROXY: '127.0.0.1',
      TZ: 'UTC',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (isRunning()) child.kill(name);
    return exited;
  };
  return {
    name: options.name,
    port,
    baseUrl,
    output: () => output,
    exited,
    isRunning,
    waitReady: (timeoutMs = START_TIMEOUT_MS) => waitForReady(baseUrl, timeoutMs, () => (isRunning() ? null : output)),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    client: () => new TestClient(baseUrl),
  };
}

async function waitForReady(baseUrl: string, timeoutMs: number, deadOutput: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const died = deadOutput();
    if (died !== null) throw new Error(`node ${baseUrl} exited before it was ready:\n${died.slice(-3000)}`);
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(3000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`node ${baseUrl} was not ready within ${timeoutMs} ms`);
}

export interface Cluster {
  database: TestDatabase;
  nodes: BrigadeNode[];
  /** The test's own connection to the cluster's database, for fixtures (factories) and checks. */
  db: Db;
  createUser(overrides?: Partial<UserInput>): Promise<CreatedUser>;
  /** Signs in on that node; throws unless 200. */
  signIn(node: BrigadeNode, username: string, password: string): Promise<TestClient>;
  signInAs(node: BrigadeNode, overrides?: Partial<UserInput>): Promise<{ client: TestClient } & CreatedUser>;
  close(): Promise<void>;
}

/** A fresh database and `count` nodes started together (like `npm run cluster`), all ready. */
export async function startCluster(count = 2, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await createTestDatabase();
  const nodes: BrigadeNode[] = [];
  let db: Db | undefined;
  const close = async () => {
    await Promise.all(nodes.map(async (node) => {
      const stopped = node.stop();
      const timer = setTimeout(() => void node.kill(), 20_000);
      await stopped;
      clearTimeout(timer);
    }));
    await db?.destroy().catch(() => {});
    await database.drop();
  };
  try {
    for (let index = 0; index < count; index += 1) {
      nodes.push(await spawnNode({ name: String.fromCharCode(65 + index), databaseUrl: database.url, env }));
    }
    await Promise.all(nodes.map((node) => node.waitReady()));
    // Named, so a test can cut every node's connections and keep its own.
    const fixturesUrl = new URL(database.url);
    fixturesUrl.searchParams.set('application_name', TEST_APPLICATION_NAME);
    const handle = openDatabase(fixturesUrl.toString());
    db = handle.db;
    const fixturesDb = handle.db;
    const signIn = async (node: BrigadeNode, username: string, password: string) => {
      const client = node.client();
      const response = await client.post('/api/v1/auth/signin', { username, password }, { headers: { 'x-forwarded-for': nextTillAddress() } });
      if (response.status !== 200) throw new Error(`sign-in as ${username} on ${node.name} failed: ${response.status} ${response.text}`);
      return client;
    };
    return {
      database,
      nodes,
      db: fixturesDb,
      createUser: (overrides) => createUser(fixturesDb, overrides),
      signIn,
      async signInAs(node, overrides) {
        const created = await createUser(fixturesDb, overrides);
        return { ...created, client: await signIn(node, created.user.username, created.password) };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

let tills = 0;
/** A documentation-range address (192.0.2.0/24, never routed): only ever written in a header. */
function nextTillAddress(): string {
  tills += 1;
  return `192.0.2.${(tills % 250) + 1}`;
}

/** The same browser session pointed at another node (what a load balancer does to a browser). */
export function sameSessionOn(client: TestClient, node: BrigadeNode | string): TestClient {
  const other = new TestClient(typeof node === 'string' ? node : node.baseUrl);
  const copy = (name: string, cookiePath: string) => {
    const value = client.cookie(name);
    if (value !== undefined) other.setCookie(name, value, cookiePath);
  };
  copy(ACCESS_COOKIE, '/');
  copy(AUTH_FLAG_COOKIE, '/');
  copy(REFRESH_COOKIE, REFRESH_COOKIE_PATH);
  return other;
}

export interface StationSocketOptions {
  transports?: ('websocket' | 'polling')[];
  /** Extra cookies, e.g. the balancer's `brigade_node`. */
  extraCookie?: string;
  /** Reconnect by itself as a station does (socket.io's default back-off). */
  reconnection?: boolean;
  /** Keep cookies the server sets (Node's engine.io cookie jar), as a browser does: needed for long-polling through a sticky balancer. */
  withCredentials?: boolean;
}

/** A station's socket on `baseUrl` with the client's session cookie; resolves once connected. */
export function connectStation(baseUrl: string, client: TestClient, options: StationSocketOptions = {}): Promise<TestSocket> {
  const cookie = [client.cookieHeader('/socket.io/'), options.extraCookie].filter(Boolean).join('; ');
  const socketOptions: Partial<ManagerOptions & SocketOptions> = {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    extraHeaders: { origin: baseUrl, cookie },
    reconnection: options.reconnection ?? false,
    withCredentials: options.withCredentials ?? false,
    forceNew: true,
    timeout: 10_000,
  };
  const socket: TestSocket = io(baseUrl, socketOptions);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      if (socket.active) return; // reconnecting by itself
      socket.close();
      reject(error);
    });
  });
}

/** Every payload of `event` a socket receives, from now on. */
export function record<T>(socket: TestSocket, event: 'new_order' | 'order_update'): T[] {
  const received: T[] = [];
  socket.on(event, (payload: unknown) => received.push(payload as T));
  return received;
}

/** Waits until `condition` holds, polling; throws `message` after `timeoutMs` (no timing is asserted). */
export async function eventually(condition: () => boolean, message: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await sleep(20);
  }
}

export function waitForEvent(socket: TestSocket, event: 'disconnect' | 'connect', timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (reason?: string) => {
      clearTimeout(timer);
      resolve(reason ?? event);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
