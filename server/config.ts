// Server configuration: read once from the environment (server/main.ts), overridable in tests.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type TrustProxy = boolean | number | string | string[];

export interface SignInLimits {
  /** Sign-in requests per IP address per window (any outcome). */
  perIpMax: number;
  perIpWindowMs: number;
  /** Free failed sign-ins per username: past them, each failure doubles that username's wait (back-off). */
  perUsernameMax: number;
  /** A username's failures are forgotten this long after its last one (a success forgets them at once). */
  perUsernameWindowMs: number;
  /** The first back-off wait, doubled by each further failure, up to the cap. */
  perUsernameBackoffBaseMs: number;
  perUsernameBackoffMaxMs: number;
  /** Failures for one username from one IP that lock that pair (only) for perUsernameIpLockMs. */
  perUsernameIpMax: number;
  perUsernameIpLockMs: number;
  /** Usernames, and username + IP pairs, tracked at most (each); active locks are never dropped. */
  trackedKeysMax: number;
}

export interface Config {
  port: number;
  host: string;
  /** undefined → SQLite file data/brigade.sqlite; `sqlite:<path>`; `postgres://…` / `postgresql://…`. */
  databaseUrl: string | undefined;
  adminUsername: string;
  /** undefined → a random password is generated when the first admin is created. */
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** undefined → a random secret generated once and kept in the database. */
  sessionSecret: string | undefined;
  supportEmail: string | undefined;
  /** Extra origins (scheme://host[:port]) allowed besides our own origin. */
  allowedOrigins: string[];
  /**
   * PUBLIC_ORIGIN: the origin staff open Brigade at (scheme://host[:port]). When set, it is "our own
   * origin" for CSRF and the socket handshake instead of one computed from the client's Host header.
   */
  publicOrigin: string | undefined;
  trustProxy: TrustProxy;
  /** The Vite build output (dist/entries/*.html, dist/assets/*). */
  distDir: string;
  accessTtlMs: number;
  refreshTtlMs: number;
  /** A just-rotated refresh token presented again within this window is a concurrent refresh, not a theft. */
  refreshGraceMs: number;
  signInLimits: SignInLimits;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, /ready answers 503 for this long while the node still serves,
   * so a load balancer polling /ready moves traffic away before the node stops accepting. 0: stop at once.
   */
  shutdownDrainMs: number;
  /** Network printers' timings (docs/printing.md). */
  printing: PrintTimings;
}

export interface PrintTimings {
  /** PRINT_STATUS_INTERVAL_MS: how often each printer's state is checked (by one node). */
  statusIntervalMs: number;
  /** PRINT_BACKUP_AFTER_MS: a job not printed this long after it was queued goes to its printer's backup. */
  backupAfterMs: number;
  /** PRINT_NOT_PRINTED_AFTER_MS: a job not printed this long after it was queued is "not printed" (Retry). */
  notPrintedAfterMs: number;
  /** How often the queue looks for due jobs (other nodes' jobs; this node's own are sent at once). */
  pollMs: number;
  /** After a failed attempt, the job's next one. */
  retryMs: number;
  connectMs: number;
  statusReplyMs: number;
  writeMs: number;
}

/** @internal Exported for tests: the test server builds its config from it. */
export const DEFAULT_CONFIG: Config = {
  port: 8080,
  host: '0.0.0.0',
  databaseUrl: undefined,
  adminUsername: 'admin',
  adminPassword: undefined,
  seedDemo: true,
  sessionSecret: undefined,
  supportEmail: undefined,
  allowedOrigins: [],
  publicOrigin: undefined,
  trustProxy: false,
  distDir: path.resolve(process.cwd(), 'dist'),
  accessTtlMs: 15 * 60 * 1000,
  refreshTtlMs: 30 * 24 * 60 * 60 * 1000,
  refreshGraceMs: 20 * 1000,
  signInLimits: {
    perIpMax: 10,
    perIpWindowMs: 60 * 1000,
    perUsernameMax: 5,
    perUsernameWindowMs: 24 * 60 * 60 * 1000,
    perUsernameBackoffBaseMs: 1000,
    perUsernameBackoffMaxMs: 5 * 60 * 1000,
    perUsernameIpMax: 10,
    perUsernameIpLockMs: 15 * 60 * 1000,
    trackedKeysMax: 20_000,
  },
  logLevel: 'info',
  shutdownDrainMs: 0,
  printing: {
    statusIntervalMs: 3000,
    backupAfterMs: 30_000,
    notPrintedAfterMs: 120_000,
    pollMs: 500,
    retryMs: 2000,
    connectMs: 1500,
    statusReplyMs: 800,
    writeMs: 10_000,
  },
};

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

