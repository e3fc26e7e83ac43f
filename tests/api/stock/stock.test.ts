// 86 and stock counts: from a till or the kitchen an item or a choice is 86'd or counted; an order for something out
// is refused naming it (409); a count drops with each order in the order's own write and turns to 86 at 0, so of
// tills ordering the last portions at once exactly that many succeed; a low level warns; every till and kitchen is
// told after commit; an 86 and its lifting are in the Activity trail.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '../../../shared/contract/stock';
import type { StockDto } from '../../../shared/contract/stock';
import { cartLine, createCategory, createMenuItem } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestSocket, connectSocket } from '../../support/sockets';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CREATE_ORDER } from '../helpers/posApi';

const STOCK = '/api/v1/stock';
const ITEM = (id: number) => `${STOCK}/items/${id}`;
const CHOICE = (id: number) => `${STOCK}/choices/${id}`;

let server: TestServer;
let till: TestClient;
let kitchen: TestClient;
let settings: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  till = (await server.signInAs({ scope: ['POS'] })).client;
  kitchen = (await server.signInAs({ scope: ['KITCHEN'] })).client;
  settings = (await server.signInAs({ scope: ['SETTINGS'] })).client;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server?.close());

const order = (itemId: number, quantity = 1, modifierIds: number[] = []) =>
  till.post(CREATE_ORDER, { cart: [{ ...cartLine(itemId, { quantity }), modifier_ids: modifierIds }], deliveryType: 'takeaway' });
const stockOf = async (kind: 'item' | 'choice', id: number): Promise<StockDto | undefined> =>
  ((await till.get(STOCK)).body.stock as StockDto[]).find((row) => row.kind === kind && row.id === id);

describe('86 from a till or the kitchen', () => {
  it('needs a session and POS, KITCHEN or SETTINGS; an unknown item is a 404', async () => {
    const item = await createMenuItem(server.db, { title: 'Guarded Fish' });
    const orders = (await server.signInAs({ scope: ['ORDERS'] })).client;
    expect((await orders.post(ITEM(item.id), { isOut: true })).status).toBe(403);
    expect(await kitchen.post(ITEM(999999), { isOut: true })).toMatchObject({
      status: 404,
      body: { message: STOCK_MESSAGES.itemNotFound },
    });
    expect(await kitchen.post(ITEM(item.id), { isOut: 'yes' })).toMatchObject({ status: 400 });
    expect((await settings.post(ITEM(item.id), { isOut: false })).status).toBe(200);
  });

  it('refuses an order for an 86’d item naming it, and takes it again once lifted; both are in the Activity trail', async () => {
    const item = await createMenuItem(server.db, { title: 'Sea Bass', price: 1800 });
    expect((await kitchen.post(ITEM(item.id), { isOut: true })).status).toBe(200);
    expect(await stockOf('item', item.id)).toMatchObject({ name: 'Sea Bass', is_out: true, count: null });
    expect(await order(item.id)).toMatchObject({ status: 409, body: { message: 'Sea Bass is sold out (86)!' } });
    expect((await till.post(ITEM(item.id), { isOut: false })).status).toBe(200);
    expect(await stockOf('item', item.id)).toBeUndefined();
    expect((await order(item.id)).status).toBe(200);
    const trail = await server.db
      .selectFrom('audit_entries')
      .select(['action', 'summary'])
      .where('subject_type', '=', 'menu_item')
      .where('subject_id', '=', String(item.id))
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'stock.eighty_sixed', summary: 'Sea Bass: 86' },
      { action: 'stock.restored', summary: 'Sea Bass: back on' },
    ]);
  });

  it('refuses an order whose chosen modifier is 86’d, naming the choice', async () => {
    const item = await createMenuItem(server.db, { title: 'Burger', price: 1000 });
    const group = await settings.post('/api/v1/modifier-groups/add', {
      name: 'Side',
      maxChoices: 1,
      choices: [{ name: 'Sweet fries' }, { name: 'Salad' }],
    });
    await settings.post(`/api/v1/menu-items/modifier-groups/${item.id}`, { groupIds: [group.body.id] });
    const choices = (await settings.get('/api/v1/modifier-groups')).body.modifierGroups.find(
      (candidate: { id: number }) => candidate.id === group.body.id,
    ).choices;
    const [fries, salad] = choices.map((choice: { id: number }) => choice.id) as [number, number];
    expect((await kitchen.post(CHOICE(fries), { isOut: true })).status).toBe(200);
    expect(await order(item.id, 1, [fries])).toMatchObject({ status: 409, body: { message: 'Sweet fries is sold out (86)!' } });
    expect((await order(item.id, 1, [salad])).status).toBe(200);
  });

  it('tells every till and kitchen after commit', async () => {
    const item = await createMenuItem(server.db, { title: 'Oysters' });
    const socket = await connectSocket(server.baseUrl, till);
    sockets.push(socket);
    const told = new Promise((resolve) => socket.once('stock_changed', resolve));
    await kitchen.post(ITEM(item.id), { isOut: true });
    expect(await told).toEqual({ entries: [{ kind: 'item', id: item.id }] });
  });
});

