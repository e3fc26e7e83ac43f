// Spec 3 (POS init, cart line, create-order response), 7 Dashboard and POS, 9 totals; the server:
// GET /pos/init, and POST /pos/create-order and /pos/create-order-and-invoice repricing every line from
// the server's menu, refusing bad carts with nothing written, and announcing new orders after commit.
// Over 300 lines: one resource's api tier; the repricing and refusal cases of the two create routes belong together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { PERMISSIONS } from '../../../shared/domain/access/scopes';
import { createMenuItem } from '../../factories/menu';
import { createCustomer } from '../../factories/customers';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { connectSocket } from '../../support/sockets';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';
import {
  CREATE_AND_PAY,
  CREATE_ORDER,
  FULL_CART_CLIENT_TOTALS,
  FULL_CART_TOTALS,
  expectInvalid,
  expectOrderCreated,
  fullCart,
  orderRowCounts,
} from '../helpers/posApi';

const UNAUTHENTICATED = { message: 'Please sign in to continue!', code: 'unauthenticated' };
const FORBIDDEN = { message: "You don't have access to this resource!", code: 'forbidden' };

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cashierId: number;
/** 15,000,000.00: two of them pass what a 4-byte money column holds. */
let caviarId: number;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  caviarId = (await createMenuItem(server.db, { title: 'Caviar', price: 1_500_000_000 })).id;
  const cashier = await server.signInAs({ scope: ['POS'], name: 'Casey Cashier' });
  pos = cashier.client;
  cashierId = cashier.user.id;
});
afterAll(() => server?.close());

describe('access', () => {
  const routes = [
    ['GET', '/api/v1/pos/init'],
    ['POST', CREATE_ORDER],
    ['POST', CREATE_AND_PAY],
  ] as const;

  it('needs a session (401) and the POS scope (403), checked before the body', async () => {
    const { client: lacking } = await server.signInAs({ scope: PERMISSIONS.filter((permission) => permission !== 'POS') });
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : { cart: fullCart(menu) };
      const anonymous = await server.client().request(method, path, { body });
      expect({ path, status: anonymous.status, body: anonymous.body }).toEqual({ path, status: 401, body: UNAUTHENTICATED });
      const refused = await lacking.request(method, path, { body });
      expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 403, body: FORBIDDEN });
    }
  });
});

describe('GET /pos/init', () => {
  it('answers categories, the menu as GET /menu-items shows it, active payment types, tables, and print and store settings in the names (and 1/0 flags) the receipt reads', async () => {
    const response = await pos.get('/api/v1/pos/init');
    expect(response.status).toBe(200);
    const admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const menuItems = (await admin.get('/api/v1/menu-items')).body.menuItems;
    expect(response.body).toEqual({
      categories: [{ id: menu.categoryId, title: 'Mains' }],
      menuItems,
      paymentTypes: [{ id: menu.cashId, title: 'Cash', is_active: true, rounding_step: 0 }],
      printSettings: {
        page_format: 80,
        header: null,
        footer: null,
        show_notes: 1,
        is_enable_print: 1,
        show_store_details: 1,
        show_customer_details: 1,
        print_token: 1,
      },
      storeSettings: {
        store_name: 'My Restaurant',
        address: null,
        phone: null,
        email: null,
        image: null,
        currency: 'USD',
        time_zone: 'UTC',
      },
      storeTables: [{ id: menu.tableId, table_title: 'T1', floor: 'Ground', seating_capacity: 4 }],
      serviceCharge: { percent: 0, taxPercent: null, minGuests: 0 },
      tableService: { seatNumbers: 'off', courses: [] },
      modifierGroups: [],
      itemModifierGroups: [],
      receiptOutput: { receipt: 'popup', preBill: 'popup' },
    });
    const pizza = response.body.menuItems.find((item: { id: number }) => item.id === menu.pizza.id);
    expect(pizza).toMatchObject({
      title: 'Pizza',
      price: 10,
      category_title: 'Mains',
      tax_title: 'GST',
      tax_rate: 5,
      tax_type: 'exclusive',
      variants: [
        { id: menu.pizza.small, item_id: menu.pizza.id, title: 'Small', price: 8 },
        { id: menu.pizza.large, item_id: menu.pizza.id, title: 'Large', price: 12 },
      ],
      addons: [
        { id: menu.pizza.cheese, title: 'Cheese', price: 1.5 },
        { id: menu.pizza.olives, title: 'Olives', price: 0.75 },
      ],
    });
  });
});