/**
 * TRUST_PROXY: 'true'/'1' → trust all, a number → hop count, otherwise a comma list of addresses/CIDRs.
 * @internal Exported for tests: a unit of its own, table-tested; the server reads it through the config.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = nonEmpty(value);
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list.length === 1 ? (list[0] as string) : list;
}

/**
 * ALLOWED_ORIGINS: a comma list of exact origins (scheme://host[:port], normalised like PUBLIC_ORIGIN). An entry
 * that could never match a browser's Origin (a path, a wildcard) is a start-up error rather than a silent no.
 * @internal Exported for tests: a unit of its own, table-tested; the server reads it through the config.
 */
export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => parseOrigin(origin, 'ALLOWED_ORIGINS', 'https://kiosk.example.com'));
}

/** The shortest SESSION_SECRET accepted: 32 bytes, the HMAC-SHA256 key size. */
const MIN_SESSION_SECRET_BYTES = 32;

/**
 * PUBLIC_ORIGIN → `scheme://host[:port]` (lower case, no path); anything else is a start-up error.
 * @internal Exported for tests: a unit of its own, table-tested; the server reads it through the config.
 */
export function parsePublicOrigin(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  return raw ? parseOrigin(raw, 'PUBLIC_ORIGIN', 'https://pos.example.com') : undefined;
}

function parseOrigin(raw: string, name: string, example: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid ${name} "${raw}": expected scheme://host[:port], e.g. ${example}`);
  }
  const isBare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isBare) {
    throw new Error(`Invalid ${name} "${raw}": expected scheme://host[:port] with no path, e.g. ${example}`);
  }
  return url.origin.toLowerCase();
}

/** Start-up checks that hold however the config was built (environment or tests); throws a readable Error. */
export function assertValidConfig(config: Pick<Config, 'sessionSecret'>): void {
  if (config.sessionSecret !== undefined && Buffer.byteLength(config.sessionSecret, 'utf8') < MIN_SESSION_SECRET_BYTES) {
    throw new Error(
      `SESSION_SECRET is too short: use at least ${MIN_SESSION_SECRET_BYTES} bytes (e.g. \`openssl rand -base64 48\`), or leave it unset to have one generated and kept in the database.`,
    );
  }
}

export function fromEnv(env: Env = process.env): Config {
  return {
    ...DEFAULT_CONFIG,
    port: parsePort(env.PORT, DEFAULT_CONFIG.port),
    host: nonEmpty(env.HOST) ?? DEFAULT_CONFIG.host,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminUsername: nonEmpty(env.ADMIN_USERNAME) ?? DEFAULT_CONFIG.adminUsername,
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    seedDemo: env.SEED_DEMO?.trim() !== '0',
    sessionSecret: nonEmpty(env.SESSION_SECRET),
    supportEmail: nonEmpty(env.SUPPORT_EMAIL),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: (nonEmpty(env.LOG_LEVEL) as Config['logLevel'] | undefined) ?? DEFAULT_CONFIG.logLevel,
    shutdownDrainMs: parseMilliseconds(env.SHUTDOWN_DRAIN_MS, 'SHUTDOWN_DRAIN_MS', DEFAULT_CONFIG.shutdownDrainMs),
    printing: {
      ...DEFAULT_CONFIG.printing,
      statusIntervalMs: parseMilliseconds(
        env.PRINT_STATUS_INTERVAL_MS,
        'PRINT_STATUS_INTERVAL_MS',
        DEFAULT_CONFIG.printing.statusIntervalMs,
      ),
      backupAfterMs: parseMilliseconds(env.PRINT_BACKUP_AFTER_MS, 'PRINT_BACKUP_AFTER_MS', DEFAULT_CONFIG.printing.backupAfterMs),
      notPrintedAfterMs: parseMilliseconds(
        env.PRINT_NOT_PRINTED_AFTER_MS,
        'PRINT_NOT_PRINTED_AFTER_MS',
        DEFAULT_CONFIG.printing.notPrintedAfterMs,
      ),
    },
  };
}

function parseMilliseconds(value: string | undefined, name: string, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 10 * 60 * 1000) throw new Error(`Invalid ${name}: ${raw} (milliseconds, 0 to 600000)`);
  return ms;
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
