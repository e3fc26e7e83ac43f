// A database that cannot take a write (SQLite's disk full) or cannot be reached (PostgreSQL restarting, its
// connections terminated) is an outage, not a bug: 503 with Retry-After and a message saying nothing was saved,
// the cause logged once (a full disk at error, an outage that passes at warn), and the same request, sent
// again once the database is back, goes through once.
import { sql } from 'kysely';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { cartLine, createPosMenu, type PosMenu } from '../../factories/menu';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { isPostgresUrl } from '../../support/testDatabase';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { CREATE_ORDER, expectOrderCreated, orderRowCounts } from '../helpers/posApi';

const DISK_FULL = {
  status: 503,
  body: {
    message: 'Brigade could not save this: the database disk is full. Nothing was saved; free disk space on the server, then try again.',
    code: 'unavailable',
  },
};
const UNREACHABLE = {
  status: 503,
  body: { message: 'Brigade cannot reach its database right now. Nothing was saved; please try again in a moment.', code: 'unavailable' },
};

const adminUrl = process.env.TEST_DATABASE_URL;
const isOnPostgres = isPostgresUrl(adminUrl);

interface LogLine {
  level: number;
  msg: string;
  err?: { code?: string; message?: string };
}
const WARN = 40;
const ERROR = 50;

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
const logLines: LogLine[] = [];

beforeAll(async () => {
  server = await startTestServer({
    config: { logLevel: 'warn' },
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line) as LogLine) },
  });
  menu = await createPosMenu(server.db);
  pos = (await server.signInAs({ scope: ['POS'] })).client;
});
afterAll(() => server?.close());

const answer = (response: TestResponse) => ({ status: response.status, body: response.body });
const teaOrder = () => ({ cart: [cartLine(menu.tea.id, { quantity: 1 })], deliveryType: 'dinein', tableId: menu.tableId });
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

/** Sends until an answer is not a 200 (the disk has filled up); that answer and what was logged while it ran. */
async function sendUntilRefused(send: (attempt: number) => Promise<TestResponse>, before: () => Promise<unknown>) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const countsBefore = await before();
    logLines.length = 0;
    const response = await send(attempt);
    if (response.status !== 200) return { response, attempt, countsBefore, logged: [...logLines] };
  }
  throw new Error('the database never filled up');
}

const deviceCount = async () =>
  (
    await server.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
  ).count;

const loggedCauses = (logged: LogLine[]) => logged.filter((line) => line.err !== undefined);

describe.skipIf(isOnPostgres)('SQLite disk full (max_page_count pinned to the file size: a real SQLITE_FULL)', () => {
  beforeAll(async () => {
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(server.db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count}`).execute(server.db);
  });

  it('a sign-in that finds the disk full answers 503 with Retry-After, saves nothing and logs the real cause once', async () => {
    const refused = await sendUntilRefused(
      () => server.client().post('/api/v1/auth/signin', { username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
      deviceCount,
    );
    expect(answer(refused.response)).toEqual(DISK_FULL);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(refused.response.setCookies).toEqual([]);
    expect(await deviceCount()).toBe(refused.countsBefore);
    // SQLite rolled the transaction back itself; its cause is what is logged, not the failed ROLLBACK after it.
    expect(loggedCauses(refused.logged).map((line) => [line.level, line.err?.code])).toEqual([[ERROR, 'SQLITE_FULL']]);
    expect(JSON.stringify(refused.logged)).not.toContain('cannot rollback');
  });

  it('an order that finds the disk full answers 503 and leaves nothing half-written; once there is room, the same order is placed once', async () => {
    let key = '';
    const refused = await sendUntilRefused(
      (attempt) => {
        key = `disk-full-${attempt}`;
        return pos.post(CREATE_ORDER, teaOrder(), withKey(key));
      },
      () => orderRowCounts(server.db),
    );
    expect(answer(refused.response)).toEqual(DISK_FULL);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(await orderRowCounts(server.db)).toEqual(refused.countsBefore);
    expect(loggedCauses(refused.logged).map((line) => [line.level, line.err?.code])).toEqual([[ERROR, 'SQLITE_FULL']]);

    await sql`PRAGMA max_page_count = 1073741823`.execute(server.db);
    const placed = expectOrderCreated(await pos.post(CREATE_ORDER, teaOrder(), withKey(key)), POS_MESSAGES.orderCreated);
    const orders = await server.db.selectFrom('orders').select(['id', 'token_no']).orderBy('id').execute();
    expect(orders).toHaveLength(refused.attempt + 1);
    expect(orders.at(-1)).toMatchObject({ id: placed.orderId, token_no: placed.tokenNo });
    expect(orders.at(-2)?.token_no).toBe(placed.tokenNo - 1);
  });
});

describe.runIf(isOnPostgres)('PostgreSQL unreachable (connections terminated, the database accepting none)', () => {
  it('answers 503 with Retry-After and logs at warn; the POS sending the order again once it is back places it once', async () => {
    const name = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const key = 'database-away';
    try {
      // The same as a restart, seen from the app: every connection ends, new ones are refused for a while.
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      logLines.length = 0;
      const away = await pos.post(CREATE_ORDER, teaOrder(), withKey(key));
      expect(answer(away)).toEqual(UNREACHABLE);
      expect(away.headers.get('retry-after')).toBe('5');
      const read = await pos.get('/api/v1/pos/init');
      expect(answer(read)).toEqual(UNREACHABLE);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(logLines.filter((line) => line.level >= ERROR)).toEqual([]);
      expect(logLines.some((line) => line.level === WARN && line.msg.startsWith('database unreachable'))).toBe(true);
    } finally {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const placed = expectOrderCreated(await pos.post(CREATE_ORDER, teaOrder(), withKey(key)), POS_MESSAGES.orderCreated);
    const orders = await server.db.selectFrom('orders').select('id').execute();
    expect(orders).toEqual([{ id: placed.orderId }]);
  });
});
