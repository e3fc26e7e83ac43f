// The real app on a random port with a fresh database, for the api tests and the e2e global setup.
// Plain TypeScript (no test-runner globals), so a Playwright globalSetup can import it too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrigadeApp, type BuildAppOptions, buildApp } from '../../server/app';
import { type Config, DEFAULT_CONFIG, type SignInLimits } from '../../server/config';
import type { Db, Dialect } from '../../server/db/client';
import type { BrigadeSocketServer } from '../../server/realtime/socketServer';
import { API_BASE } from '../../shared/domain/access/session';
import { type CreatedUser, type UserInput, createUser } from '../factories/users';
import { TestClient } from './httpClient';
import { createTestDatabase } from './testDatabase';

export const TEST_ADMIN = { username: 'admin', password: 'admin-password-for-tests' } as const;

export type ConfigOverrides = Partial<Omit<Config, 'signInLimits'>> & { signInLimits?: Partial<SignInLimits> };

export interface TestServerOptions extends Omit<BuildAppOptions, 'now'> {
  config?: ConfigOverrides;
  now?: () => Date;
  /** Listen port; 0 (random) by default. */
  port?: number;
  host?: string;
}

export interface TestServer {
  baseUrl: string;
  /** `${baseUrl}/api/v1` */
  apiUrl: string;
  config: Config;
  db: Db;
  dialect: Dialect;
  io: BrigadeSocketServer;
  brigade: BrigadeApp;
  /** A user straight into the database (no HTTP). */
  createUser(overrides?: Partial<UserInput>): Promise<CreatedUser>;
  /** A client with no cookies. Paths are relative to the server root (`/api/v1/...`). */
  client(): TestClient;
  /** Signs in through the API; throws unless it answers 200. */
  signIn(username: string, password: string, options?: { userAgent?: string }): Promise<TestClient>;
  /** createUser + signIn. */
  signInAs(overrides?: Partial<UserInput>): Promise<{ client: TestClient } & CreatedUser>;
  close(): Promise<void>;
}

/** Quiet, generous limits and a build directory that need not exist: tests lower what they test. */
export function testConfig(databaseUrl: string, overrides: ConfigOverrides = {}): Config {
  const { signInLimits, ...rest } = overrides;
  return {
    ...DEFAULT_CONFIG,
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    seedDemo: false,
    distDir: path.join(os.tmpdir(), 'brigade-no-build'),
    logLevel: 'silent',
    ...rest,
    signInLimits: {
      ...DEFAULT_CONFIG.signInLimits,
      perIpMax: 10_000,
      perUsernameMax: 10_000,
      perUsernameIpMax: 10_000,
      ...signInLimits,
    },
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options.config);
  let brigade: BrigadeApp;
  try {
    brigade = await buildApp(config, {
      now: options.now,
      routePlugins: options.routePlugins,
      checkResponses: true,
      logStream: options.logStream,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  await brigade.app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = brigade.app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const client = () => new TestClient(baseUrl);
  const signIn: TestServer['signIn'] = async (username, password, signInOptions = {}) => {
    const signedIn = client();
    const headers: Record<string, string> = signInOptions.userAgent ? { 'user-agent': signInOptions.userAgent } : {};
    const response = await signedIn.post(`${API_BASE}/auth/signin`, { username, password }, { headers });
    if (response.status !== 200) throw new Error(`sign-in as ${username} failed: ${response.status} ${response.text}`);
    return signedIn;
  };

  let isClosed = false;
  return {
    baseUrl,
    apiUrl: `${baseUrl}${API_BASE}`,
    config,
    db: brigade.db,
    dialect: brigade.dialect,
    io: brigade.io,
    brigade,
    createUser: (overrides) => createUser(brigade.db, overrides),
    client,
    signIn,
    async signInAs(overrides) {
      const created = await createUser(brigade.db, overrides);
      return { ...created, client: await signIn(created.user.username, created.password) };
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      try {
        await brigade.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/** A throw-away dist/ with the six station entries and one asset, to test page serving. */
export function createFakeBuild(): { distDir: string; remove(): void } {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-dist-'));
  fs.mkdirSync(path.join(distDir, 'entries'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  for (const station of ['dashboard', 'pos', 'kitchen', 'display', 'print-receipt', 'print-token']) {
    fs.writeFileSync(path.join(distDir, 'entries', `${station}.html`), `<!doctype html><title>${station}</title>`);
  }
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("hi");');
  return { distDir, remove: () => fs.rmSync(distDir, { recursive: true, force: true }) };
}
