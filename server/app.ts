// Builds the whole server without listening: database (migrated, initialized), Fastify with the
// /api/v1 routes and the pages, socket.io on the same HTTP server. The caller listens; tests call
// `await app.listen({ port: 0 })` on a fresh database.
import { Signer, fastifyCookie } from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import pino, { type DestinationStream } from 'pino';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { API_BASE } from '../shared/domain/access/session';
import { type Config, type TrustProxy, assertValidConfig } from './config';
import { type DatabaseHandle, type Db, type Dialect, openDatabase, parseDatabaseUrl, withStartupLock } from './db/client';
import { migrateToLatest } from './db/migrate';
import { listListeningSessions } from './db/repositories/health.repository';
import { installErrorHandler, tooManyRequests } from './errors';
import type { ApiRouteInfo } from './http/access';
import { apiPlugin } from './http/api';
import { registerHealthRoutes } from './health/health.routes';
import { type ReadinessReport, checkReadiness } from './health/checkReadiness';
import { registerPages } from './http/pages.routes';
import type { ApiRoutesPlugin } from './http/routeDeps';
import { API_ROUTE_PLUGINS } from './http/routes';
import { installInputGuards } from './http/inputGuards';
import { installAccessLog } from './http/accessLog';
import { databaseRateLimitStore } from './infrastructure/rateLimitStore';
import { installSecurityHeaders } from './http/securityHeaders';
import { type Broadcaster, connectBroadcaster, createBroadcaster } from './realtime/broadcaster';
import { type ClusterAdapter, createClusterAdapter } from './realtime/clusterAdapter';
import { type BrigadeSocketServer, createSocketServer } from './realtime/socketServer';
import type { ServiceContext } from './infrastructure/context';
import { type EnsureAdminResult, ensureAdmin } from './users/ensureAdmin';
import { ensureSessionSecret } from './session/ensureSessionSecret';
import { DomainEvents } from './infrastructure/events';
import { pruneIdempotencyKeys } from './infrastructure/idempotency';
import { type InitializeStoreResult, initializeStore } from './settings/initializeStore';
import { prepareDummyHash } from './infrastructure/passwords';
import { pruneExpiredSessions } from './session/pruneExpiredSessions';
import { DatabaseSignInGuard } from './session/databaseSignInGuard';
import { pruneThrottles } from './infrastructure/pruneThrottles';
import { startPrintWorker } from './printers/printWorker';
import { STOCK_RESET_POLL_MS, resetStockIfDue } from './stock/resetStockAtDayStart';
import { autoFireCourses } from './floor/autoFireCourses';
import { MemorySignInGuard } from './infrastructure/signInThrottle';

const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How often each node looks for courses due to auto-fire (a store sets minutes; a few seconds late is fine). */
const AUTO_FIRE_CHECK_MS = 10_000;

export interface BuildAppOptions {
  /** Injectable clock (tests). */
  now?: () => Date;
  /** The /api/v1 route plugins; defaults to all of them. */
  routePlugins?: readonly ApiRoutesPlugin[];
  /** Check every /api/v1 answer against its declared response schema (the api tests turn it on). */
  checkResponses?: boolean;
  /** Where log lines go instead of stdout (tests that read what was logged). */
  logStream?: DestinationStream;
}

interface BootReport {
  migrationsRun: string[];
  store: InitializeStoreResult;
  admin: EnsureAdminResult['created'];
  database: string;
}

