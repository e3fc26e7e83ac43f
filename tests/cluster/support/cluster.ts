// Cluster tier: real Brigade server processes (tests/support/processes.ts) on one fresh PostgreSQL
// database, started and stopped the way an operator would, with ports chosen here. Every process and the
// database are cleaned up even when a test fails.
import { type Db, openDatabase } from '../../../server/db/client';
import { type CreatedUser, type UserInput, createUser } from '../../factories/users';
import type { TestClient } from '../../support/httpClient';
import { type BrigadeNode, type NodeOptions, spawnNode as spawnProcess, signInOn, stopOrKill } from '../../support/processes';
import { type TestDatabase, createTestDatabase, isPostgresUrl } from '../../support/testDatabase';

export { type BrigadeNode, connectStation, eventually, record, sameSessionOn, sleep, waitForEvent } from '../../support/processes';

export const ADMIN = { username: 'admin', password: 'cluster-admin-password' } as const;
const SESSION_SECRET = 'cluster-tier-session-secret-0123456789abcdefghij';

export const hasPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL);
/** The test process's own connections to a cluster's database. */
export const TEST_APPLICATION_NAME = 'brigade-cluster-tests';

/** Spawns one node of this tier (its admin and session secret; returns at once, call waitReady). */
export function spawnNode(options: Omit<NodeOptions, 'admin' | 'sessionSecret'>): Promise<BrigadeNode> {
  return spawnProcess({ admin: ADMIN, sessionSecret: SESSION_SECRET, ...options });
}

export interface Cluster {
  database: TestDatabase;
  nodes: BrigadeNode[];
  /** The test's own connection to the cluster's database, for fixtures (factories) and checks. */
  db: Db;
  createUser(overrides?: Partial<UserInput>): Promise<CreatedUser>;
  /** Signs in on that node; throws unless 200. */
  signIn(node: BrigadeNode, username: string, password: string): Promise<TestClient>;
  signInAs(node: BrigadeNode, overrides?: Partial<UserInput>): Promise<{ client: TestClient } & CreatedUser>;
  close(): Promise<void>;
}

/** A fresh database and `count` nodes started together (like `npm run cluster`), all ready. */
export async function startCluster(count = 2, env: Record<string, string> = {}): Promise<Cluster> {
  const database = await createTestDatabase();
  const nodes: BrigadeNode[] = [];
  let db: Db | undefined;
  const close = async () => {
    await Promise.all(nodes.map((node) => stopOrKill(node)));
    await db?.destroy().catch(() => {});
    await database.drop();
  };
  try {
    for (let index = 0; index < count; index += 1) {
      nodes.push(await spawnNode({ name: String.fromCharCode(65 + index), databaseUrl: database.url, env }));
    }
    await Promise.all(nodes.map((node) => node.waitReady()));
    // Named, so a test can cut every node's connections and keep its own.
    const fixturesUrl = new URL(database.url);
    fixturesUrl.searchParams.set('application_name', TEST_APPLICATION_NAME);
    const handle = openDatabase(fixturesUrl.toString());
    db = handle.db;
    const fixturesDb = handle.db;
    return {
      database,
      nodes,
      db: fixturesDb,
      createUser: (overrides) => createUser(fixturesDb, overrides),
      signIn: signInOn,
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
