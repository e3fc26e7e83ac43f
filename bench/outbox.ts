// The worst night of service: what survives a `kill -9` of the server under load. T tills (16)
// place orders back to back on a real server process (`node --import tsx server/main.ts`), each order with
// its own Idempotency-Key and retried with the same key after a failed or aborted request, as the POS does;
// the server is killed with -9 at a random moment and started again on the same database; the load stops
// once the restarted server has acknowledged 32 more orders. N repetitions (5) on one database, each with a
// new kill moment; on SQLite (a fresh file: WAL, synchronous=FULL) and, with TEST_DATABASE_URL=postgres://…,
// on a fresh PostgreSQL database. Prints per repetition and in total: acknowledged (200 answers), present
// (stored with the id, token and key acknowledged), lost, duplicated (more than one order for a key), written
// but never acknowledged, token gaps; and what the tills lived through (requests in flight at the kill,
// retries, answers that were replays of a write whose first answer was lost, the outage).
//
// The harness is the resilience tier's (tests/resilience/support), which asserts the same figures.
//
// Then the outbox drain: in headless Chromium, on a page of the real server's origin, the POS outbox's own logic
// and IndexedDB store (shared/offline/outbox.ts and idb.ts, bundled by bench/outboxDrainPage.ts) queue Q orders
// (100) while the server is killed, the page is reloaded once it is back (the entries come back from IndexedDB),
// and the outbox drains them as the POS does when its socket reconnects: one at a time, in the order taken, each
// with its own key. Prints the time to queue them, to drain them and per order, and checks the server has each
// once, with tokens in the order taken. The POS page itself (its screens, toasts, service worker) is not in it.
// Usage: npx tsx bench/outbox.ts [--repetitions=5] [--tills=16] [--queued=100] [--sqlite-only|--postgres-only] [--no-drain]
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { createPosMenu } from '../tests/factories/menu';
import type { TestClient } from '../tests/support/httpClient';
import { ROOT } from '../tests/support/processes';
import { isPostgresUrl } from '../tests/support/testDatabase';
import { startBrigade } from '../tests/resilience/support/brigade';
import { ensureBuilt, launchChromium, signInThroughPage } from '../tests/resilience/support/browser';
import {
  type Acknowledged,
  type KillRound,
  compareWithDatabase,
  keyedOrder,
  killUnderLoad,
} from '../tests/resilience/support/killUnderLoad';
import type { DrainedEntry, OutboxBench } from './outboxDrainPage';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REPETITIONS = option('repetitions', 5);
const TILLS = option('tills', 16);
const QUEUED = option('queued', 100);
const postgresUrl = process.env.TEST_DATABASE_URL;

