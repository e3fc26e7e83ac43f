// What /ready reports. A node is ready when it can do its work for a load balancer's traffic:
// the database answers, every migration this build knows has run, the node is not shutting down, and
// (PostgreSQL, several nodes) its realtime adapter is listening, so its stations hear the other nodes.
import type { Db, Dialect } from '../db/client';
import { listExecutedMigrations, listListeningSessions, pingDatabase } from '../db/repositories/health.repository';
import { migrationsFor } from '../db/migrations';

/** 'ok', or a short reason (no host names or error text: /ready is open to anyone who can reach the node). */
type CheckResult = string;

export interface ReadinessReport {
  status: 'ready' | 'not ready' | 'shutting down';
  checks: Record<string, CheckResult>;
}

export interface ReadinessSources {
  db: Db;
  dialect: Dialect;
  isShuttingDown(): boolean;
  /** PostgreSQL: the application_name of the realtime adapter's connections (clusterAdapter.ts). */
  realtimeApplicationName?: string;
}

/** A probe that hangs (pool exhausted, network cut) answers "not ready" rather than holding the balancer. */
const CHECK_TIMEOUT_MS = 2000;

export async function checkReadiness(sources: ReadinessSources): Promise<ReadinessReport> {
  if (sources.isShuttingDown()) return { status: 'shutting down', checks: {} };
  const checks = await withTimeout(runChecks(sources), CHECK_TIMEOUT_MS, { database: 'timeout' });
  const isReady = Object.values(checks).every((result) => result === 'ok');
  return { status: isReady ? 'ready' : 'not ready', checks };
}

async function runChecks({ db, dialect, realtimeApplicationName }: ReadinessSources): Promise<Record<string, CheckResult>> {
  try {
    await pingDatabase(db);
  } catch {
    return { database: 'unreachable' };
  }
  const checks: Record<string, CheckResult> = { database: 'ok' };
  const executed = new Set(await listExecutedMigrations(db).catch(() => []));
  const pending = Object.keys(migrationsFor(dialect)).filter((name) => !executed.has(name));
  checks.migrations = pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
  if (realtimeApplicationName !== undefined) {
    const listening = await listListeningSessions(db, realtimeApplicationName).catch(() => []);
    checks.realtime = listening.length > 0 ? 'ok' : 'not listening';
  }
  return checks;
}

function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
