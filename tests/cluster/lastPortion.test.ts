// The last portions on two nodes: stock counts are taken in the order's own write on the shared database, so tills on
// two nodes ordering the last portions at the same moment get exactly that many orders through and a clear 409 naming
// the item for the rest, and an 86 made on one node reaches a till connected to the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, createMenuItem } from '../factories/menu';
import type { TestClient, TestResponse } from '../support/httpClient';
import type { TestSocket } from '../support/sockets';
import { type BrigadeNode, type Cluster, connectStation, hasPostgres, sameSessionOn, startCluster } from './support/cluster';

const CREATE_ORDER = '/api/v1/pos/create-order';
const ITEM_STOCK = (id: number) => `/api/v1/stock/items/${id}`;

let cluster: Cluster;
let a: BrigadeNode;
let b: BrigadeNode;
let kitchenOnA: TestClient;
const sockets: TestSocket[] = [];

/** `count` tills, each signed in on its own and sending to A or B in turn. */
async function tillsOnBothNodes(count: number): Promise<TestClient[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const { client } = await cluster.signInAs(a, { scope: ['POS'] });
      return index % 2 === 0 ? client : sameSessionOn(client, b);
    }),
  );
}

const orderFrom = (till: TestClient, itemId: number): Promise<TestResponse> =>
  till.post(CREATE_ORDER, { cart: [cartLine(itemId)], deliveryType: 'takeaway' });

async function stockOf(itemId: number) {
  return cluster.db.selectFrom('menu_items').select(['is_out', 'stock_count']).where('id', '=', itemId).executeTakeFirstOrThrow();
}

describe.skipIf(!hasPostgres)('the last portions, ordered on two nodes at once', () => {
  beforeAll(async () => {
    cluster = await startCluster(2);
    [a, b] = cluster.nodes as [BrigadeNode, BrigadeNode];
    kitchenOnA = (await cluster.signInAs(a, { scope: ['KITCHEN'] })).client;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await cluster?.close();
  });

  it('two tills, one on each node, for the last one: one order, one 409 naming it', async () => {
    const item = await createMenuItem(cluster.db, { title: 'Last Turbot' });
    expect((await kitchenOnA.post(ITEM_STOCK(item.id), { isOut: false, count: 1 })).status).toBe(200);
    const [onA, onB] = (await tillsOnBothNodes(2)) as [TestClient, TestClient];

    const answers = await Promise.all([orderFrom(onA, item.id), orderFrom(onB, item.id)]);

    expect(answers.map((answer) => answer.status).sort((x, y) => x - y)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: 'Last Turbot is sold out (86)!' });
    expect(await stockOf(item.id)).toEqual({ is_out: 1, stock_count: 0 });
    const written = await cluster.db.selectFrom('order_items').select('id').where('item_id', '=', item.id).execute();
    expect(written).toHaveLength(1);
  });

  it('twenty tills over both nodes for the last five: five orders, fifteen 409s, never below 0', async () => {
    const item = await createMenuItem(cluster.db, { title: 'Last Wagyu' });
    expect((await kitchenOnA.post(ITEM_STOCK(item.id), { isOut: false, count: 5 })).status).toBe(200);
    const tills = await tillsOnBothNodes(20);

    const answers = await Promise.all(tills.map((till) => orderFrom(till, item.id)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set(['Last Wagyu is sold out (86)!']));
    expect(await stockOf(item.id)).toEqual({ is_out: 1, stock_count: 0 });
    const written = await cluster.db.selectFrom('order_items').select('id').where('item_id', '=', item.id).execute();
    expect(written).toHaveLength(5);
  });

  it('an 86 made on node A reaches a till connected to node B', async () => {
    const item = await createMenuItem(cluster.db, { title: 'Cross-node Oysters' });
    const [, tillOnB] = (await tillsOnBothNodes(2)) as [TestClient, TestClient];
    const socket = await connectStation(b.baseUrl, tillOnB);
    sockets.push(socket);
    const told = new Promise((resolve) => socket.once('stock_changed', resolve));
    expect((await kitchenOnA.post(ITEM_STOCK(item.id), { isOut: true })).status).toBe(200);
    expect(await told).toEqual({ entries: [{ kind: 'item', id: item.id }] });
    expect(await orderFrom(tillOnB, item.id)).toMatchObject({ status: 409, body: { message: 'Cross-node Oysters is sold out (86)!' } });
  });
});