describe('POST /pos/create-order', () => {
  it("reprices every line from the menu (the client's absurd prices are ignored) and stores snapshots", async () => {
    const before = await orderRowCounts(server.db);
    const response = await pos.post(CREATE_ORDER, {
      cart: fullCart(menu),
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: menu.tableId,
      // Not part of create-order: ignored.
      netTotal: 0.01,
      total: 0.01,
    });
    const { orderId, tokenNo } = expectOrderCreated(response, POS_MESSAGES.orderCreated);
    expect(tokenNo).toBeGreaterThanOrEqual(1);

    const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      token_no: tokenNo,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: null,
      table_id: menu.tableId,
      table_title: 'T1',
      floor: 'Ground',
      status: 'created',
      payment_status: 'unpaid',
      status_kitchen: 'notstarted',
      sub_total: FULL_CART_TOTALS.net,
      tax_total: FULL_CART_TOTALS.tax,
      total: FULL_CART_TOTALS.payable,
      created_by: cashierId,
      created_by_name: 'Casey Cashier',
      invoice_id: null,
    });
    expect(order.business_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const items = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    expect(items).toEqual([
      expect.objectContaining({
        item_id: menu.pizza.id,
        item_title: 'Pizza',
        item_price: 1000,
        variant_id: menu.pizza.large,
        variant_title: 'Large',
        variant_price: 1200,
        unit_price: 1425,
        quantity: 2,
        notes: 'well done',
        tax_title: 'GST',
        tax_rate_bp: 500,
        tax_type: 'exclusive',
        net_amount: 2850,
        tax_amount: 143,
        payable_amount: 2993,
        status: 'created',
      }),
      expect.objectContaining({
        item_id: menu.tea.id,
        item_title: 'Tea',
        variant_id: null,
        variant_title: null,
        variant_price: null,
        unit_price: 250,
        quantity: 3,
        notes: null,
        tax_id: null,
        tax_title: null,
        tax_rate_bp: null,
        tax_type: null,
        net_amount: 750,
        tax_amount: 0,
        payable_amount: 750,
      }),
      expect.objectContaining({
        item_id: menu.burger.id,
        unit_price: 1199,
        tax_title: 'VAT',
        tax_rate_bp: 1250,
        tax_type: 'inclusive',
        net_amount: 1066,
        tax_amount: 133,
        payable_amount: 1199,
      }),
    ]);
    const addons = await server.db
      .selectFrom('order_item_addons')
      .select(['order_item_id', 'addon_id', 'title', 'price'])
      .where(
        'order_item_id',
        'in',
        items.map((item) => item.id),
      )
      .orderBy('id')
      .execute();
    expect(addons).toEqual([
      { order_item_id: items[0]?.id, addon_id: menu.pizza.cheese, title: 'Cheese', price: 150 },
      { order_item_id: items[0]?.id, addon_id: menu.pizza.olives, title: 'Olives', price: 75 },
      { order_item_id: items[2]?.id, addon_id: menu.burger.bacon, title: 'Bacon', price: 200 },
    ]);

    const after = await orderRowCounts(server.db);
    expect(after.orders - before.orders).toBe(1);
    expect(after.order_items - before.order_items).toBe(3);
    expect(after.invoices - before.invoices).toBe(0);
  });

  it('with the totals the cashier saw: the same totals pass; other totals are a 409 and nothing is written', async () => {
    const body = { cart: fullCart(menu), deliveryType: 'dinein', tableId: menu.tableId };
    expectOrderCreated(await pos.post(CREATE_ORDER, { ...body, expectedTotals: FULL_CART_CLIENT_TOTALS }), POS_MESSAGES.orderCreated);
    const before = await orderRowCounts(server.db);
    // A price changed while the order waited in the POS outbox: the server's menu now gives another total.
    for (const [seen, gap] of [
      [{ ...FULL_CART_CLIENT_TOTALS, total: FULL_CART_CLIENT_TOTALS.total - 1 }, 'Total sent 48.42, expected 49.42 (1.00 less).'],
      [{ ...FULL_CART_CLIENT_TOTALS, netTotal: 1 }, 'Net total sent 1.00, expected 46.66 (45.66 less).'],
    ] as const) {
      const refused = await pos.post(CREATE_ORDER, { ...body, expectedTotals: seen });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 409,
        body: { message: `${POS_MESSAGES.totalsChanged} ${gap}`, code: 'conflict' },
      });
    }
    expect(await orderRowCounts(server.db)).toEqual(before);
    // Without them (spec 7's body) the server prices the order itself, as before.
    expectOrderCreated(await pos.post(CREATE_ORDER, body), POS_MESSAGES.orderCreated);
  });

  it('keeps its snapshots when the menu changes afterwards', async () => {
    const item = await server.db
      .insertInto('menu_items')
      .values({
        title: 'Soup',
        price: 500,
        net_price: null,
        image: null,
        category_id: null,
        tax_id: null,
        created_at: 'x',
        updated_at: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { orderId } = expectOrderCreated(await pos.post(CREATE_ORDER, { cart: [cartLine(item.id)] }), POS_MESSAGES.orderCreated);
    await server.db.updateTable('menu_items').set({ title: 'Soup of the day', price: 900 }).where('id', '=', item.id).execute();
    await server.db.deleteFrom('menu_items').where('id', '=', item.id).execute();
    const line = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ item_id: null, item_title: 'Soup', unit_price: 500, payable_amount: 500 });
  });

  it('counts an addon listed twice once (the contract de-duplicates)', async () => {
    const { orderId } = expectOrderCreated(
      await pos.post(CREATE_ORDER, { cart: [cartLine(menu.burger.id, { addonIds: [menu.burger.bacon, menu.burger.bacon] })] }),
      POS_MESSAGES.orderCreated,
    );
    const order = await server.db.selectFrom('orders').select('total').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.total).toBe(1199);
  });

  it('uses the base price when no variant is chosen, and records the chosen customer (object, phone or id)', async () => {
    const ana = await createCustomer(server.db, { phone: '5550100', name: 'Ana' });
    for (const customerId of [{ phone: '5550100', name: 'Ana' }, '555 0100', ana.id, { id: ana.id }]) {
      const { orderId } = expectOrderCreated(
        await pos.post(CREATE_ORDER, { cart: [cartLine(menu.pizza.id)], customerType: 'CUSTOMER', customerId }),
        POS_MESSAGES.orderCreated,
      );
      const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      expect({
        customerId,
        order: [order.customer_type, order.customer_id, order.customer_name, order.sub_total, order.tax_total],
      }).toEqual({
        customerId,
        order: ['CUSTOMER', ana.id, 'Ana', 1000, 50],
      });
    }
  });

  describe('refuses invalid carts with the message and writes nothing', () => {
    const cases: Array<[string, () => unknown, string]> = [
      ['an empty cart', () => ({ cart: [] }), POS_MESSAGES.cartEmpty],
      ['no cart at all', () => ({}), POS_MESSAGES.cartEmpty],
      ['an unknown item', () => ({ cart: [cartLine(999_999)] }), POS_MESSAGES.invalidItem],
      ['an item id that is not an id', () => ({ cart: [{ ...cartLine(1), id: 'pizza' }] }), POS_MESSAGES.invalidItem],
      ['an addon of another item', () => ({ cart: [cartLine(menu.tea.id, { addonIds: [menu.pizza.cheese] })] }), POS_MESSAGES.invalidAddon],
      ['an unknown addon', () => ({ cart: [cartLine(menu.pizza.id, { addonIds: [999_999] })] }), POS_MESSAGES.invalidAddon],
      // Past the id columns' range: a 400 on both databases (PostgreSQL refuses such a number outright).
      ['an item id past the storable maximum', () => ({ cart: [cartLine(99_999_999_999)] }), POS_MESSAGES.invalidItem],
      [
        'an addon id past the storable maximum',
        () => ({ cart: [cartLine(menu.pizza.id, { addonIds: [99_999_999_999] })] }),
        POS_MESSAGES.invalidAddon,
      ],
      [
        'a variant of another item',
        () => ({ cart: [cartLine(menu.burger.id, { variantId: menu.pizza.large })] }),
        POS_MESSAGES.invalidVariant,
      ],
      ['an unknown variant', () => ({ cart: [cartLine(menu.pizza.id, { variantId: 999_999 })] }), POS_MESSAGES.invalidVariant],
      ['quantity 0', () => ({ cart: [cartLine(menu.tea.id, { quantity: 0 })] }), POS_MESSAGES.invalidQuantity],
      ['quantity -1', () => ({ cart: [cartLine(menu.tea.id, { quantity: -1 })] }), POS_MESSAGES.invalidQuantity],
      ['quantity 1.5', () => ({ cart: [cartLine(menu.tea.id, { quantity: 1.5 })] }), POS_MESSAGES.invalidQuantity],
      ['quantity 10000', () => ({ cart: [cartLine(menu.tea.id, { quantity: 10_000 })] }), POS_MESSAGES.invalidQuantity],
      ["quantity '2'", () => ({ cart: [{ ...cartLine(menu.tea.id), quantity: '2' }] }), POS_MESSAGES.invalidQuantity],
      ['notes of 101 characters', () => ({ cart: [cartLine(menu.tea.id, { notes: 'n'.repeat(101) })] }), POS_MESSAGES.notesTooLong],
      ['an unknown table', () => ({ cart: [cartLine(menu.tea.id)], tableId: 999_999 }), POS_MESSAGES.tableNotFound],
      ['a table id that is not an id', () => ({ cart: [cartLine(menu.tea.id)], tableId: 'T1' }), POS_MESSAGES.tableNotFound],
      [
        'an unknown customer',
        () => ({ cart: [cartLine(menu.tea.id)], customerType: 'CUSTOMER', customerId: { phone: '000' } }),
        POS_MESSAGES.customerNotFound,
      ],
      ['an unknown customer id', () => ({ cart: [cartLine(menu.tea.id)], customerId: 999_999 }), POS_MESSAGES.customerNotFound],
      ['CUSTOMER without a customer', () => ({ cart: [cartLine(menu.tea.id)], customerType: 'CUSTOMER' }), POS_MESSAGES.customerNotFound],
      [
        'a good line followed by a bad one',
        () => ({ cart: [cartLine(menu.tea.id), cartLine(menu.pizza.id, { variantId: 999_999 })] }),
        POS_MESSAGES.invalidVariant,
      ],
      ['an order total past the storable maximum', () => ({ cart: [cartLine(caviarId, { quantity: 2 })] }), POS_MESSAGES.orderTooLarge],
    ];

    it.each(cases)('%s', async (_label, body, message) => {
      const before = await orderRowCounts(server.db);
      expectInvalid(await pos.post(CREATE_ORDER, body()), message);
      expectInvalid(
        await pos.post(CREATE_AND_PAY, { ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId, ...(body() as object) }),
        message,
      );
      expect(await orderRowCounts(server.db)).toEqual(before);
    });

    it('accepts notes of exactly 100 characters', async () => {
      const { orderId } = expectOrderCreated(
        await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id, { notes: 'n'.repeat(100), quantity: 999 })] }),
        POS_MESSAGES.orderCreated,
      );
      const line = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      expect([line.notes?.length, line.quantity]).toEqual([100, 999]);
    });
  });
});

