// Spec 2.7 "a TV running all shift": a soak run of the kitchen display's memory. The real app (demo store, the
// built dist/) and Debian's Chromium showing /dashboard/kitchen as admin; from Node, an admin client drives the
// service loop over the HTTP API: each cycle places one order and works the oldest open one through (items to
// preparing then completed, kitchen status Ready, order completed), so ~10 cards stay on screen and rotate, and
// the kitchen refetches on every event. Every 25 cycles, once the screen shows exactly the open orders and has
// been quiet for 300 ms, the page is garbage-collected and Performance.getMetrics read over CDP (JS heap used,
// DOM nodes, event listeners, documents). Prints the samples, first vs last and the heap slope; flags growth.
// --station: a prep station's screen (/dashboard/kitchen?station=grill) with 40 open tickets (--open N);
// the demo categories are split between a Grill and a Cold station, and each cycle bumps the oldest ticket off
// the grill, then off expo (which completes it), then completes the order; the screen must show exactly the
// tickets GET /kitchen/board?station=grill answers.
// Usage: npx tsx bench/kitchen-soak.ts [--cycles N=300] [--station] [--open N=10, 40 with --station] [--dist dir]
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../tests/support/chromium';
import type { KitchenBoardResponse } from '../shared/contract/kitchen';
import type { OrderGroupsResponse } from '../shared/contract/orders';
import type { PosInitResponse } from '../shared/contract/pos';
import type { TestClient } from '../tests/support/httpClient';
import { type TestServer, startTestServer } from '../tests/support/testServer';

const args = process.argv.slice(2);
function numberArg(name: string, fallback: number): number {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return fallback;
  const raw = args[index]?.includes('=') ? args[index]?.split('=')[1] : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a positive whole number, got ${raw}`);
  return value;
}

const CYCLES = numberArg('--cycles', 300);
const SAMPLE_EVERY = 25;
/** A prep station's screen instead of the expo view. */
const STATION = args.includes('--station') ? 'grill' : null;
/** Orders kept open between cycles: cards on screen (a station shows those with a line of its own). */
const OPEN_ORDERS = numberArg('--open', STATION ? 40 : 10);
/** Quiet time after the screen matches the server, before a sample. */
const SETTLE_MS = 300;
/** Flags: heap growth first → last, and DOM nodes / listeners growth. */
const MAX_HEAP_GROWTH_MB = 2;
const MAX_NODE_GROWTH = 500;
const MAX_LISTENER_GROWTH = 20;

const ADMIN = { username: 'admin', password: 'soak-admin-pw' } as const;
/** --dist <dir>: a copy of the build (so a long run does not hold dist/, which other builds rewrite). */
const DIST_DIR = path.resolve(args.includes('--dist') ? (args[args.indexOf('--dist') + 1] ?? 'dist') : 'dist');
const KITCHEN_ENTRY = path.join(DIST_DIR, 'entries', 'kitchen.html');

const SOAK_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--expose-gc'];

interface Sample {
  cycle: number;
  openOrders: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  nodes: number;
  listeners: number;
  documents: number;
  elapsedS: number;
}

type CartLine = { id: number; quantity: number; notes: string | null; variant_id: number | null; addons_ids: number[] };
type OrderBody = { cart: CartLine[]; deliveryType: 'dinein' | 'takeaway' | 'delivery'; customerType: 'WALKIN'; tableId: number | null };

function expectOk(response: { status: number; text: string }, what: string): void {
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${response.text}`);
}

