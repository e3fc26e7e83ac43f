// Server configuration: read once from the environment (server/main.ts), overridable in tests.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type TrustProxy = boolean | number | string | string[];

export interface SignInLimits {
  /** Sign-in requests per IP address per window (any outcome). */
  perIpMax: number;
  perIpWindowMs: number;
  /** Failed sign-ins per username per window before that username is locked out for the window. */
  perUsernameMax: number;
  perUsernameWindowMs: number;
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
  /** Extra origins (scheme://host[:port]) allowed besides the request's own origin. */
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  /** The Vite build output (dist/entries/*.html, dist/assets/*). */
  distDir: string;
  accessTtlMs: number;
  refreshTtlMs: number;
  /** A just-rotated refresh token presented again within this window is a concurrent refresh, not a theft. */
  refreshGraceMs: number;
  signInLimits: SignInLimits;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

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
  trustProxy: false,
  distDir: path.resolve(process.cwd(), 'dist'),
  accessTtlMs: 15 * 60 * 1000,
  refreshTtlMs: 30 * 24 * 60 * 60 * 1000,
  refreshGraceMs: 20 * 1000,
  signInLimits: {
    perIpMax: 10,
    perIpWindowMs: 60 * 1000,
    perUsernameMax: 5,
    perUsernameWindowMs: 15 * 60 * 1000,
  },
  logLevel: 'info',
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

/** TRUST_PROXY: 'true'/'1' → trust all, a number → hop count, otherwise a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = nonEmpty(value);
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((part) => part.trim()).filter(Boolean);
  return list.length === 1 ? (list[0] as string) : list;
}

export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: (nonEmpty(env.LOG_LEVEL) as Config['logLevel'] | undefined) ?? DEFAULT_CONFIG.logLevel,
  };
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