describe('POST /pos/create-order-and-invoice', () => {
  it('writes the paid order, its invoice (payment type snapshot) and the link, when the totals match to the cent', async () => {
    const before = await orderRowCounts(server.db);
    const response = await pos.post(CREATE_AND_PAY, {
      cart: fullCart(menu),
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
      ...FULL_CART_CLIENT_TOTALS,
      paymentTypeId: menu.cashId,
    });
    const { orderId } = expectOrderCreated(response, POS_MESSAGES.orderCreatedAndPaid);
    const order = await server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_status: 'paid', status: 'created', delivery_type: 'takeaway', table_id: null });
    const invoice = await server.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', order.invoice_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: FULL_CART_TOTALS.net,
      tax_total: FULL_CART_TOTALS.tax,
      total: FULL_CART_TOTALS.payable,
      payment_type_id: menu.cashId,
      payment_type_title: 'Cash',
      customer_type: 'WALKIN',
      delivery_type: 'takeaway',
      created_by: cashierId,
      created_by_name: 'Casey Cashier',
    });
    const links = await server.db.selectFrom('invoice_orders').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(links).toEqual([{ invoice_id: invoice.id, order_id: orderId }]);
    const after = await orderRowCounts(server.db);
    expect([after.orders - before.orders, after.invoices - before.invoices, after.invoice_orders - before.invoice_orders]).toEqual([
      1, 1, 1,
    ]);
  });

  it.each([
    ['net total', { netTotal: (FULL_CART_TOTALS.net + 1) / 100 }, 'Net total sent 46.67, expected 46.66 (0.01 more).'],
    ['tax total', { taxTotal: (FULL_CART_TOTALS.tax - 1) / 100 }, 'Tax total sent 2.75, expected 2.76 (0.01 less).'],
    ['payable total', { total: 0.01 }, 'Total sent 0.01, expected 49.42 (49.41 less).'],
  ])('refuses a different %s with 409, saying which figure differs, and writes nothing', async (_label, change, gap) => {
    const before = await orderRowCounts(server.db);
    const response = await pos.post(CREATE_AND_PAY, {
      cart: fullCart(menu),
      ...FULL_CART_CLIENT_TOTALS,
      ...change,
      paymentTypeId: menu.cashId,
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 409,
      body: { message: `${POS_MESSAGES.totalsChanged} ${gap}`, code: 'conflict' },
    });
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('refuses an unknown or inactive payment type with 400 and writes nothing', async () => {
    const before = await orderRowCounts(server.db);
    const body = { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS };
    expectInvalid(await pos.post(CREATE_AND_PAY, { ...body, paymentTypeId: 999_999 }), POS_MESSAGES.paymentTypeUnavailable);
    expectInvalid(await pos.post(CREATE_AND_PAY, { ...body, paymentTypeId: menu.cardId }), POS_MESSAGES.paymentTypeUnavailable);
    expectInvalid(await pos.post(CREATE_AND_PAY, { cart: fullCart(menu), paymentTypeId: menu.cashId }), POS_MESSAGES.totalsChanged);
    expect(await orderRowCounts(server.db)).toEqual(before);
  });
});

