// Real Brigade server processes for the tiers that must start, stop, kill and restart them mid-test (cluster,
// resilience): `node --import tsx server/main.ts`, as `npm run serve` runs it, with ports
// chosen here. Every process started here is killed when the test process ends, whatever happened.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { type ManagerOptions, type SocketOptions, io } from 'socket.io-client';
import { ACCESS_COOKIE, AUTH_FLAG_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../shared/domain/access/session';
import { TestClient } from './httpClient';
import type { TestSocket } from './sockets';

/** Time for a node to start on a busy 2-core machine (tsx compiles the server on first start). */
const START_TIMEOUT_MS = 120_000;

export const ROOT = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();
// A test run that ends abruptly still takes its server processes with it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface NodeOptions {
  name: string;
  databaseUrl: string;
  /** The admin the node creates on an empty database (ADMIN_USERNAME, ADMIN_PASSWORD ≥ 8 characters). */
  admin: { username: string; password: string };
  /** SESSION_SECRET, ≥ 32 bytes: the same on every node (and every restart) of one database. */
  sessionSecret: string;
  port?: number;
  env?: Record<string, string>;
}

export interface BrigadeNode {
  name: string;
  port: number;
  baseUrl: string;
  /** What it was started with: `spawnNode({ ...node.options, name })` starts it again on the same port and database. */
  options: NodeOptions & { port: number };
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

async function freePort(): Promise<number> {
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
      SESSION_SECRET: options.sessionSecret,
      ADMIN_USERNAME: options.admin.username,
      ADMIN_PASSWORD: options.admin.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Loopback is the proxy: each sign-in below comes "from" its own till address (signInOn), so the
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
    options: { ...options, port },
    output: () => output,
    exited,
    isRunning,
    waitReady: (timeoutMs = START_TIMEOUT_MS) => waitForReady(baseUrl, timeoutMs, () => (isRunning() ? null : output)),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    client: () => new TestClient(baseUrl),
  };
}

/** SIGTERM, and kill -9 if the node has not left after `graceMs`: for cleanup, which must never hang. */
export async function stopOrKill(node: BrigadeNode, graceMs = 20_000): Promise<Exit> {
  const stopped = node.stop();
  const timer = setTimeout(() => void node.kill(), graceMs);
  try {
    return await stopped;
  } finally {
    clearTimeout(timer);
  }
}

async function waitForReady(baseUrl: string, timeoutMs: number, deadOutput: () => string | null = () => null): Promise<void> {
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

let tills = 0;
/** A documentation-range address (192.0.2.0/24, never routed): only ever written in a header. */
function nextTillAddress(): string {
  tills += 1;
  return `192.0.2.${(tills % 250) + 1}`;
}

/** Signs in on that node "from" a till address of its own; throws unless 200. */
export async function signInOn(node: BrigadeNode | string, username: string, password: string): Promise<TestClient> {
  const client = new TestClient(typeof node === 'string' ? node : node.baseUrl);
  const response = await client.post('/api/v1/auth/signin', { username, password }, { headers: { 'x-forwarded-for': nextTillAddress() } });
  const name = typeof node === 'string' ? node : node.name;
  if (response.status !== 200) throw new Error(`sign-in as ${username} on ${name} failed: ${response.status} ${response.text}`);
  return client;
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
