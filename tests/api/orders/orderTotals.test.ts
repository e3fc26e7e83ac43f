// An order's stored totals are the one set of figures after it is placed. The Orders list, the
// payment summary, the pay check and the invoice all read them (so an order-level figure stored with the order,
// such as a future discount, is never summed away again from the lines), and cancelling lines writes them anew.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { migrationsFor } from '../../../server/db/migrations';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { createTestDatabase } from '../../support/testDatabase';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CANCEL, ORDERS, PAY, SUMMARY, UPDATE_STATUS, expectConflict, findOrder } from '../helpers/ordersApi';
import { FULL_CART_TOTALS, fullCart } from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let cashier: { id: number; name: string };

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  const signedIn = await server.signInAs({ scope: ['ORDERS'], name: 'Tessa Totals' });
  pos = signedIn.client;
  cashier = { id: signedIn.user.id, name: signedIn.user.name };
});
afterAll(() => server?.close());

const place = (input: Parameters<typeof createOrder>[2]) => createOrder(server.brigade.ctx, cashier, input);
const decimals = (totals: { net: number; tax: number; payable: number }) => ({
  subTotal: totals.net / 100,
  taxTotal: totals.tax / 100,
  total: totals.payable / 100,
});
const storedTotals = (orderId: number) =>
  server.db.selectFrom('orders').select(['sub_total', 'tax_total', 'total']).where('id', '=', orderId).executeTakeFirstOrThrow();

describe("an order's stored totals", () => {
  it('an order-level figure stored on the order reaches the Orders list, the summary, the pay check and the invoice', async () => {
    const order = await place({ cart: fullCart(menu) });
    // 5.00 off the order as a whole: no line says so, only the order's stored totals.
    const adjusted = { net: FULL_CART_TOTALS.net - 500, tax: FULL_CART_TOTALS.tax, payable: FULL_CART_TOTALS.payable - 500 };
    await server.db
      .updateTable('orders')
      .set({ sub_total: adjusted.net, tax_total: adjusted.tax, total: adjusted.payable })
      .where('id', '=', order.orderId)
      .execute();

    const listed = findOrder((await pos.get(ORDERS)).body, order.orderId);
    expect(listed).toMatchObject({ sub_total: adjusted.net / 100, tax_total: adjusted.tax / 100, total: adjusted.payable / 100 });

    const summary = await pos.post(SUMMARY, { orderIds: [order.orderId] });
    expect([summary.body.subtotal, summary.body.taxTotal, summary.body.total]).toEqual([
      adjusted.net / 100,
      adjusted.tax / 100,
      adjusted.payable / 100,
    ]);
    expect(summary.body.orders[0]).toMatchObject({ total: adjusted.payable / 100 });

    // The lines' own sums are not what is owed any more.
    const payBody = (totals: typeof adjusted) => ({ orderIds: [order.orderId], ...decimals(totals), paymentTypeId: menu.cashId });
    expectConflict(await pos.post(PAY, payBody(FULL_CART_TOTALS)), ORDER_ACTION_MESSAGES.totalsChanged);
    const paid = await pos.post(PAY, payBody(adjusted));
    expect(paid.status).toBe(200);
    expect([paid.body.subtotal, paid.body.taxTotal, paid.body.total]).toEqual([
      adjusted.net / 100,
      adjusted.tax / 100,
      adjusted.payable / 100,
    ]);
    const invoice = await server.db
      .selectFrom('invoices')
      .select(['sub_total', 'tax_total', 'total'])
      .where('id', '=', paid.body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ sub_total: adjusted.net, tax_total: adjusted.tax, total: adjusted.payable });
  });

  it('cancelling a line writes them again without it', async () => {
    const order = await place({ cart: fullCart(menu) });
    expect(await storedTotals(order.orderId)).toEqual({
      sub_total: FULL_CART_TOTALS.net,
      tax_total: FULL_CART_TOTALS.tax,
      total: FULL_CART_TOTALS.payable,
    });
    const tea = await server.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.orderId)
      .where('item_title', '=', 'Tea')
      .executeTakeFirstOrThrow();
    expect((await pos.post(UPDATE_STATUS(tea.id), { status: 'cancelled' })).status).toBe(200);
    expect(await storedTotals(order.orderId)).toEqual({
      sub_total: FULL_CART_TOTALS.net - 750,
      tax_total: FULL_CART_TOTALS.tax,
      total: FULL_CART_TOTALS.payable - 750,
    });
  });

  it('cancelling an order takes its open lines out and keeps the delivered ones', async () => {
    const order = await place({ cart: [cartLine(menu.tea.id, { quantity: 2 }), cartLine(menu.tea.id, { quantity: 1, notes: 'to go' })] });
    const [first] = await server.db.selectFrom('order_items').select('id').where('order_id', '=', order.orderId).orderBy('id').execute();
    expect((await pos.post(UPDATE_STATUS(first?.id ?? 0), { status: 'delivered' })).status).toBe(200);
    expect((await pos.post(CANCEL, { orderIds: [order.orderId] })).status).toBe(200);
    expect(await storedTotals(order.orderId)).toEqual({ sub_total: 500, tax_total: 0, total: 500 });
  });
});

describe('migration 2026112250_order_stored_totals', () => {
  it('takes the lines cancelled before it out of their orders’ stored totals, and leaves the other orders alone', async () => {
    const database = await createTestDatabase();
    const handle = openDatabase(database.url);
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrationsFor(handle.dialect) },
        migrationTableName: 'schema_migrations',
        migrationLockTableName: 'schema_migrations_lock',
      });
      expect((await migrator.migrateTo('2026112240_shared_throttles')).error).toBeUndefined();
      const now = '2026-11-22T10:00:00.000Z';
      for (const token of [1, 2]) {
        // Both placed at 10.00 + 1.00 tax and 4.00 without tax; the first had its 10.00 line cancelled since.
        await sql`insert into orders (token_no, business_date, customer_type, status, payment_status, status_kitchen, sub_total, tax_total, total, created_by_name, created_at, updated_at)
          values (${token}, '2026-11-22', 'WALKIN', 'created', 'unpaid', 'notstarted', 1400, 100, 1500, 'Old Cashier', ${now}, ${now})`.execute(
          handle.db,
        );
      }
      const orders = await sql<{ id: number; token_no: number }>`select id, token_no from orders order by token_no`.execute(handle.db);
      for (const order of orders.rows) {
        const lines = [
          { net: 1000, tax: 100, status: order.token_no === 1 ? 'cancelled' : 'created' },
          { net: 400, tax: 0, status: 'delivered' },
        ];
        for (const line of lines) {
          await sql`insert into order_items (order_id, item_title, item_price, unit_price, quantity, net_amount, tax_amount, payable_amount, status, created_at, updated_at)
            values (${order.id}, 'Dish', ${line.net}, ${line.net}, 1, ${line.net}, ${line.tax}, ${line.net + line.tax}, ${line.status}, ${now}, ${now})`.execute(
            handle.db,
          );
        }
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{
        sub_total: number;
        tax_total: number;
        total: number;
      }>`select sub_total, tax_total, total from orders order by token_no`.execute(handle.db);
      expect(rows.rows.map((row) => [row.sub_total, row.tax_total, row.total])).toEqual([
        [400, 0, 400],
        [1400, 100, 1500],
      ]);
    } finally {
      await handle.destroy();
      await database.drop();
    }
  });
});