/** A varied stream of tickets from the demo menu: 1 to 3 lines, variants, addons, notes, tables and take-away. */
function orderMaker(init: PosInitResponse, firstLineCategories?: ReadonlySet<number>): (n: number) => OrderBody {
  const items = init.menuItems;
  // Station mode: every ticket's first line is the station's, so each ticket shows on its screen.
  const firstItems = firstLineCategories
    ? items.filter((item) => item.category_id !== null && firstLineCategories.has(item.category_id))
    : items;
  const tables = init.storeTables;
  if (items.length === 0) throw new Error('the demo store has no menu items');
  return (n) => {
    const lineCount = 1 + (n % 3);
    const cart: CartLine[] = [];
    for (let line = 0; line < lineCount; line += 1) {
      const pool = line === 0 && firstItems.length > 0 ? firstItems : items;
      const item = pool[(n * 7 + line * 3) % pool.length];
      if (!item) continue;
      const variant = item.variants.length > 0 ? item.variants[n % item.variants.length] : undefined;
      const addon = item.addons.length > 0 && n % 2 === 0 ? item.addons[line % item.addons.length] : undefined;
      cart.push({
        id: item.id,
        quantity: 1 + ((n + line) % 2),
        notes: n % 5 === 0 && line === 0 ? 'no onions' : null,
        variant_id: variant?.id ?? null,
        addons_ids: addon ? [addon.id] : [],
      });
    }
    const table = tables.length > 0 && n % 3 !== 2 ? tables[n % tables.length] : undefined;
    return {
      cart,
      deliveryType: table ? 'dinein' : n % 2 === 0 ? 'takeaway' : 'delivery',
      customerType: 'WALKIN',
      tableId: table?.id ?? null,
    };
  };
}

async function placeOrder(admin: TestClient, body: OrderBody): Promise<number> {
  const response = await admin.post('/api/v1/pos/create-order', body);
  expectOk(response, 'create-order');
  return response.body.orderId as number;
}

