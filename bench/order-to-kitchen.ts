// The measured time from create-order to the kitchen receiving the event: the real app on a
// temp SQLite file (synchronous=FULL, as in production), one kitchen socket, N orders placed one after
// another through POST /api/v1/pos/create-order. For each: from the request's start to the kitchen
// socket's `new_order` for that order. Prints median / p95 / worst (and the HTTP round trip beside it).
// Usage: npx tsx bench/order-to-kitchen.ts [N=200] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { createPosMenu, cartLine } from '../tests/factories/menu';
import { createUser } from '../tests/factories/users';
import { TestClient } from '../tests/support/httpClient';
import { connectSocket } from '../tests/support/sockets';
import { testConfig } from '../tests/support/testServer';

const args = process.argv.slice(2);
const N = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
const WARM_UP = 10;
const asJson = args.includes('--json');

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Nearest-rank percentiles of the samples, in ms. */
function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    median: round(at(0.5)),
    p95: round(at(0.95)),
    worst: round(sorted[sorted.length - 1] ?? 0),
    mean: round(values.reduce((a, b) => a + b, 0) / values.length),
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
const brigade = await buildApp(testConfig(`sqlite:${path.join(dir, 'bench.sqlite')}`));

try {
  await brigade.app.listen({ port: 0, host: '127.0.0.1' });
  const address = brigade.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const menu = await createPosMenu(brigade.db);
  const signIn = async (scope: 'POS' | 'KITCHEN') => {
    const { user, password } = await createUser(brigade.db, { scope: [scope] });
    const client = new TestClient(baseUrl);
    const response = await client.post('/api/v1/auth/signin', { username: user.username, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return client;
  };
  const pos = await signIn('POS');
  const kitchen = await connectSocket(baseUrl, await signIn('KITCHEN'));

  // A typical ticket: a pizza with a variant and two addons, teas, a taxed burger with an addon.
  const cart = [
    cartLine(menu.pizza.id, {
      quantity: 2,
      variantId: menu.pizza.large,
      addonIds: [menu.pizza.cheese, menu.pizza.olives],
      notes: 'well done',
    }),
    cartLine(menu.tea.id, { quantity: 3 }),
    cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] }),
  ];

  // Orders go one after another, so the next new_order the kitchen hears is this order's.
  const placeOne = async (): Promise<{ toKitchen: number; http: number }> => {
    let heardAt = 0;
    const heard = new Promise<number>((resolve) => {
      kitchen.once('new_order', (payload) => {
        heardAt = performance.now();
        resolve(payload.orderId);
      });
    });
    const start = performance.now();
    const response = await pos.post('/api/v1/pos/create-order', { cart, tableId: menu.tableId, deliveryType: 'dinein' });
    const answeredAt = performance.now();
    if (response.status !== 200) throw new Error(`create-order answered ${response.status}: ${response.text}`);
    const orderId = await heard;
    if (orderId !== response.body.orderId) throw new Error(`kitchen heard order ${orderId}, expected ${response.body.orderId}`);
    return { toKitchen: heardAt - start, http: answeredAt - start };
  };

  for (let i = 0; i < WARM_UP; i += 1) await placeOne();
  const samples: Array<{ toKitchen: number; http: number }> = [];
  for (let i = 0; i < N; i += 1) samples.push(await placeOne());
  kitchen.close();

  const result = {
    orders: N,
    warmUp: WARM_UP,
    database: 'SQLite (temp file, WAL, synchronous=FULL)',
    node: process.version,
    createOrderToKitchenMs: summary(samples.map((sample) => sample.toKitchen)),
    createOrderHttpRoundTripMs: summary(samples.map((sample) => sample.http)),
  };
  if (asJson) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const line = (label: string, s: ReturnType<typeof summary>) =>
      `${label.padEnd(34)} median ${s.median.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   worst ${s.worst.toFixed(2)} ms   (mean ${s.mean.toFixed(2)} ms)`;
    console.log(`${N} orders placed one after another (after ${WARM_UP} warm-up), ${result.database}, Node ${process.version}`);
    console.log(line('create-order → kitchen new_order', result.createOrderToKitchenMs));
    console.log(line('create-order HTTP round trip', result.createOrderHttpRoundTripMs));
  }
} finally {
  await brigade.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
