// 86 propagation while orders flow: the real app on a temp SQLite file, a till socket listening, orders placed by
// 4 tills back to back in the background, and a kitchen user 86-ing and lifting an item N times. For each: from the
// kitchen's request start to the till socket's `stock_changed` for that item. Prints median / p95 / p99 / worst.
// Usage: npx tsx bench/eighty-six.ts [N=200] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { cartLine, createMenuItem, createPosMenu } from '../tests/factories/menu';
import { createUser } from '../tests/factories/users';
import { TestClient } from '../tests/support/httpClient';
import { connectSocket } from '../tests/support/sockets';
import { testConfig } from '../tests/support/testServer';

const args = process.argv.slice(2);
const N = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
const TILLS = 4;
const asJson = args.includes('--json');

const fixed = (ms: number) => Number(ms.toFixed(2));

function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: fixed(at(0.5)), p95: fixed(at(0.95)), p99: fixed(at(0.99)), worst: fixed(sorted[sorted.length - 1] ?? 0) };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
const brigade = await buildApp(testConfig(`sqlite:${path.join(dir, 'bench.sqlite')}`));

try {
  await brigade.app.listen({ port: 0, host: '127.0.0.1' });
  const address = brigade.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const menu = await createPosMenu(brigade.db);
  const fish = await createMenuItem(brigade.db, { title: 'Bench Fish' });
  const signIn = async (scope: 'POS' | 'KITCHEN') => {
    const { user, password } = await createUser(brigade.db, { scope: [scope] });
    const client = new TestClient(baseUrl);
    const response = await client.post('/api/v1/auth/signin', { username: user.username, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return client;
  };
  const kitchen = await signIn('KITCHEN');
  const tills = await Promise.all(Array.from({ length: TILLS }, () => signIn('POS')));
  const till = await connectSocket(baseUrl, tills[0] ?? (await signIn('POS')));

  // An object, so the tills' loops read the flag the measuring loop sets.
  const flowing = { isOn: true };
  let ordersPlaced = 0;
  const flow = tills.map(async (client) => {
    while (flowing.isOn) {
      const response = await client.post('/api/v1/pos/create-order', {
        cart: [cartLine(menu.tea.id, { quantity: 2 })],
        deliveryType: 'takeaway',
      });
      if (response.status === 200) ordersPlaced += 1;
    }
  });

  const samples: number[] = [];
  for (let i = 0; i < N; i += 1) {
    const heard = new Promise<number>((resolve) => {
      const listener = (payload: { entries: { kind: string; id: number }[] }) => {
        if (!payload.entries.some((entry) => entry.kind === 'item' && entry.id === fish.id)) return;
        till.off('stock_changed', listener);
        resolve(performance.now());
      };
      till.on('stock_changed', listener);
    });
    const start = performance.now();
    const response = await kitchen.post(`/api/v1/stock/items/${fish.id}`, { isOut: i % 2 === 0 });
    if (response.status !== 200) throw new Error(`86 answered ${response.status}`);
    samples.push((await heard) - start);
  }
  flowing.isOn = false;
  await Promise.all(flow);
  till.close();

  const result = {
    eightySixes: N,
    tills: TILLS,
    ordersPlacedMeanwhile: ordersPlaced,
    database: 'SQLite (temp file)',
    node: process.version,
    propagationMs: summary(samples),
  };
  if (asJson) console.log(JSON.stringify(result, null, 2));
  else {
    const s = result.propagationMs;
    console.log(`${N} 86s and lifts while ${TILLS} tills placed ${ordersPlaced} orders, ${result.database}, Node ${process.version}`);
    console.log(`86 → till stock_changed   median ${s.median} ms   p95 ${s.p95} ms   p99 ${s.p99} ms   worst ${s.worst} ms`);
  }
} finally {
  await brigade.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
