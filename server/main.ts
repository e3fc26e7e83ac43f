// Boots the server: configuration from the environment, migrations, first admin, demo store,
// then listens and prints where the stations are.
import { PAGES, PUBLIC_PATHS } from '../shared/domain/navigation/sitemap';
import { buildApp } from './app';
import { fromEnv } from './config';

const STATION_PATHS = [
  PUBLIC_PATHS.login,
  PAGES.home.path,
  PAGES.pos.path,
  PAGES.floor.path,
  PAGES.orders.path,
  PAGES.kitchen.path,
  PAGES.publicDisplay.path,
];

/** Longest graceful stop after the drain: requests in flight get this long to finish. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  const config = fromEnv();
  const brigade = await buildApp(config);
  const { app, boot } = brigade;

  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    // Graceful: /ready turns 503, no new connections, sockets closed so stations reconnect to
    // another node, requests in flight finished. A request that never ends must not keep the node forever.
    app.log.info(`${signal} received, shutting down`);
    const deadlineMs = config.shutdownDrainMs + SHUTDOWN_DEADLINE_MS;
    setTimeout(() => {
      console.error(`Brigade did not stop within ${deadlineMs / 1000} s of ${signal}; exiting.`);
      process.exit(1);
    }, deadlineMs).unref();
    brigade.close().then(
      () => brigade.flushLogs().finally(() => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shownHost}:${port}`;

  const lines = ['', `Brigade is running on ${base} (database: ${boot.database})`];
  lines.push(
    config.publicOrigin
      ? `Public origin: ${config.publicOrigin} (the only origin allowed to change data, with ALLOWED_ORIGINS)`
      : "Public origin: not set; each request's own Host is trusted as our origin (set PUBLIC_ORIGIN when staff reach Brigade by a name)",
  );
  if (boot.migrationsRun.length > 0) lines.push(`Migrations applied: ${boot.migrationsRun.join(', ')}`);
  if (boot.store.isNew) lines.push(boot.store.isDemoSeeded ? 'Demo store "Brigade Bistro" created.' : 'Empty store created.');
  if (boot.admin) {
    lines.push('', 'Administrator account created:', `  username: ${boot.admin.username}`);
    lines.push(
      boot.admin.isPasswordGenerated
        ? `  password: ${boot.admin.password}   (generated: write it down, it is not shown again)`
        : '  password: the value of ADMIN_PASSWORD',
    );
  }
  lines.push('', 'Stations:');
  for (const path of STATION_PATHS) lines.push(`  ${config.publicOrigin ?? base}${path}`);
  lines.push('');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Brigade failed to start:', error);
  process.exit(1);
});