export interface BrigadeApp {
  app: FastifyInstance;
  io: BrigadeSocketServer;
  db: Db;
  dialect: Dialect;
  ctx: ServiceContext;
  broadcaster: Broadcaster;
  /** Every /api/v1 route with its access, as registered (method, path relative to /api/v1). */
  apiRoutes: readonly ApiRouteInfo[];
  boot: BootReport;
  /** What GET /ready answers. */
  readiness(): Promise<ReadinessReport>;
  /**
   * Graceful stop (SIGTERM, tests): /ready turns 503 and new socket handshakes are refused; the node stops
   * accepting connections, closes its sockets (stations reconnect, through the balancer, to another node)
   * and finishes the requests in flight, whose events still reach the other nodes; then the adapter and
   * the database close.
   */
  close(): Promise<void>;
  /** Writes out the log lines still queued (before the process exits). */
  flushLogs(): Promise<void>;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<BrigadeApp> {
  assertValidConfig(config);
  const now = options.now ?? (() => new Date());
  const logDestination = options.logStream ? undefined : pino.destination({ dest: 1, sync: false });
  const app: FastifyInstance = Fastify({
    // Asynchronous writes to stdout: under load, lines written while one write is in flight go out together
    // (a write per request cost ~3 % of the server's CPU in syscalls); flushed on shutdown (flushLogs).
    logger: { level: config.logLevel, stream: options.logStream ?? logDestination },
    // One access line per request (installAccessLog) instead of Fastify's two: half the log writes.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  const handle: DatabaseHandle = openDatabase(config.databaseUrl, (error) =>
    // A warning: a restart or failover passes by itself, requests meanwhile answer 503 with Retry-After.
    app.log.warn({ err: error }, 'PostgreSQL connection lost (queries answer 503 until it is back)'),
  );
  let cluster: ClusterAdapter | undefined;
  try {
    // Several nodes may start together on one PostgreSQL database: one at a time migrates and creates
    // the first admin, the store and the generated secret; the next finds them there.
    const { executed, store, admin, secret } = await withStartupLock(handle, async (db) => {
      const migrated = await migrateToLatest(handle);
      const initialized = await initializeStore(db, { seedDemo: config.seedDemo, now: now() });
      const ensured = await ensureAdmin(db, { username: config.adminUsername, password: config.adminPassword, now: now() });
      const sessionSecret = await ensureSessionSecret(db, config.sessionSecret, now());
      return { executed: migrated.executed, store: initialized, admin: ensured, secret: sessionSecret };
    });
    await prepareDummyHash();

    const events = new DomainEvents();
    const ctx: ServiceContext = {
      db: handle.db,
      config,
      events,
      now,
      signer: new Signer(secret),
      // One process (SQLite) counts in memory; on PostgreSQL every node shares the counts.
      signInGuard:
        handle.dialect === 'postgres'
          ? new DatabaseSignInGuard(handle.db, handle.dialect, config.signInLimits, () => now().getTime())
          : new MemorySignInGuard(config.signInLimits, {
              now: () => now().getTime(),
              onFull: (table, capacity) =>
                app.log.warn({ table, capacity }, 'sign-in throttle table full of active locks: new keys are not tracked until one ends'),
            }),
    };

    installErrorHandler(app);
    installSecurityHeaders(app);
    installAccessLog(app);
    installInputGuards(app);
    // Shutting down: every answer still being written ends its connection, so the HTTP server's close
    // does not wait for kept-alive connections to time out (Fastify keeps them 72 s).
    let isShuttingDown = false;
    app.addHook('onSend', async (_request, reply) => {
      if (isShuttingDown) reply.header('connection', 'close');
    });
    app.decorateRequest('session', null);
    await app.register(fastifyCookie);
    await app.register(rateLimit, {
      global: false,
      // Shared by every node on PostgreSQL; the plugin's in-memory store for one process.
      store: handle.dialect === 'postgres' ? databaseRateLimitStore(handle.db, () => now().getTime()) : undefined,
      errorResponseBuilder: (_request, { ttl }) => tooManyRequests(undefined, ttl / 1000),
    });

    const apiRoutes: ApiRouteInfo[] = [];
    await app.register(apiPlugin, {
      prefix: API_BASE,
      ctx,
      routePlugins: options.routePlugins ?? API_ROUTE_PLUGINS,
      registry: apiRoutes,
      checkResponses: options.checkResponses ?? false,
    });
    const target = parseDatabaseUrl(config.databaseUrl);
    const readiness = () =>
      checkReadiness({
        db: handle.db,
        dialect: handle.dialect,
        isShuttingDown: () => isShuttingDown,
        // PostgreSQL: ready only once the adapter listens (an empty name matches no session).
        realtimeApplicationName: target.dialect === 'postgres' ? (cluster?.applicationName ?? '') : undefined,
      });
    registerHealthRoutes(app, readiness);
    await registerPages(app, config.distDir);

    // After ready(): plain socket.io shares Fastify's HTTP server (stack notes). Registered before
    // ready() because Fastify takes no hooks after it: on close, before the HTTP server waits for its
    // connections, this node's own sockets close (only its own: `io.local`, not every node's through the
    // adapter) and the stations reconnect elsewhere.
    let sockets: BrigadeSocketServer | undefined;
    app.addHook('preClose', (done) => {
      sockets?.local.disconnectSockets(true);
      sockets?.engine.close();
      done();
    });
    await app.ready();

    if (target.dialect === 'postgres') {
      cluster = createClusterAdapter(target.connectionString, (error) => {
        app.log.warn({ err: error }, 'realtime adapter lost PostgreSQL (it reconnects by itself)');
        void resyncStations();
      });
    }
    const io = createSocketServer(app.server, ctx, { adapter: cluster?.adapter, isAccepting: () => !isShuttingDown });
    sockets = io;
    // The adapter lost PostgreSQL (restart, network): it reconnects by itself, but what the other nodes
    // emitted meanwhile never reached this node's stations. Once a new LISTEN session is up, this node's
    // sockets are told to reconnect, and every station reloads its lists on reconnecting (liveList.ts).
    let listenerPids: number[] = [];
    const isClosingNow = () => isShuttingDown;
    let isResyncing = false;
    const resyncStations = async (): Promise<void> => {
      if (!cluster || isResyncing || isShuttingDown) return;
      isResyncing = true;
      const started = Date.now();
      try {
        // Polls every 500 ms until PostgreSQL is back and the adapter listens again (or the node stops).
        while (!isClosingNow()) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          const pids = await listListeningSessions(handle.db, cluster.applicationName).catch(() => null);
          if (pids === null) continue; // PostgreSQL still away
          if (pids.some((pid) => !listenerPids.includes(pid))) {
            listenerPids = pids;
            app.log.warn("realtime adapter listening again: reconnecting this node's stations so they reload what they missed");
            io.local.disconnectSockets(true);
            return;
          }
          // The listener never dropped (the error was a failed send): nothing was missed here.
          if (pids.length > 0 && Date.now() - started > 5000) return;
        }
      } finally {
        isResyncing = false;
      }
    };
    if (cluster) {
      listenerPids = await listenerSoon(handle.db, cluster.applicationName);
      if (listenerPids.length === 0) app.log.warn('the realtime adapter is not listening yet: /ready answers 503 until it is');
    }
    const broadcaster = createBroadcaster(io, { isClustered: cluster !== undefined });
    const disconnectEvents = connectBroadcaster(events, broadcaster);
    const prune = () =>
      Promise.all([
        pruneExpiredSessions(handle.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed')),
        pruneIdempotencyKeys(handle.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning idempotency keys failed')),
        pruneThrottles(handle.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning throttles failed')),
      ]);
    await prune();
    const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    // Prints after commit, off the requests; a store without printers finds no jobs and no printers to check.
    const printWorker = startPrintWorker(ctx, (message, error) => app.log.warn({ err: error }, message));
    pruneTimer.unref();
    // Only asks whether the business day turned: the database decides which node resets it (resetStockAtDayStart.ts).
    const stockResetTimer = setInterval(
      () => void resetStockIfDue(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'the day-start stock reset failed')),
      STOCK_RESET_POLL_MS,
    );
    stockResetTimer.unref();
    // Auto-fire reads the rows each round; any node may fire a due course, the conditional update lets one win.
    const autoFireTimer = setInterval(() => {
      autoFireCourses(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'auto-fire round failed'));
    }, AUTO_FIRE_CHECK_MS);
    autoFireTimer.unref();

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        isShuttingDown = true;
        clearInterval(pruneTimer);
        clearInterval(stockResetTimer);
        clearInterval(autoFireTimer);
        // A job being sent finishes (or goes back to the queue) before the database closes.
        await printWorker.stop();
        // /ready now answers 503; serving on meanwhile lets a balancer take this node out first.
        if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
        // Stops accepting, closes this node's sockets (preClose above), answers 503 to requests arriving
        // on kept-alive connections and waits for the requests in flight.
        await app.close();
        // Only now: orders committed by those last requests still reach the other nodes' stations.
        disconnectEvents();
        await io.close(); // the adapter tells the other nodes this one left; the HTTP server is already closed
        await cluster?.close();
        await handle.destroy();
      })();
      return closing;
    };

    return {
      app,
      io,
      db: handle.db,
      dialect: handle.dialect,
      ctx,
      broadcaster,
      apiRoutes,
      boot: { migrationsRun: executed, store, admin: admin.created, database: handle.description },
      readiness,
      close,
      flushLogs: () => new Promise<void>((resolve) => (logDestination ? logDestination.flush(() => resolve()) : resolve())),
    };
  } catch (error) {
    await app.close().catch(() => {});
    await cluster?.close().catch(() => {});
    await handle.destroy().catch(() => {});
    throw error;
  }
}

/**
 * The adapter connects its LISTEN session in the background: wait for it (briefly), so the node neither
 * reports ready nor closes (tests open and close at once) while it is still connecting. Its pids, or none.
 */
async function listenerSoon(db: Db, applicationName: string, timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pids = await listListeningSessions(db, applicationName).catch(() => []);
    if (pids.length > 0) return pids;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [];
}

/** TRUST_PROXY as Fastify takes it; a hop count becomes "trust the nearest n hops". */
function fastifyTrustProxy(value: TrustProxy): boolean | string | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
