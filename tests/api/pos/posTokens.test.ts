// Tokens: count from 1 each business day in the store's time zone, unique per day under any
// concurrency (atomic counter + unique constraint), on SQLite and PostgreSQL. The clock is injected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { CREATE_AND_PAY, CREATE_ORDER, FULL_CART_CLIENT_TOTALS, expectOrderCreated, fullCart } from '../helpers/posApi';

let clock = new Date('2026-11-22T10:00:00.000Z');
let server: TestServer;
let menu: PosMenu;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  menu = await createPosMenu(server.db);
});
afterAll(() => server?.close());

/** A fresh POS session at the current clock (moving the clock by hours expires earlier access cookies). */
async function cashier(): Promise<TestClient> {
  return (await server.signInAs({ scope: ['POS'] })).client;
}

async function placeOne(client: TestClient): Promise<{ tokenNo: number; orderId: number }> {
  return expectOrderCreated(await client.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] }), POS_MESSAGES.orderCreated);
}

async function businessDateOf(orderId: number): Promise<string> {
  const order = await server.db.selectFrom('orders').select('business_date').where('id', '=', orderId).executeTakeFirstOrThrow();
  return order.business_date;
}

async function setStoreTimeZone(timeZone: string): Promise<void> {
  await server.db.updateTable('store_settings').set({ time_zone: timeZone }).execute();
}

describe('daily tokens', () => {
  it('50 concurrent orders (paid and unpaid, several cashiers) get tokens 1..50: no gaps, no duplicates', async () => {
    clock = new Date('2026-11-22T10:00:00.000Z');
    const cashiers = [await cashier(), await cashier(), await cashier()];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const client = cashiers[index % cashiers.length] as TestClient;
        return index % 5 === 0
          ? client.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId })
          : client.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] });
      }),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const tokens = responses.map((response) => response.body.tokenNo as number).sort((a, b) => a - b);
    expect(tokens).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));

    const stored = await server.db
      .selectFrom('orders')
      .select(['token_no', 'business_date'])
      .where('business_date', '=', '2026-11-22')
      .execute();
    expect(stored.map((order) => order.token_no).sort((a, b) => a - b)).toEqual(tokens);
    const counter = await server.db
      .selectFrom('daily_token_counters')
      .selectAll()
      .where('business_date', '=', '2026-11-22')
      .executeTakeFirst();
    expect(counter?.last_token).toBe(50);
  });

  it('the database refuses a second order with the same token on the same day', async () => {
    const order = await server.db.selectFrom('orders').selectAll().where('business_date', '=', '2026-11-22').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = order;
    await expect(server.db.insertInto('orders').values(copy).execute()).rejects.toThrow(/unique/i);
  });

  it('restarts at 1 on the next business day, and the previous day keeps its numbers', async () => {
    clock = new Date('2026-11-22T23:59:00.000Z');
    expect((await placeOne(await cashier())).tokenNo).toBe(51);
    clock = new Date('2026-11-23T00:00:30.000Z');
    const client = await cashier();
    const first = await placeOne(client);
    const second = await placeOne(client);
    expect([first.tokenNo, second.tokenNo]).toEqual([1, 2]);
    expect(await businessDateOf(first.orderId)).toBe('2026-11-23');
  });

  it("follows the store's time zone: 23:30 UTC is already the next day in Asia/Kolkata", async () => {
    await setStoreTimeZone('Asia/Kolkata');
    try {
      clock = new Date('2026-11-24T17:00:00.000Z'); // 22:30 in Kolkata, 24 November
      const evening = await placeOne(await cashier());
      expect([evening.tokenNo, await businessDateOf(evening.orderId)]).toEqual([1, '2026-11-24']);

      clock = new Date('2026-11-24T23:30:00.000Z'); // still the 24th in UTC, 05:00 on the 25th in Kolkata
      const morning = await placeOne(await cashier());
      expect([morning.tokenNo, await businessDateOf(morning.orderId)]).toEqual([1, '2026-11-25']);
    } finally {
      await setStoreTimeZone('UTC');
    }
  });

  it('a refused order consumes no token', async () => {
    clock = new Date('2026-11-26T09:00:00.000Z');
    const client = await cashier();
    expect((await client.post(CREATE_ORDER, { cart: [cartLine(999_999)] })).status).toBe(400);
    expect(
      (await client.post(CREATE_AND_PAY, { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, total: 1, paymentTypeId: menu.cashId }))
        .status,
    ).toBe(409);
    expect((await placeOne(client)).tokenNo).toBe(1);
  });
});