/** One order through the kitchen and out: every item preparing then completed, Ready, completed. */
async function workOrder(admin: TestClient, orderId: number): Promise<void> {
  const groups = (await admin.get<OrderGroupsResponse>('/api/v1/kitchen')).body;
  const order = groups.flatMap((group) => group.orders).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not on GET /kitchen`);
  for (const status of ['preparing', 'completed'] as const) {
    for (const item of order.items) expectOk(await admin.post(`/api/v1/kitchen/${item.id}`, { status }), `item ${item.id} → ${status}`);
  }
  expectOk(await admin.post(`/api/v1/kitchen/${orderId}/kitchen-status`, { status: 'ready' }), `order ${orderId} → ready`);
  expectOk(await admin.post('/api/v1/orders/complete', { orderIds: [orderId] }), `complete order ${orderId}`);
}

/** Station mode: each ticket bumped off the grill, then off expo (its lines completed there), then the order completed. */
async function bumpOrder(admin: TestClient, orderId: number): Promise<void> {
  expectOk(await admin.post(`/api/v1/kitchen/orders/${orderId}/bump`, { station: STATION }), `bump ${orderId} at ${STATION}`);
  expectOk(await admin.post(`/api/v1/kitchen/orders/${orderId}/bump`, { station: 'expo' }), `bump ${orderId} at expo`);
  expectOk(await admin.post('/api/v1/orders/complete', { orderIds: [orderId] }), `complete order ${orderId}`);
}

/** The tickets the screen must show: the open orders (expo), or what the server's board of the station holds. */
async function screenIds(admin: TestClient, openIds: readonly number[]): Promise<number[]> {
  if (!STATION) return [...openIds];
  const board = await admin.get<KitchenBoardResponse>(`/api/v1/kitchen/board?station=${STATION}`);
  expectOk(board, 'kitchen board');
  return board.body.tickets.map((ticket) => ticket.id);
}

/** The screen shows exactly these orders, then nothing changes for SETTLE_MS (the live list coalesces 150 ms). */
async function waitSettled(page: Page, openIds: readonly number[]): Promise<void> {
  const expected = [...openIds].sort((a, b) => a - b).join(',');
  const matches = () =>
    page.waitForFunction(
      (want) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="kitchen-order"]')]
          .map((card) => Number(card.dataset.orderId))
          .sort((a, b) => a - b)
          .join(',') === want,
      expected,
      { timeout: 15_000, polling: 50 },
    );
  await matches();
  await sleep(SETTLE_MS);
  await matches();
}

async function sample(page: Page, cdp: CDPSession, cycle: number, openOrders: number, startedAt: number): Promise<Sample> {
  // Twice: the first pass can leave objects kept alive only by finalizers or weak callbacks.
  for (let pass = 0; pass < 2; pass += 1) {
    await page.evaluate(() => (globalThis as { gc?: () => void }).gc?.());
    await cdp.send('HeapProfiler.collectGarbage');
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => {
    const found = metrics.find((entry) => entry.name === name);
    if (!found) throw new Error(`Performance.getMetrics has no ${name}`);
    return found.value;
  };
  return {
    cycle,
    openOrders,
    heapUsedBytes: metric('JSHeapUsedSize'),
    heapTotalBytes: metric('JSHeapTotalSize'),
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    elapsedS: (performance.now() - startedAt) / 1000,
  };
}

/** Least-squares slope of y over x. */
function slope(points: ReadonlyArray<readonly [number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function report(samples: readonly Sample[], cyclesRun: number, pageErrors: readonly string[]): void {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return;
  console.log('');
  console.log(' cycle  open  heap used MB  Δ first KB  heap total MB   nodes  listeners  docs  elapsed s');
  for (const s of samples) {
    console.log(
      [
        String(s.cycle).padStart(6),
        String(s.openOrders).padStart(5),
        mb(s.heapUsedBytes).toFixed(2).padStart(13),
        signed((s.heapUsedBytes - first.heapUsedBytes) / 1024).padStart(11),
        mb(s.heapTotalBytes).toFixed(2).padStart(14),
        String(s.nodes).padStart(7),
        String(s.listeners).padStart(10),
        String(s.documents).padStart(5),
        s.elapsedS.toFixed(1).padStart(10),
      ].join(' '),
    );
  }
  // The slope skips the cycle-0 sample when there are later ones: the first cycles warm up code paths and caches.
  const steady = samples.length > 2 ? samples.slice(1) : samples;
  const per100 = (pick: (s: Sample) => number) => slope(steady.map((s) => [s.cycle, pick(s)] as const)) * 100;
  const heapSlopeKb = per100((s) => s.heapUsedBytes / 1024);
  const heapGrowthMb = mb(last.heapUsedBytes - first.heapUsedBytes);
  console.log('');
  console.log(
    `${cyclesRun} cycles: heap ${mb(first.heapUsedBytes).toFixed(2)} → ${mb(last.heapUsedBytes).toFixed(2)} MB (${signed(heapGrowthMb, 2)} MB), ` +
      `nodes ${first.nodes} → ${last.nodes}, listeners ${first.listeners} → ${last.listeners}, documents ${first.documents} → ${last.documents}; ` +
      `slope ${signed(heapSlopeKb, 1)} KB / 100 cycles, ${signed(
        per100((s) => s.nodes),
        1,
      )} nodes / 100, ` +
      `${signed(
        per100((s) => s.listeners),
        1,
      )} listeners / 100 (cycles ${steady[0]?.cycle ?? 0}–${last.cycle})`,
  );
  const flags: string[] = [];
  if (heapGrowthMb > MAX_HEAP_GROWTH_MB) flags.push(`JS heap grew ${heapGrowthMb.toFixed(2)} MB (> ${MAX_HEAP_GROWTH_MB} MB)`);
  if (last.nodes - first.nodes > MAX_NODE_GROWTH) flags.push(`DOM nodes grew by ${last.nodes - first.nodes} (> ${MAX_NODE_GROWTH})`);
  if (last.listeners - first.listeners > MAX_LISTENER_GROWTH)
    flags.push(`event listeners grew by ${last.listeners - first.listeners} (> ${MAX_LISTENER_GROWTH})`);
  if (last.documents > first.documents) flags.push(`documents grew ${first.documents} → ${last.documents}`);
  if (pageErrors.length > 0) flags.push(`${pageErrors.length} page error(s), first: ${pageErrors[0]}`);
  console.log(flags.length === 0 ? 'OK: no growth above the thresholds.' : `FLAG: ${flags.join('; ')}`);
}

if (!fs.existsSync(KITCHEN_ENTRY)) {
  console.error(`${path.relative(process.cwd(), KITCHEN_ENTRY)} is missing: build first (npm run build).`);
  process.exit(1);
}

// Ctrl-C (or a TERM) ends the run after the current cycle, so the browser, server and temp database still go.
let isInterrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!isInterrupted) console.error(`\n${signal}: stopping after this cycle, then cleaning up`);
    isInterrupted = true;
  });
}

let server: TestServer | undefined;
let browser: Browser | undefined;
const samples: Sample[] = [];
const pageErrors: string[] = [];
let cyclesRun = 0;
let isReported = false;

try {
  server = await startTestServer({
    port: 0,
    config: {
      seedDemo: true,
      distDir: DIST_DIR,
      adminPassword: ADMIN.password,
      signInLimits: { perIpMax: 100_000, perUsernameMax: 100_000 },
    },
  });
  const admin = await server.signIn(ADMIN.username, ADMIN.password);
  const init = await admin.get<PosInitResponse>('/api/v1/pos/init');
  expectOk(init, 'pos/init');
  const categories = init.body.categories.map((category) => category.id);
  const half = Math.ceil(categories.length / 2);
  const makeOrder = orderMaker(init.body, STATION ? new Set(categories.slice(0, half)) : undefined);
  if (STATION) {
    // Half the demo categories to the Grill, the rest to Cold: the grill's screen shows the tickets with a grill line.
    expectOk(
      await admin.post('/api/v1/kitchen/prep-stations/add', { name: 'Grill', slug: STATION, categoryIds: categories.slice(0, half) }),
      'add Grill',
    );
    expectOk(
      await admin.post('/api/v1/kitchen/prep-stations/add', { name: 'Cold', slug: 'cold', categoryIds: categories.slice(half) }),
      'add Cold',
    );
  }

  // Playwright's own signal handlers would kill the browser and exit before the server is closed.
  browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: SOAK_CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1920, height: 1080 },
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto('/');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  await page.goto(STATION ? `/dashboard/kitchen?station=${STATION}` : '/dashboard/kitchen');
  await page.getByRole('heading', { level: 1, name: 'Kitchen' }).waitFor();
  if (!(await page.evaluate(() => typeof (globalThis as { gc?: unknown }).gc === 'function'))) {
    console.warn('window.gc is missing (--expose-gc not applied): collecting through CDP only');
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  // The standing backlog: OPEN_ORDERS cards on screen, oldest first.
  const open: number[] = [];
  let placed = 0;
  for (; placed < OPEN_ORDERS; placed += 1) open.push(await placeOrder(admin, makeOrder(placed)));

  console.log(
    `Kitchen soak${STATION ? ` (station ${STATION})` : ''}: ${CYCLES} cycles, ${OPEN_ORDERS} open orders, a sample every ${SAMPLE_EVERY} cycles ` +
      `(Chromium ${browser.version()}, Node ${process.version}, ${server.baseUrl})`,
  );
  const startedAt = performance.now();
  await waitSettled(page, await screenIds(admin, open));
  samples.push(await sample(page, cdp, 0, (await screenIds(admin, open)).length, startedAt));

  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    if (isInterrupted) break;
    open.push(await placeOrder(admin, makeOrder(placed)));
    placed += 1;
    const oldest = open.shift();
    if (oldest !== undefined) await (STATION ? bumpOrder(admin, oldest) : workOrder(admin, oldest));
    cyclesRun = cycle;
    if (cycle % SAMPLE_EVERY === 0 || cycle === CYCLES) {
      const shown = await screenIds(admin, open);
      await waitSettled(page, shown);
      samples.push(await sample(page, cdp, cycle, shown.length, startedAt));
      process.stdout.write(`.${cycle}`);
    }
  }
  const lastSampled = samples[samples.length - 1]?.cycle ?? 0;
  if (cyclesRun > lastSampled) {
    const shown = await screenIds(admin, open);
    await waitSettled(page, shown);
    samples.push(await sample(page, cdp, cyclesRun, shown.length, startedAt));
  }
  process.stdout.write('\n');
  if (isInterrupted) process.exitCode = 130;
  isReported = true;
  report(samples, cyclesRun, pageErrors);
} catch (error) {
  process.exitCode = 1;
  console.error('\nkitchen soak failed:', error);
  if (!isReported && samples.length > 0) report(samples, cyclesRun, pageErrors);
} finally {
  await browser?.close().catch((error: unknown) => console.error('closing the browser failed:', error));
  await server?.close().catch((error: unknown) => console.error('closing the server failed:', error));
}
