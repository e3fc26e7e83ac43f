// ALLOWED_ORIGINS in a real browser: a page served from another origin (another port on the same host, so the
// same site, as the session cookies are SameSite=Strict) signs in to Brigade, opens the socket, places an order
// and receives its new_order event, all through Chromium's CORS checks. A page on an origin not listed cannot
// even sign in. Brigade runs as its own process here: it needs ALLOWED_ORIGINS set before it starts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { type BrigadeNode, ROOT, spawnNode, stopOrKill } from '../support/processes';

const ADMIN = { username: 'admin', password: 'admin-password-for-other-origin' };
const SOCKET_CLIENT = path.join(ROOT, 'node_modules/socket.io-client/dist/socket.io.min.js');
const KIOSK_PAGE = '<!doctype html><meta charset="utf-8"><title>Kiosk</title><script src="/socket.io.min.js"></script><h1>Kiosk</h1>';

let kioskServer: http.Server;
let kioskPort: number;
let brigade: BrigadeNode;
let dataDir: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // The kiosk's own web server: its page and the socket.io client, nothing of Brigade.
  kioskServer = http.createServer((request, response) => {
    if (request.url === '/socket.io.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(SOCKET_CLIENT));
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(KIOSK_PAGE);
    }
  });
  await new Promise<void>((resolve) => kioskServer.listen(0, '127.0.0.1', resolve));
  const address = kioskServer.address();
  kioskPort = typeof address === 'object' && address ? address.port : 0;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-other-origin-'));
  brigade = await spawnNode({
    name: 'other-origin',
    databaseUrl: `sqlite:${path.join(dataDir, 'brigade.sqlite')}`,
    admin: ADMIN,
    sessionSecret: 'other-origin-session-secret-of-at-least-32-bytes',
    env: { ALLOWED_ORIGINS: `http://127.0.0.1:${kioskPort}`, SEED_DEMO: '1' },
  });
  await brigade.waitReady();
});

test.afterAll(async () => {
  if (brigade) await stopOrKill(brigade);
  await new Promise((resolve) => kioskServer?.close(resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface KioskOutcome {
  signIn: number;
  socket: string;
  order: { status: number; body: { tokenNo?: number; orderId?: number } };
  event: { tokenNo: number; orderId: number } | null;
}

/** In the kiosk page: sign in, connect the socket, place a takeaway order and wait for its new_order event. */
function runKiosk(page: Page, baseUrl: string): Promise<KioskOutcome> {
  return page.evaluate(
    async ({ brigadeUrl, admin }) => {
      const call = (method: string, apiPath: string, body?: object, headers: Record<string, string> = {}) =>
        fetch(`${brigadeUrl}/api/v1${apiPath}`, {
          method,
          credentials: 'include',
          headers: body ? { 'Content-Type': 'application/json', ...headers } : headers,
          body: body ? JSON.stringify(body) : undefined,
        });
      const signIn = await call('POST', '/auth/signin', admin);
      // Long-polling first (CORS with credentials), then the upgrade: the way a browser client connects.
      const socket = (globalThis as unknown as { io: (url: string, options: object) => KioskSocket }).io(brigadeUrl, {
        path: '/socket.io',
        withCredentials: true,
        transports: ['polling', 'websocket'],
        reconnection: false,
      });
      const connected = await new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error: Error) => resolve(`refused: ${error.message}`));
      });
      const nextOrder = new Promise<{ tokenNo: number; orderId: number } | null>((resolve) => {
        socket.on('new_order', resolve);
        setTimeout(() => resolve(null), 10_000);
      });
      const init = (await (await call('GET', '/pos/init')).json()) as { menuItems: Array<{ id: number; variants?: unknown[] }> };
      const item = init.menuItems.find((candidate) => (candidate.variants ?? []).length === 0) ?? init.menuItems[0];
      const line = { id: item?.id, title: 'Kiosk', price: 0, tax_rate: 0, tax_type: null, quantity: 1, notes: null };
      const placed = await call(
        'POST',
        '/pos/create-order',
        { cart: [{ ...line, variant_id: null, variant: null, addons_ids: [], addons: [] }], deliveryType: 'takeaway' },
        { 'Idempotency-Key': `kiosk-${Date.now()}` },
      );
      const order = { status: placed.status, body: (await placed.json()) as { tokenNo?: number; orderId?: number } };
      const event = connected === 'connected' ? await nextOrder : null;
      socket.close();
      return { signIn: signIn.status, socket: connected, order, event };

      interface KioskSocket {
        on(event: string, listener: (...args: never[]) => void): void;
        close(): void;
      }
    },
    { brigadeUrl: baseUrl, admin: ADMIN },
  );
}

test('a page on an allowed origin signs in, places an order and receives its socket event', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${kioskPort}/`);
  const outcome = await runKiosk(page, brigade.baseUrl);
  expect(outcome.signIn).toBe(200);
  expect(outcome.socket).toBe('connected');
  expect(outcome.order).toEqual({
    status: 200,
    body: expect.objectContaining({ tokenNo: expect.any(Number), orderId: expect.any(Number) }),
  });
  expect(outcome.event).toEqual({ tokenNo: outcome.order.body.tokenNo, orderId: outcome.order.body.orderId });
});

test('a page on an origin not listed cannot sign in: the browser gets no CORS answer', async ({ page }) => {
  // The same kiosk page by another name: http://localhost:<port> is another origin, not in ALLOWED_ORIGINS.
  await page.goto(`http://localhost:${kioskPort}/`);
  const signIn = await page.evaluate(async (brigadeUrl) => {
    try {
      const response = await fetch(`${brigadeUrl}/api/v1/auth/signin`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'wrong' }),
      });
      return `answered ${response.status}`;
    } catch (error) {
      return `blocked: ${(error as Error).name}`;
    }
  }, brigade.baseUrl);
  expect(signIn).toBe('blocked: TypeError');
});