describe('the kitchen 86 panel’s list', () => {
  it('lists every item with its category and the groups it offers (and those its choices open), each group with its choices’ stock', async () => {
    const categoryId = await createCategory(server.db, { title: 'Grill' });
    const item = await createMenuItem(server.db, { title: 'Catalogue Steak', categoryId });
    const dressing = await settings.post('/api/v1/modifier-groups/add', { name: 'Catalogue dressing', choices: [{ name: 'Ranch' }] });
    const side = await settings.post('/api/v1/modifier-groups/add', {
      name: 'Catalogue side',
      maxChoices: 1,
      choices: [{ name: 'Salad', childGroupId: dressing.body.id }, { name: 'Chips' }],
    });
    await settings.post(`/api/v1/menu-items/modifier-groups/${item.id}`, { groupIds: [side.body.id] });
    const groups = (await settings.get('/api/v1/modifier-groups')).body.modifierGroups as Array<{ id: number; choices: { id: number }[] }>;
    const chips = groups.find((group) => group.id === side.body.id)?.choices[1]?.id as number;
    await kitchen.post(CHOICE(chips), { isOut: false, count: 3, lowLevel: 3 });

    expect((await (await server.signInAs({ scope: ['ORDERS'] })).client.get(`${STOCK}/catalogue`)).status).toBe(403);
    const answer = await kitchen.get(`${STOCK}/catalogue`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.find((row: { id: number }) => row.id === item.id)).toEqual({
      kind: 'item',
      id: item.id,
      name: 'Catalogue Steak',
      category: 'Grill',
      is_out: false,
      count: null,
      low_level: null,
      is_low: false,
      group_ids: [side.body.id, dressing.body.id],
    });
    const listedSide = answer.body.groups.find((group: { id: number }) => group.id === side.body.id);
    expect(listedSide.name).toBe('Catalogue side');
    expect(listedSide.choices.map((choice: StockDto) => [choice.name, choice.count, choice.is_low])).toEqual([
      ['Salad', null, false],
      ['Chips', 3, true],
    ]);
  });
});

describe('counts', () => {
  it('drop with each order, refuse more than is left, turn to 86 at 0, and warn at the low level', async () => {
    const item = await createMenuItem(server.db, { title: 'Lobster' });
    await kitchen.post(ITEM(item.id), { isOut: false, count: 5, lowLevel: 2 });
    expect((await order(item.id, 2)).status).toBe(200);
    expect(await stockOf('item', item.id)).toMatchObject({ count: 3, is_out: false, is_low: false });
    expect((await order(item.id)).status).toBe(200);
    expect(await stockOf('item', item.id)).toMatchObject({ count: 2, is_low: true });
    expect(await order(item.id, 3)).toMatchObject({ status: 409, body: { message: 'Lobster is sold out (86)!' } });
    expect(await stockOf('item', item.id)).toMatchObject({ count: 2, is_out: false });
    expect((await order(item.id, 2)).status).toBe(200);
    expect(await stockOf('item', item.id)).toMatchObject({ count: 0, is_out: true, is_low: false });
    expect((await order(item.id)).status).toBe(409);
  });

  it('the last portion: two tills at once, exactly one succeeds and the other gets a 409 naming it', async () => {
    const item = await createMenuItem(server.db, { title: 'Last Halibut' });
    await kitchen.post(ITEM(item.id), { isOut: false, count: 1 });
    const other = (await server.signInAs({ scope: ['POS'] })).client;
    const answers = await Promise.all([order(item.id), other.post(CREATE_ORDER, { cart: [cartLine(item.id)], deliveryType: 'takeaway' })]);
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('Last Halibut is sold out (86)!');
    expect(await stockOf('item', item.id)).toMatchObject({ count: 0, is_out: true });
  });

  it('20 tills for the last 5: exactly 5 orders are written, 15 refused, none below 0', async () => {
    const item = await createMenuItem(server.db, { title: 'Wagyu' });
    await kitchen.post(ITEM(item.id), { isOut: false, count: 5 });
    const tills = await Promise.all(Array.from({ length: 4 }, async () => (await server.signInAs({ scope: ['POS'] })).client));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (tills[index % tills.length] as TestClient).post(CREATE_ORDER, { cart: [cartLine(item.id)], deliveryType: 'takeaway' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
    const written = await server.db.selectFrom('order_items').select('id').where('item_id', '=', item.id).execute();
    expect(written).toHaveLength(5);
    expect(await stockOf('item', item.id)).toMatchObject({ count: 0, is_out: true });
  });

  it('counts a modifier choice too', async () => {
    const item = await createMenuItem(server.db, { title: 'Pasta' });
    const group = await settings.post('/api/v1/modifier-groups/add', {
      name: 'Truffle',
      choices: [{ name: 'Shaved truffle', kind: 'EXTRA', priceChange: 8 }],
    });
    await settings.post(`/api/v1/menu-items/modifier-groups/${item.id}`, { groupIds: [group.body.id] });
    const [truffle] = (await settings.get('/api/v1/modifier-groups')).body.modifierGroups
      .find((candidate: { id: number }) => candidate.id === group.body.id)
      .choices.map((choice: { id: number }) => choice.id) as [number];
    await kitchen.post(CHOICE(truffle), { isOut: false, count: 2 });
    expect((await order(item.id, 2, [truffle])).status).toBe(200);
    expect(await order(item.id, 1, [truffle])).toMatchObject({ status: 409, body: { message: 'Shaved truffle is sold out (86)!' } });
    expect((await order(item.id, 1)).status).toBe(200);
  });
});
