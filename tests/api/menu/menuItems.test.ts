// Spec 2.13, 3 Menu item, 5, 7 Menu items: items with category and tax joined in, variants and
// addons; money in decimals on the wire and minor units in the database.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../../shared/contract/menu';
import { listMenuItems } from '../../../server/menu/listMenuItems';
import { createCategory, createMenuItem } from '../../factories/menu';
import { createTax } from '../../factories/taxes';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { UNKNOWN_IDS, expectCreated, expectSettingsGuard, invalid, notFound, ok, outcome } from '../helpers/settingsApi';

const BASE = '/api/v1/menu-items';

let server: TestServer;
let settings: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  settings = (await server.signInAs({ scope: ['SETTINGS'] })).client;
});
afterAll(() => server?.close());

const getItem = async (id: number) => (await settings.get(`${BASE}/${id}`)).body.menuItem;
const storedItem = (id: number) => server.db.selectFrom('menu_items').selectAll().where('id', '=', id).executeTakeFirst();

describe('access', () => {
  it('every menu item route needs a session and SETTINGS, and a refused call changes nothing', async () => {
    const item = await createMenuItem(server.db, { title: 'Guarded', variants: [['V', 100]], addons: [['A', 50]] });
    const [variant] = item.variantIds;
    const [addon] = item.addonIds;
    const body = { title: 'Changed', price: 1 };
    await expectSettingsGuard(server, [
      [['GET', BASE]],
      [['GET', `${BASE}/${item.id}`]],
      [['POST', `${BASE}/add`], body],
      [['POST', `${BASE}/update/${item.id}`], body],
      [['DELETE', `${BASE}/delete/${item.id}`]],
      [['POST', `${BASE}/variants/${item.id}/add`], body],
      [['POST', `${BASE}/variants/${item.id}/update/${variant}`], body],
      [['DELETE', `${BASE}/variants/${item.id}/delete/${variant}`]],
      [['POST', `${BASE}/addons/${item.id}/add`], body],
      [['POST', `${BASE}/addons/${item.id}/update/${addon}`], body],
      [['DELETE', `${BASE}/addons/${item.id}/delete/${addon}`]],
    ]);
    expect(await getItem(item.id)).toMatchObject({
      title: 'Guarded',
      variants: [{ id: variant, title: 'V', price: 1 }],
      addons: [{ id: addon, title: 'A', price: 0.5 }],
    });
  });
});

describe('GET /menu-items and /menu-items/{id}', () => {
  it('answers the spec 3 shape: decimals, category and tax joined in, variants and addons', async () => {
    const categoryId = await createCategory(server.db, { title: 'Mains' });
    const taxId = await createTax(server.db, { title: 'VAT', rateBp: 1250, type: 'inclusive' });
    const full = await createMenuItem(server.db, {
      title: 'Pizza',
      price: 1250,
      netPrice: 1111,
      categoryId,
      taxId,
      variants: [
        ['Regular', 1250],
        ['Large', 1599],
      ],
      addons: [
        ['Olives', 29],
        ['Cheese', 150],
      ],
    });
    const bare = await createMenuItem(server.db, { title: 'Water', price: 200 });

    const expectedFull = {
      id: full.id,
      title: 'Pizza',
      price: 12.5,
      net_price: 11.11,
      image: null,
      category_id: categoryId,
      category_title: 'Mains',
      tax_id: taxId,
      tax_title: 'VAT',
      tax_rate: 12.5,
      tax_type: 'inclusive',
      addons: [
        { id: full.addonIds[0], title: 'Olives', price: 0.29 },
        { id: full.addonIds[1], title: 'Cheese', price: 1.5 },
      ],
      variants: [
        { id: full.variantIds[0], item_id: full.id, title: 'Regular', price: 12.5 },
        { id: full.variantIds[1], item_id: full.id, title: 'Large', price: 15.99 },
      ],
    };
    const expectedBare = {
      id: bare.id,
      title: 'Water',
      price: 2,
      net_price: null,
      image: null,
      category_id: null,
      category_title: null,
      tax_id: null,
      tax_rate: null,
      tax_title: null,
      tax_type: null,
      addons: [],
      variants: [],
    };

    const list = await settings.get(BASE);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['menuItems']);
    const byId = new Map(list.body.menuItems.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(full.id)).toEqual(expectedFull);
    expect(byId.get(bare.id)).toEqual(expectedBare);
    const ids = list.body.menuItems.map((item: { id: number }) => item.id);
    expect(ids).toEqual(ids.toSorted((a: number, b: number) => a - b));

    const one = await settings.get(`${BASE}/${full.id}`);
    expect({ status: one.status, body: one.body }).toEqual({ status: 200, body: { menuItem: expectedFull } });
  });

  it('reads variants and addons of the whole menu in one query each (no query per item)', async () => {
    for (let index = 0; index < 12; index += 1) {
      await createMenuItem(server.db, {
        variants: [
          ['S', 100],
          ['L', 200],
        ],
        addons: [['X', 10]],
      });
    }
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const ctx = { ...server.brigade.ctx, db: server.db.withPlugin(counting) };
    const items = await listMenuItems(ctx);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(queries).toBe(3);
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    expect(outcome(await settings.get(`${BASE}/${id}`))).toEqual(notFound(MENU_MESSAGES.menuItemNotFound));
  });
});