describe('realtime', () => {
  it('emits new_order {tokenNo, orderId} to the kitchen, orders and display rooms after commit, once', async () => {
    const kitchen = await connectSocket(server.baseUrl, (await server.signInAs({ scope: ['KITCHEN'] })).client);
    const display = await connectSocket(server.baseUrl, (await server.signInAs({ scope: ['PUBLIC_DISPLAY'] })).client);
    const orders = await connectSocket(server.baseUrl, (await server.signInAs({ scope: ['ORDERS'] })).client);
    const bystander = await connectSocket(server.baseUrl, (await server.signInAs({ scope: ['CUSTOMERS'] })).client);
    try {
      const received: Record<string, unknown[]> = { kitchen: [], display: [], orders: [], bystander: [] };
      kitchen.on('new_order', (payload) => received.kitchen?.push(payload));
      display.on('new_order', (payload) => received.display?.push(payload));
      orders.on('new_order', (payload) => received.orders?.push(payload));
      bystander.onAny((event, payload) => received.bystander?.push([event, payload]));
      const firstAtKitchen = new Promise((resolve) => kitchen.once('new_order', resolve));

      const headers = { 'idempotency-key': 'realtime-1' };
      const { tokenNo, orderId } = expectOrderCreated(
        await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] }, { headers }),
        POS_MESSAGES.orderCreated,
      );
      expect(await firstAtKitchen).toEqual({ tokenNo, orderId });
      // A replay and a refused order announce nothing.
      await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] }, { headers });
      await pos.post(CREATE_ORDER, { cart: [] });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received).toEqual({
        kitchen: [{ tokenNo, orderId }],
        display: [{ tokenNo, orderId }],
        orders: [{ tokenNo, orderId }],
        bystander: [],
      });
    } finally {
      for (const socket of [kitchen, display, orders, bystander]) socket.close();
    }
  });
});
