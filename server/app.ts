// Builds the whole server without listening: database (migrated, initialized), Fastify with the
// /api/v1 routes and the pages, socket.io on the same HTTP server. The caller listens; tests call
// `await app.listen({ port: 0 })` on a fresh database.
import { Signer, fastifyCookie } from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE } from '../shared/domain/session';
import { type Config, type TrustProxy, assertValidConfig } from './config';
import { type DatabaseHandle, type Db, type Dialect, openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { installErrorHandler, tooManyRequests } from './errors';
import type { ApiRouteInfo } from './http/access';
import { apiPlugin } from './http/api';
import { registerPages } from './http/pages/pages.routes';
import type { ApiRoutesPlugin } from './http/routeDeps';
import { API_ROUTE_PLUGINS } from './http/routes';
import { installInputGuards } from './http/inputGuards';
import { installAccessLog } from './http/accessLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { type Broadcaster, connectBroadcaster, createBroadcaster } from './realtime/broadcaster';
import { type BrigadeSocketServer, createSocketServer } from './realtime/socketServer';
import type { ServiceContext } from './services/context';
import { type EnsureAdminResult, ensureAdmin } from './services/ensureAdmin';
import { ensureSessionSecret } from './services/ensureSessionSecret';
import { DomainEvents } from './services/events';
import { pruneIdempotencyKeys } from './services/idempotency';
import { type InitializeStoreResult, initializeStore } from './services/initializeStore';
import { prepareDummyHash } from './services/passwords';
import { pruneExpiredSessions } from './services/pruneExpiredSessions';
import { SignInThrottle } from './services/signInThrottle';

const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface BuildAppOptions {
  /** Injectable clock (tests). */
  now?: () => Date;
  /** The /api/v1 route plugins; defaults to all of them. */
  routePlugins?: readonly ApiRoutesPlugin[];
}

export interface BootReport {
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
  close(): Promise<void>;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<BrigadeApp> {
  assertValidConfig(config);
  const now = options.now ?? (() => new Date());
  const handle: DatabaseHandle = openDatabase(config.databaseUrl);
  const app: FastifyInstance = Fastify({
    logger: { level: config.logLevel },
    // One access line per request (installAccessLog) instead of Fastify's two: half the log writes.
    disableRequestLogging: true,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  try {
    const { executed } = await migrateToLatest(handle);
    const store = await initializeStore(handle.db, { seedDemo: config.seedDemo, now: now() });
    const admin = await ensureAdmin(handle.db, {
      username: config.adminUsername,
      password: config.adminPassword,
      now: now(),
    });
    const secret = await ensureSessionSecret(handle.db, config.sessionSecret, now());
    await prepareDummyHash();

    const events = new DomainEvents();
    const ctx: ServiceContext = {
      db: handle.db,
      config,
      events,
      now,
      signer: new Signer(secret),
      signInThrottle: new SignInThrottle(config.signInLimits),
    };

    installErrorHandler(app);
    installSecurityHeaders(app);
    installAccessLog(app);
    installInputGuards(app);
    app.decorateRequest('session', null);
    await app.register(fastifyCookie);
    await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyRequests() });

    const apiRoutes: ApiRouteInfo[] = [];
    await app.register(apiPlugin, {
      prefix: API_BASE,
      ctx,
      routePlugins: options.routePlugins ?? API_ROUTE_PLUGINS,
      registry: apiRoutes,
    });
    await registerPages(app, config.distDir);
    await app.ready();

    // After ready(): plain socket.io shares Fastify's HTTP server (stack notes).
    const io = createSocketServer(app.server, ctx);
    const broadcaster = createBroadcaster(io);
    const disconnectEvents = connectBroadcaster(events, broadcaster);
    const prune = () =>
      Promise.all([
        pruneExpiredSessions(handle.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning sessions failed')),
        pruneIdempotencyKeys(handle.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'pruning idempotency keys failed')),
      ]);
    await prune();
    const pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    pruneTimer.unref();

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        clearInterval(pruneTimer);
        disconnectEvents();
        io.disconnectSockets(true);
        io.engine.close();
        await app.close();
        await io.close(); // adapters; the HTTP server is already closed
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
      close,
    };
  } catch (error) {
    await app.close().catch(() => {});
    await handle.destroy().catch(() => {});
    throw error;
  }
}

/** TRUST_PROXY as Fastify takes it; a hop count becomes "trust the nearest n hops". */
function fastifyTrustProxy(value: TrustProxy): boolean | string | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