describe('POST /menu-items/add and /menu-items/update/{id}', () => {
  it('adds with decimal prices stored as minor units; empty net price, category and tax become null', async () => {
    const response = await settings.post(`${BASE}/add`, { title: ' Tea ', price: '2.5', netPrice: '', categoryId: '', taxId: null });
    const id = expectCreated(response, MENU_MESSAGES.menuItemAdded);
    expect(await storedItem(id)).toMatchObject({ title: 'Tea', price: 250, net_price: null, category_id: null, tax_id: null });
    expect(await getItem(id)).toMatchObject({ title: 'Tea', price: 2.5, net_price: null, category_title: null, tax_title: null });
  });

  it("keeps '0.29' exact: 29 minor units, read back as 0.29", async () => {
    const id = expectCreated(
      await settings.post(`${BASE}/add`, { title: 'Mint', price: '0.29', netPrice: 0.29 }),
      MENU_MESSAGES.menuItemAdded,
    );
    expect(await storedItem(id)).toMatchObject({ price: 29, net_price: 29 });
    expect(await getItem(id)).toMatchObject({ price: 0.29, net_price: 0.29 });
  });

  it('accepts absent optional fields and a zero price', async () => {
    const id = expectCreated(await settings.post(`${BASE}/add`, { title: 'Free bread', price: 0 }), MENU_MESSAGES.menuItemAdded);
    expect(await getItem(id)).toMatchObject({ price: 0, net_price: null, category_id: null, tax_id: null });
  });

  it('updates every field and reads the new category and tax back', async () => {
    const { id } = await createMenuItem(server.db, { title: 'Old', price: 100 });
    const categoryId = await createCategory(server.db, { title: 'Desserts' });
    const taxId = await createTax(server.db, { title: 'Service', rateBp: 1000, type: 'exclusive' });
    const body = { title: 'Cake', price: 6.75, netPrice: '6', categoryId: String(categoryId), taxId };
    expect(outcome(await settings.post(`${BASE}/update/${id}`, body))).toEqual(ok(MENU_MESSAGES.menuItemUpdated));
    expect(await getItem(id)).toMatchObject({
      title: 'Cake',
      price: 6.75,
      net_price: 6,
      category_id: categoryId,
      category_title: 'Desserts',
      tax_id: taxId,
      tax_title: 'Service',
      tax_rate: 10,
      tax_type: 'exclusive',
    });
    expect(outcome(await settings.post(`${BASE}/update/${id}`, { title: 'Cake', price: 6.75 }))).toEqual(ok(MENU_MESSAGES.menuItemUpdated));
    expect(await getItem(id)).toMatchObject({ net_price: null, category_id: null, tax_id: null });
  });

  it.each([
    [{ title: '' }, 'Please enter title!'],
    [{ title: undefined }, 'Please enter title!'],
    [{ price: undefined }, 'Please provide valid price!'],
    [{ price: '' }, 'Please provide valid price!'],
    [{ price: -1 }, 'Please provide valid price!'],
    [{ price: '12.345' }, 'Please provide valid price!'],
    [{ price: 'ten' }, 'Please provide valid price!'],
    [{ price: '1e3' }, 'Please provide valid price!'],
    [{ price: [1] }, 'Please provide valid price!'],
    [{ price: '21474836.48' }, 'Please provide valid price!'],
    [{ netPrice: '1.234' }, 'Please provide valid net price!'],
    [{ netPrice: -0.5 }, 'Please provide valid net price!'],
    [{ categoryId: 'soups' }, 'Please select a valid category!'],
    [{ categoryId: 0 }, 'Please select a valid category!'],
    [{ categoryId: 999_999 }, 'Please select a valid category!'],
    [{ categoryId: 3_000_000_000 }, 'Please select a valid category!'],
    [{ taxId: 1.5 }, 'Please select a valid tax!'],
    [{ taxId: 999_999 }, 'Please select a valid tax!'],
  ])('add and update refuse %j with %j, storing nothing', async (change, message) => {
    const { id } = await createMenuItem(server.db, { title: 'Unchanged', price: 500 });
    const before = await server.db
      .selectFrom('menu_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = { title: 'Soup', price: '5.5', ...change };
    expect(outcome(await settings.post(`${BASE}/add`, body))).toEqual(invalid(message));
    expect(outcome(await settings.post(`${BASE}/update/${id}`, body))).toEqual(invalid(message));
    const after = await server.db
      .selectFrom('menu_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await storedItem(id)).toMatchObject({ title: 'Unchanged', price: 500 });
  });

  it.each(UNKNOWN_IDS)('update answers 404 for id %j', async (id) => {
    expect(outcome(await settings.post(`${BASE}/update/${id}`, { title: 'X', price: 1 }))).toEqual(
      notFound(MENU_MESSAGES.menuItemNotFound),
    );
  });
});

describe('DELETE /menu-items/delete/{id}', () => {
  it('deletes the item with its variants and addons', async () => {
    const item = await createMenuItem(server.db, {
      variants: [
        ['S', 1],
        ['L', 2],
      ],
      addons: [['X', 3]],
    });
    const other = await createMenuItem(server.db, { variants: [['S', 1]], addons: [['X', 3]] });
    expect(outcome(await settings.delete(`${BASE}/delete/${item.id}`))).toEqual(ok(MENU_MESSAGES.menuItemDeleted));

    expect(await storedItem(item.id)).toBeUndefined();
    const variants = await server.db.selectFrom('menu_item_variants').select('id').where('item_id', '=', item.id).execute();
    const addons = await server.db.selectFrom('menu_item_addons').select('id').where('item_id', '=', item.id).execute();
    expect([variants, addons]).toEqual([[], []]);
    expect(await getItem(other.id)).toMatchObject({ variants: [{ title: 'S' }], addons: [{ title: 'X' }] });
    expect(outcome(await settings.get(`${BASE}/${item.id}`))).toEqual(notFound(MENU_MESSAGES.menuItemNotFound));
    expect(outcome(await settings.delete(`${BASE}/delete/${item.id}`))).toEqual(notFound(MENU_MESSAGES.menuItemNotFound));
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    expect(outcome(await settings.delete(`${BASE}/delete/${id}`))).toEqual(notFound(MENU_MESSAGES.menuItemNotFound));
  });
});

describe.each([
  {
    kind: 'variants',
    titleMessage: 'Please provide variant title!',
    priceMessage: 'Please provide valid variant price!',
    messages: {
      added: MENU_MESSAGES.variantAdded,
      updated: MENU_MESSAGES.variantUpdated,
      deleted: MENU_MESSAGES.variantDeleted,
      notFound: MENU_MESSAGES.variantNotFound,
    },
  },
  {
    kind: 'addons',
    titleMessage: 'Please provide addon title!',
    priceMessage: 'Please provide valid addon price!',
    messages: {
      added: MENU_MESSAGES.addonAdded,
      updated: MENU_MESSAGES.addonUpdated,
      deleted: MENU_MESSAGES.addonDeleted,
      notFound: MENU_MESSAGES.addonNotFound,
    },
  },
] as const)('/menu-items/$kind/{itemId}/…', ({ kind, titleMessage, priceMessage, messages }) => {
  const listOf = async (itemId: number): Promise<Array<{ id: number; title: string; price: number }>> => (await getItem(itemId))[kind];

  it('adds (empty price → 0), updates and deletes, read back through the item', async () => {
    const { id: itemId } = await createMenuItem(server.db);
    const first = expectCreated(await settings.post(`${BASE}/${kind}/${itemId}/add`, { title: 'Large', price: '3.5' }), messages.added);
    const second = expectCreated(await settings.post(`${BASE}/${kind}/${itemId}/add`, { title: 'Plain', price: '' }), messages.added);
    const third = expectCreated(await settings.post(`${BASE}/${kind}/${itemId}/add`, { title: 'None' }), messages.added);
    expect((await listOf(itemId)).map(({ id, title, price }) => ({ id, title, price }))).toEqual([
      { id: first, title: 'Large', price: 3.5 },
      { id: second, title: 'Plain', price: 0 },
      { id: third, title: 'None', price: 0 },
    ]);

    expect(outcome(await settings.post(`${BASE}/${kind}/${itemId}/update/${first}`, { title: 'XL', price: 0.29 }))).toEqual(
      ok(messages.updated),
    );
    expect((await listOf(itemId))[0]).toMatchObject({ id: first, title: 'XL', price: 0.29 });

    expect(outcome(await settings.delete(`${BASE}/${kind}/${itemId}/delete/${second}`))).toEqual(ok(messages.deleted));
    expect((await listOf(itemId)).map((row) => row.id)).toEqual([first, third]);
    expect(outcome(await settings.delete(`${BASE}/${kind}/${itemId}/delete/${second}`))).toEqual(notFound(messages.notFound));
  });

  it('one of another item is a 404 and stays as it was', async () => {
    const owner = await createMenuItem(server.db, { variants: [['Own', 100]], addons: [['Own', 100]] });
    const intruder = await createMenuItem(server.db);
    const optionId = kind === 'variants' ? owner.variantIds[0] : owner.addonIds[0];
    const update = await settings.post(`${BASE}/${kind}/${intruder.id}/update/${optionId}`, { title: 'Hijacked', price: 0 });
    expect(outcome(update)).toEqual(notFound(messages.notFound));
    expect(outcome(await settings.delete(`${BASE}/${kind}/${intruder.id}/delete/${optionId}`))).toEqual(notFound(messages.notFound));
    expect(await listOf(owner.id)).toMatchObject([{ id: optionId, title: 'Own', price: 1 }]);
  });

  it('an unknown item is a 404 with the item message', async () => {
    const owner = await createMenuItem(server.db, { variants: [['Own', 100]], addons: [['Own', 100]] });
    const optionId = kind === 'variants' ? owner.variantIds[0] : owner.addonIds[0];
    for (const itemId of UNKNOWN_IDS) {
      expect(outcome(await settings.post(`${BASE}/${kind}/${itemId}/add`, { title: 'X', price: 1 }))).toEqual(
        notFound(MENU_MESSAGES.menuItemNotFound),
      );
      const update = await settings.post(`${BASE}/${kind}/${itemId}/update/${optionId}`, { title: 'X', price: 1 });
      expect(outcome(update)).toEqual(notFound(MENU_MESSAGES.menuItemNotFound));
      expect(outcome(await settings.delete(`${BASE}/${kind}/${itemId}/delete/${optionId}`))).toEqual(
        notFound(MENU_MESSAGES.menuItemNotFound),
      );
    }
    for (const optionIdText of UNKNOWN_IDS) {
      const update = await settings.post(`${BASE}/${kind}/${owner.id}/update/${optionIdText}`, { title: 'X', price: 1 });
      expect(outcome(update)).toEqual(notFound(messages.notFound));
      expect(outcome(await settings.delete(`${BASE}/${kind}/${owner.id}/delete/${optionIdText}`))).toEqual(notFound(messages.notFound));
    }
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: undefined }, 'title'],
    [{ price: -2 }, 'price'],
    [{ price: '1.001' }, 'price'],
    [{ price: 'free' }, 'price'],
  ] as const)('add and update refuse %j', async (change, field) => {
    const owner = await createMenuItem(server.db, { variants: [['Own', 100]], addons: [['Own', 100]] });
    const optionId = kind === 'variants' ? owner.variantIds[0] : owner.addonIds[0];
    const body = { title: 'Large', price: 1, ...change };
    const message = field === 'title' ? titleMessage : priceMessage;
    expect(outcome(await settings.post(`${BASE}/${kind}/${owner.id}/add`, body))).toEqual(invalid(message));
    expect(outcome(await settings.post(`${BASE}/${kind}/${owner.id}/update/${optionId}`, body))).toEqual(invalid(message));
    expect(await listOf(owner.id)).toMatchObject([{ id: optionId, title: 'Own', price: 1 }]);
  });
});
