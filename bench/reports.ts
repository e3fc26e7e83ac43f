// GET /reports for a month kept under a second over 100,000 orders: the real app on a temp SQLite
// file (and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too), seeded with
// scripts/seed-volume.ts (100,000 orders over ~6 months by default), then GET /api/v1/reports for this_month,
// last_month and the whole 6-month range, plus the invoices list and CSV of a month, each timed over HTTP:
// median (and worst) of a few runs after a warm-up. `--explain` prints each report query's plan
// (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL) to show the indexes at work.
// Usage: npx tsx bench/reports.ts [orders=100000] [--runs=5] [--explain] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import { seedVolume } from '../scripts/seed-volume';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/client';
import type { Database } from '../server/db/schema';
import { getReport } from '../server/reports/getReport';
import { createUser } from '../tests/factories/users';
import { TestClient } from '../tests/support/httpClient';
import { createTestDatabase, isPostgresUrl } from '../tests/support/testDatabase';
import { testConfig } from '../tests/support/testServer';

const args = process.argv.slice(2);
const ORDERS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100_000);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const isExplain = args.includes('--explain');
const asJson = args.includes('--json');

interface Timing {
  label: string;
  medianMs: number;
  worstMs: number;
  bytes: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function time(client: TestClient, label: string, url: string): Promise<Timing> {
  const first = await client.get(url);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${first.text.slice(0, 200)}`);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const response = await client.get(url);
    samples.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    medianMs: round(samples[Math.floor(samples.length / 2)] ?? 0),
    worstMs: round(samples[samples.length - 1] ?? 0),
    bytes: first.text.length,
  };
}

/** Runs getReport on a logging connection to the same database, then asks the planner about each query. */
async function explainReport(
  url: string,
  dialect: 'sqlite' | 'postgres',
  query: Record<string, string>,
  ctxBase: Parameters<typeof getReport>[0],
) {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  const db: Db =
    dialect === 'sqlite'
      ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(url.slice('sqlite:'.length)) }), log })
      : new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 1 }) }), log });
  try {
    await getReport({ ...ctxBase, db }, query);
    const plans: { sql: string; plan: string[] }[] = [];
    for (const compiled of queries) {
      if (!/^\s*select/i.test(compiled.sql)) continue;
      const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off, timing on) ';
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${prefix}${compiled.sql}`, [...compiled.parameters]),
      );
      const plan = result.rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN']));
      plans.push({ sql: compiled.sql, plan });
    }
    return plans;
  } finally {
    await db.destroy();
  }
}

async function benchDatabase(kind: 'sqlite' | 'postgres') {
  let url: string;
  let drop: () => Promise<void>;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-reports-'));
    url = `sqlite:${path.join(dir, 'bench.sqlite')}`;
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const database = await createTestDatabase();
    url = database.url;
    drop = database.drop;
  }
  const brigade = await buildApp(testConfig(url, { seedDemo: true }));
  try {
    const seeded = await seedVolume(brigade.db, brigade.dialect, {
      orders: ORDERS,
      months: 6,
      log: asJson ? undefined : (line) => process.stdout.write(`\r  ${line}   `),
    });
    if (!asJson) process.stdout.write('\n');
    await brigade.app.listen({ port: 0, host: '127.0.0.1' });
    const address = brigade.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const client = new TestClient(`http://127.0.0.1:${address.port}`);
    const { user, password } = await createUser(brigade.db, { scope: ['REPORTS', 'INVOICES'] });
    const signIn = await client.post('/api/v1/auth/signin', { username: user.username, password });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);

    const whole = `type=custom&from=${seeded.from}&to=${seeded.to}`;
    const timings = [
      await time(client, 'GET /reports?type=today', '/api/v1/reports?type=today'),
      await time(client, 'GET /reports?type=this_month', '/api/v1/reports?type=this_month'),
      await time(client, 'GET /reports?type=last_month', '/api/v1/reports?type=last_month'),
      await time(client, `GET /reports (6 months, ${seeded.from} → ${seeded.to})`, `/api/v1/reports?${whole}`),
      await time(client, 'GET /invoices?type=last_month', '/api/v1/invoices?type=last_month'),
      await time(client, 'GET /invoices/export.csv?type=last_month', '/api/v1/invoices/export.csv?type=last_month'),
    ];
    const explain = isExplain ? await explainReport(url, kind, { type: 'last_month' }, brigade.ctx) : undefined;
    return { database: kind === 'sqlite' ? 'SQLite (temp file, WAL)' : `PostgreSQL (${brigade.dialect})`, seeded, timings, explain };
  } finally {
    await brigade.close();
    await drop();
  }
}

const results = [];
for (const kind of ['sqlite', ...(isPostgresUrl(process.env.TEST_DATABASE_URL) ? ['postgres' as const] : [])] as const) {
  if (!asJson) console.log(`\n${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: seeding ${ORDERS.toLocaleString('en-US')} orders…`);
  const result = await benchDatabase(kind);
  results.push(result);
  if (asJson) continue;
  const { seeded } = result;
  console.log(
    `  seeded ${seeded.orders.toLocaleString('en-US')} orders, ${seeded.items.toLocaleString('en-US')} lines, ${seeded.invoices.toLocaleString('en-US')} invoices, ` +
      `${seeded.customers.toLocaleString('en-US')} customers in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  for (const timing of result.timings) {
    console.log(
      `  ${timing.label.padEnd(58)} median ${String(timing.medianMs).padStart(7)} ms   worst ${String(timing.worstMs).padStart(7)} ms   ${(timing.bytes / 1024).toFixed(0)} KiB`,
    );
  }
  for (const { sql, plan } of result.explain ?? []) {
    console.log(`\n  ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    for (const line of plan) console.log(`    ${line}`);
  }
}
if (asJson) console.log(JSON.stringify({ orders: ORDERS, runs: RUNS, node: process.version, results }, null, 2));
else console.log(`\nMedian of ${RUNS} runs after one warm-up, over HTTP on 127.0.0.1, Node ${process.version}.`);
