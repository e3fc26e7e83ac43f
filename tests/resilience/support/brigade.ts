// Resilience tier: one Brigade server on a fresh database (a SQLite file in WAL mode with
// synchronous=FULL by default; a new PostgreSQL database when TEST_DATABASE_URL is PostgreSQL), run as real
// processes (tests/support/processes.ts) that a test stops, kills with -9 and starts again on the same port
// and database mid-test, or runs a second process beside. Every process and the database are cleaned up
// even when a test fails.
import { type Db, openDatabase } from '../../../server/db/client';
import { type CreatedUser, type UserInput, createUser } from '../../factories/users';
import type { TestClient } from '../../support/httpClient';
import { type BrigadeNode, signInOn, spawnNode, stopOrKill } from '../../support/processes';
import { type TestDatabase, createTestDatabase, isPostgresUrl } from '../../support/testDatabase';

const ADMIN = { username: 'admin', password: 'resilience-admin-password' } as const;
const SESSION_SECRET = 'resilience-tier-session-secret-0123456789abcdefghij';

/** Which database this run of the tier uses (npm test runs the tier once for each). */
export const BACKEND = isPostgresUrl(process.env.TEST_DATABASE_URL) ? 'PostgreSQL' : 'SQLite';

export interface Brigade {
  database: TestDatabase;
  /** The first process: the one the tests stop, kill and restart. */
  readonly node: BrigadeNode;
  /** The test's own connection to the database, for fixtures (factories) and checks. */
  db: Db;
  /** Another server process on the same database, on a port of its own; ready when it resolves. */
  startAnother(name: string): Promise<BrigadeNode>;
  /** kill -9 of `node` (and wait for its exit). */
  kill(): Promise<void>;
  /** Starts `node` again on the same port and database; ready when it resolves. */
  restart(): Promise<BrigadeNode>;
  createUser(overrides?: Partial<UserInput>): Promise<CreatedUser>;
  signInAs(node: BrigadeNode, overrides?: Partial<UserInput>): Promise<{ client: TestClient } & CreatedUser>;
  close(): Promise<void>;
}

export interface BrigadeOptions {
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Where the fresh database is made: TEST_DATABASE_URL by default (a SQLite file unless it is PostgreSQL). */
  adminUrl?: string;
}

export async function startBrigade({ env = {}, adminUrl = process.env.TEST_DATABASE_URL }: BrigadeOptions = {}): Promise<Brigade> {
  const database = await createTestDatabase(adminUrl);
  const started: BrigadeNode[] = [];
  let db: Db | undefined;
  const spawn = async (name: string, port?: number) => {
    const node = await spawnNode({ name, databaseUrl: database.url, admin: ADMIN, sessionSecret: SESSION_SECRET, port, env });
    started.push(node);
    await node.waitReady();
    return node;
  };
  const close = async () => {
    await Promise.all(started.map((node) => stopOrKill(node)));
    await db?.destroy().catch(() => {});
    await database.drop();
  };
  try {
    let main = await spawn('A');
    db = openDatabase(database.url).db;
    const fixturesDb = db;
    let restarts = 0;
    return {
      database,
      get node() {
        return main;
      },
      db: fixturesDb,
      startAnother: (name) => spawn(name),
      async kill() {
        await main.kill();
      },
      async restart() {
        if (main.isRunning()) throw new Error(`${main.name} is still running`);
        restarts += 1;
        main = await spawn(`A${restarts}`, main.port);
        return main;
      },
      createUser: (overrides) => createUser(fixturesDb, overrides),
      async signInAs(node, overrides) {
        const created = await createUser(fixturesDb, overrides);
        return { ...created, client: await signInOn(node, created.user.username, created.password) };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