interface Figures {
  backend: string;
  acknowledged: number;
  present: number;
  lost: number;
  duplicated: number;
  unacknowledged: number;
  tokenGaps: number;
  tokenRepeats: number;
  inFlightAtKill: number;
  retried: number;
  replayed: number;
  outagesMs: number[];
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function run(backend: 'SQLite' | 'PostgreSQL'): Promise<Figures> {
  const brigade = await startBrigade({ adminUrl: backend === 'SQLite' ? '' : postgresUrl });
  try {
    const menu = await createPosMenu(brigade.db);
    const tills: TestClient[] = [];
    for (let index = 0; index < TILLS; index += 1) tills.push((await brigade.signInAs(brigade.node, { scope: ['POS'] })).client);
    const all: Acknowledged[] = [];
    const rounds: KillRound[] = [];
    console.log(
      `\n${backend}: ${TILLS} tills, ${REPETITIONS} kills (${brigade.database.kind === 'sqlite' ? 'WAL, synchronous=FULL' : 'one fresh database'})`,
    );
    console.log(
      `  rep  kill at  in flight  acknowledged  retried  replayed  outage   present  lost  duplicated  unacknowledged  token gaps`,
    );
    for (let repetition = 1; repetition <= REPETITIONS; repetition += 1) {
      const round = await killUnderLoad(brigade, tills, menu.tea.id, { prefix: `bench-r${repetition}` });
      rounds.push(round);
      all.push(...round.acknowledged);
      if (round.refused.length > 0) console.log(`  refused: ${round.refused.slice(0, 5).join('; ')}`);
      // Cumulative over the repetitions so far: the database holds them all.
      const stored = await compareWithDatabase(brigade.db, all);
      console.log(
        `  ${pad(repetition, 3)}  ${pad(`${round.killDelayMs} ms`, 7)}  ${pad(round.inFlightAtKill, 9)}  ${pad(round.acknowledged.length, 12)}  ` +
          `${pad(round.acknowledged.filter((order) => order.attempts > 1).length, 7)}  ${pad(round.acknowledged.filter((order) => order.isReplay).length, 8)}  ` +
          `${pad(`${(round.outageMs / 1000).toFixed(1)} s`, 6)}   ${pad(stored.present, 7)}  ${pad(stored.lost.length, 4)}  ${pad(stored.duplicated.length, 10)}  ` +
          `${pad(stored.unacknowledged.length, 14)}  ${pad(stored.tokenGaps.length, 10)}`,
      );
    }
    const stored = await compareWithDatabase(brigade.db, all);
    for (const [label, list] of [
      ['lost', stored.lost],
      ['duplicated', stored.duplicated],
      ['unacknowledged', stored.unacknowledged],
      ['token gaps', stored.tokenGaps],
      ['tokens given twice', stored.tokenRepeats],
      ['token counters', stored.counterMismatches],
    ] as const) {
      if (list.length > 0) console.log(`  ${label}: ${list.slice(0, 10).join('; ')}${list.length > 10 ? ' …' : ''}`);
    }
    return {
      backend,
      acknowledged: all.length,
      present: stored.present,
      lost: stored.lost.length,
      duplicated: stored.duplicated.length,
      unacknowledged: stored.unacknowledged.length,
      tokenGaps: stored.tokenGaps.length,
      tokenRepeats: stored.tokenRepeats.length,
      inFlightAtKill: rounds.reduce((sum, round) => sum + round.inFlightAtKill, 0),
      retried: all.filter((order) => order.attempts > 1).length,
      replayed: all.filter((order) => order.isReplay).length,
      outagesMs: rounds.map((round) => round.outageMs),
    };
  } finally {
    await brigade.close();
  }
}

interface DrainFigures {
  backend: string;
  queueMs: number;
  loadedAfterReload: number;
  drainMs: number;
  sent: number;
  notSent: string[];
  /** Orders stored once each, with the token and id the outbox was given. */
  storedOnce: number;
  /** Tokens rise in the order the orders were taken. */
  isTokenOrderKept: boolean;
}

/** bench/outboxDrainPage.ts and what it imports, as one script for the page. */
async function bundleDrainPage(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    build: {
      write: false,
      minify: false,
      copyPublicDir: false,
      emptyOutDir: false,
      outDir: path.join(ROOT, 'node_modules', '.cache', 'outbox-bench'),
      lib: {
        entry: path.join(ROOT, 'bench', 'outboxDrainPage.ts'),
        formats: ['iife'],
        name: 'outboxBenchBundle',
        fileName: 'outbox-bench',
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  for (const result of outputs) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) if (chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('bundling bench/outboxDrainPage.ts gave no script');
}

async function drain(backend: 'SQLite' | 'PostgreSQL', script: string): Promise<DrainFigures> {
  const brigade = await startBrigade({ adminUrl: backend === 'SQLite' ? '' : postgresUrl });
  const browser = await launchChromium();
  try {
    const menu = await createPosMenu(brigade.db);
    const { user, password } = await brigade.createUser({ scope: ['POS'] });
    // No service worker: the page under test is the bench's, not the POS's.
    const context = await browser.newContext({ baseURL: brigade.node.baseUrl, bypassCSP: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInThroughPage(page, user.username, password);
    // A page of the server's origin without any station on it (the POS would start its own outbox on the same store).
    const openBenchPage = async () => {
      await page.goto('/health');
      await page.addScriptTag({ content: script });
      return page.evaluate(
        (username) => (globalThis as unknown as { outboxBench: OutboxBench }).outboxBench.start(username),
        user.username,
      );
    };
    await openBenchPage();

    // The server goes down; the cashier keeps taking orders: each one is stored in the outbox.
    await brigade.kill();
    const orders = Array.from({ length: QUEUED }, (_, index) => {
      const key = `queued-${String(index + 1).padStart(4, '0')}`;
      return { key, body: keyedOrder(menu.tea.id, key) };
    });
    const queueMs = await page.evaluate(
      (list) => (globalThis as unknown as { outboxBench: OutboxBench }).outboxBench.enqueueAll(list),
      orders,
    );
    await brigade.restart();
    // The tablet reloads the page: the queued orders come back from IndexedDB; then the connection is back.
    const loadedAfterReload = await openBenchPage();
    const drained = await page.evaluate(
      (timeoutMs) => (globalThis as unknown as { outboxBench: OutboxBench }).outboxBench.drainAll(timeoutMs),
      120_000,
    );
    await context.close();

    const sent = drained.entries.filter((entry) => entry.status === 'sent');
    const acknowledged: Acknowledged[] = sent.map((entry: DrainedEntry) => ({
      key: entry.key,
      orderId: entry.orderId ?? 0,
      tokenNo: entry.tokenNo ?? 0,
      attempts: entry.attempts,
      isReplay: false,
    }));
    const stored = await compareWithDatabase(brigade.db, acknowledged);
    const tokensBySeq = sent.toSorted((x, y) => x.seq - y.seq).map((entry) => entry.tokenNo ?? 0);
    return {
      backend,
      queueMs,
      loadedAfterReload,
      drainMs: drained.ms,
      sent: sent.length,
      notSent: drained.entries.filter((entry) => entry.status !== 'sent').map((entry) => `${entry.key}: ${entry.status}`),
      storedOnce: stored.lost.length + stored.duplicated.length + stored.unacknowledged.length === 0 ? stored.present : 0,
      isTokenOrderKept: tokensBySeq.every((token, index) => index === 0 || token > (tokensBySeq[index - 1] ?? 0)),
    };
  } finally {
    await browser.close();
    await brigade.close();
  }
}

const backends: Array<'SQLite' | 'PostgreSQL'> = [];
if (!args.includes('--postgres-only')) backends.push('SQLite');
if (!args.includes('--sqlite-only')) {
  if (isPostgresUrl(postgresUrl)) backends.push('PostgreSQL');
  else
    console.log('PostgreSQL: not run (set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres; it creates its own database).');
}

console.log(`kill -9 under load: Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.release()}`);
const results: Figures[] = [];
for (const backend of backends) results.push(await run(backend));

console.log(`\nTotals over ${REPETITIONS} kills each`);
console.log(
  `  backend      acknowledged  present  lost  duplicated  unacknowledged  token gaps  in flight at kill  retried  replayed  outage (median)`,
);
for (const figures of results) {
  const outages = figures.outagesMs.toSorted((x, y) => x - y);
  const median = outages[Math.floor(outages.length / 2)] ?? 0;
  console.log(
    `  ${figures.backend.padEnd(10)}  ${pad(figures.acknowledged, 12)}  ${pad(figures.present, 7)}  ${pad(figures.lost, 4)}  ${pad(figures.duplicated, 10)}  ` +
      `${pad(figures.unacknowledged, 14)}  ${pad(figures.tokenGaps + figures.tokenRepeats, 10)}  ${pad(figures.inFlightAtKill, 17)}  ${pad(figures.retried, 7)}  ` +
      `${pad(figures.replayed, 8)}  ${pad(`${(median / 1000).toFixed(1)} s`, 15)}`,
  );
}
const drains: DrainFigures[] = [];
if (!args.includes('--no-drain')) {
  ensureBuilt();
  const script = await bundleDrainPage();
  for (const backend of backends) drains.push(await drain(backend, script));
  console.log(
    `\nOutbox drain: ${QUEUED} orders queued in headless Chromium (IndexedDB) while the server was killed, page reloaded, then drained`,
  );
  console.log(`  backend      queue (all)  loaded after reload  drain (all)  per order  sent  stored once  tokens in order taken`);
  for (const figures of drains) {
    console.log(
      `  ${figures.backend.padEnd(10)}  ${pad(`${Math.round(figures.queueMs)} ms`, 11)}  ${pad(figures.loadedAfterReload, 19)}  ${pad(`${Math.round(figures.drainMs)} ms`, 11)}  ` +
        `${pad(`${(figures.drainMs / Math.max(1, figures.sent)).toFixed(1)} ms`, 9)}  ${pad(figures.sent, 4)}  ${pad(figures.storedOnce, 11)}  ${pad(figures.isTokenOrderKept ? 'yes' : 'NO', 21)}`,
    );
    if (figures.notSent.length > 0) console.log(`  not sent: ${figures.notSent.slice(0, 10).join('; ')}`);
  }
}
const isClean =
  results.every((figures) => figures.lost + figures.duplicated + figures.unacknowledged + figures.tokenGaps + figures.tokenRepeats === 0) &&
  drains.every(
    (figures) =>
      figures.sent === QUEUED && figures.storedOnce === QUEUED && figures.isTokenOrderKept && figures.loadedAfterReload === QUEUED,
  );
process.exit(isClean ? 0 : 1);
