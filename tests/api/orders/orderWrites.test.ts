// An order's rows are built once (server/orders/placeOrder.ts) and written by statements on SQLite
// and by one call of brigade_place_order on PostgreSQL, whose column lists are fixed in its migration. A row
// carrying a column that write does not know must fail loudly and write nothing, on both databases, rather than
// lose the value (a column added to the rows later needs a migration that replaces the function).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlacedOrderRows, writePlacedOrder } from '../../../server/db/repositories/orderWrites.repository';
import { type TestServer, startTestServer } from '../../support/testServer';
import { orderRowCounts } from '../helpers/posApi';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function rows(userId: number): PlacedOrderRows {
  const createdAt = '2026-11-25T10:00:00.000Z';
  return {
    claim: { userId, key: 'order-writes-test', route: 'POST /pos/create-order', requestHash: 'h', createdAt },
    invoice: null,
    order: {
      customer_type: 'WALKIN',
      customer_id: null,
      delivery_type: 'takeaway',
      table_id: null,
      table_title: null,
      floor: null,
      created_by: userId,
      created_by_name: 'Cashier',
      created_at: createdAt,
      sub_total: 250,
      tax_total: 0,
      total: 250,
      service_charge_total: 0,
      service_charge_bp: 0,
      service_charge_tax_bp: null,
      guests: null,
      business_date: '2026-11-25',
      customer_name: null,
      status: 'created',
      payment_status: 'unpaid',
      status_kitchen: 'notstarted',
      updated_at: createdAt,
    },
    lines: [
      {
        row: {
          item_id: null,
          item_title: 'Tea',
          item_price: 250,
          variant_id: null,
          variant_title: null,
          variant_price: null,
          unit_price: 250,
          quantity: 1,
          notes: null,
          tax_id: null,
          tax_title: null,
          tax_rate_bp: null,
          tax_type: null,
          net_amount: 250,
          tax_amount: 0,
          payable_amount: 250,
          status: 'created',
          created_at: createdAt,
          updated_at: createdAt,
          seat: null,
          course: null,
          course_fired_at: null,
        },
        addons: [],
        modifiers: [],
        stock: [],
      },
    ],
    message: 'Order placed',
  };
}

const write = (orderRows: PlacedOrderRows) => writePlacedOrder(server.db, orderRows);

describe('writing a placed order', () => {
  it('writes the rows it is given, with the day’s next token, and stores the answer under the key', async () => {
    const userId = (await server.createUser({ scope: ['POS'] })).user.id;
    const written = await write(rows(userId));
    if ('replay' in written) throw new Error('a first write must not be a replay');
    expect(written.tokenNo).toBe(1);
    const order = await server.db.selectFrom('orders').selectAll().where('id', '=', written.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ token_no: 1, total: 250, created_by_name: 'Cashier', invoice_id: null });
    const stored = await server.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect({ status: stored.status_code, body: JSON.parse(stored.response_body) }).toEqual({
      status: 200,
      body: { message: 'Order placed', tokenNo: 1, orderId: written.orderId },
    });
    // The same key again writes nothing and hands back the stored row.
    const again = await write(rows(userId));
    expect('replay' in again && again.replay.response_body).toBe(stored.response_body);
  });

  it('refuses an order row or a line with a column it does not write, and writes nothing', async () => {
    const userId = (await server.createUser({ scope: ['POS'] })).user.id;
    const before = await orderRowCounts(server.db);
    const withOrderColumn = rows(userId);
    await expect(
      write({ ...withOrderColumn, order: { ...withOrderColumn.order, discount_total: 5 } as PlacedOrderRows['order'] }),
    ).rejects.toThrow(/discount_total/);
    const withLineColumn = rows(userId);
    const [line] = withLineColumn.lines;
    if (!line) throw new Error('no line');
    await expect(write({ ...withLineColumn, lines: [{ ...line, row: { ...line.row, made_up: 1 } as typeof line.row }] })).rejects.toThrow(
      /made_up/,
    );
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('never drops a value: a line with a real column the write does not list is stored with it, or refused whole', async () => {
    const userId = (await server.createUser({ scope: ['POS'] })).user.id;
    const before = await orderRowCounts(server.db);
    const orderRows = rows(userId);
    const [line] = orderRows.lines;
    if (!line) throw new Error('no line');
    const outcome = await write({ ...orderRows, lines: [{ ...line, row: { ...line.row, discount_amount: 40 } }] }).then(
      (written) => ('replay' in written ? 'replay' : written.orderId),
      () => 'refused' as const,
    );
    const observed =
      outcome === 'refused'
        ? { refused: true, counts: await orderRowCounts(server.db) }
        : {
            refused: false,
            discount: (
              await server.db
                .selectFrom('order_items')
                .select('discount_amount')
                .where('order_id', '=', Number(outcome))
                .executeTakeFirstOrThrow()
            ).discount_amount,
          };
    // SQLite writes the rows as statements (the column is simply written); PostgreSQL's function has fixed lists.
    expect(observed).toEqual(server.dialect === 'postgres' ? { refused: true, counts: before } : { refused: false, discount: 40 });
  });
});
