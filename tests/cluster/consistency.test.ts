// Shared state lives in the database, so two nodes behave as one. Daily tokens stay unique and
// contiguous under 2 × 50 parallel orders; an Idempotency-Key is honoured whichever node a retry reaches;
// a session signed in on one node works, refreshes and ends on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../shared/contract/pos';
import { type PosMenu, cartLine, createPosMenu } from '../factories/menu';
import type { TestClient, TestResponse } from '../support/httpClient';
import { type BrigadeNode, type Cluster, connectStation, hasPostgres, sameSessionOn, startCluster, waitForEvent } from './support/cluster';

const CREATE_ORDER = '/api/v1/pos/create-order';

let cluster: Cluster;
let a: BrigadeNode;
let b: BrigadeNode;
let menu: PosMenu;
let posOnA: TestClient;
let posOnB: TestClient;

describe.skipIf(!hasPostgres)('shared state across two nodes', () => {
  beforeAll(async () => {
    cluster = await startCluster(2);
    [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
    menu = await createPosMenu(cluster.db);
    const pos = await cluster.signInAs(a, { scope: ['POS'] });
    posOnA = pos.client;
    posOnB = sameSessionOn(pos.client, b);
  });
  afterAll(() => cluster?.close());

  it('2 × 50 orders placed at once on two nodes get tokens 1 to 100, each once', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => posOnA.post(CREATE_ORDER, order())),
      ...Array.from({ length: 50 }, () => posOnB.post(CREATE_ORDER, order())),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const tokens = answers.map((answer) => answer.body.tokenNo as number).sort((x, y) => x - y);
    expect(tokens).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    const stored = await cluster.db.selectFrom('orders').select('token_no').orderBy('token_no').execute();
    expect(stored.map((row) => row.token_no)).toEqual(tokens);
    // And both nodes list the same 100 open orders.
    for (const client of [posOnA, posOnB]) {
      const groups = (await client.get('/api/v1/orders')).body as Array<{ orders: unknown[] }>;
      expect(groups.flatMap((group) => group.orders)).toHaveLength(100);
    }
  });

  it('a retry with the same Idempotency-Key gets the first answer on the other node, and writes nothing', async () => {
    const first = await posOnA.post(CREATE_ORDER, order(2), withKey('cluster-retry-1'));
    expect(first.status).toBe(200);
    const countBefore = await countOrders();

    const retry = await posOnB.post(CREATE_ORDER, order(2), withKey('cluster-retry-1'));
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 200, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const reused = await posOnB.post(CREATE_ORDER, order(3), withKey('cluster-retry-1'));
    expect({ status: reused.status, body: reused.body }).toEqual({
      status: 422,
      body: { message: POS_MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' },
    });
    expect(await countOrders()).toBe(countBefore);
  });

  it('the same Idempotency-Key sent to both nodes at once makes one order', async () => {
    const countBefore = await countOrders();
    const sends: Array<Promise<TestResponse>> = [];
    for (let index = 0; index < 5; index += 1) {
      sends.push(posOnA.post(CREATE_ORDER, order(4), withKey('cluster-race-1')));
      sends.push(posOnB.post(CREATE_ORDER, order(4), withKey('cluster-race-1')));
    }
    const answers = await Promise.all(sends);

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(await countOrders()).toBe(countBefore + 1);
  });

  it('a session signed in on A works on B, refreshes on B, and signing out on A ends it on B', async () => {
    const { user, password } = await cluster.createUser({ scope: ['KITCHEN'] });
    const onA = await cluster.signIn(a, user.username, password);
    const onB = sameSessionOn(onA, b);
    expect((await onB.get('/api/v1/kitchen')).status).toBe(200);

    // Refresh on B: new cookies, which A accepts; the rotated refresh token is B's and A's alike.
    const refreshed = await onB.post('/api/v1/auth/refresh-token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.setCookies.map((cookie) => cookie.name)).toContain('brigade__access');
    const renewedOnA = sameSessionOn(onB, a);
    expect((await renewedOnA.get('/api/v1/kitchen')).status).toBe(200);
    const kitchenOnB = await connectStation(b.baseUrl, onB);
    try {
      const closed = waitForEvent(kitchenOnB, 'disconnect');
      expect((await renewedOnA.post('/api/v1/auth/signout')).status).toBe(200);

      expect(await closed).toBe('io server disconnect');
      expect((await onB.get('/api/v1/kitchen')).status).toBe(401);
      expect((await onB.post('/api/v1/auth/refresh-token')).status).toBe(401);
    } finally {
      kitchenOnB.close();
    }
  });

  it('sign-in throttling is shared: a burst spread over both nodes gets no more password checks than one node gives', async () => {
    const { user } = await cluster.createUser();
    const { user: other } = await cluster.createUser();
    // Each attempt from its own address, so only the per-username guard (not the per-IP limit) decides.
    let address = 0;
    const attempt = (node: BrigadeNode, username: string) =>
      node
        .client()
        .post(
          '/api/v1/auth/signin',
          { username, password: 'not-the-password' },
          { headers: { 'x-forwarded-for': `198.51.100.${++address}` } },
        );

    const oneNode = await Promise.all(Array.from({ length: 20 }, () => attempt(a, user.username)));
    const twoNodes = await Promise.all(Array.from({ length: 20 }, (_, index) => attempt(index % 2 === 0 ? a : b, other.username)));

    expect(checked(oneNode)).toBeGreaterThan(0);
    expect(checked(twoNodes)).toBe(checked(oneNode));
    for (const answer of [...oneNode, ...twoNodes].filter((response) => response.status !== 401)) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the per-IP sign-in rate limit is shared: 24 requests from one address over both nodes, 10 answered', async () => {
    const answers: TestResponse[] = [];
    for (let index = 0; index < 24; index += 1) {
      const node = index % 2 === 0 ? a : b;
      // Other usernames each time: only the per-IP limit (10 a minute) applies.
      answers.push(
        await node
          .client()
          .post(
            '/api/v1/auth/signin',
            { username: `nobody-${index}`, password: 'whatever-password' },
            { headers: { 'x-forwarded-for': '203.0.113.77' } },
          ),
      );
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(14);
  });
});

/** How many attempts got as far as a password check (401; the others were refused first with 429). */
function checked(answers: TestResponse[]): number {
  return answers.filter((answer) => answer.status === 401).length;
}

async function countOrders(): Promise<number> {
  const row = await cluster.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

function order(quantity = 1) {
  return { cart: [cartLine(menu.tea.id, { quantity })] };
}

function withKey(key: string) {
  return { headers: { 'idempotency-key': key } };
}
