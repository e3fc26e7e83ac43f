// Idempotency: the POS sends one Idempotency-Key per cart submission and reuses it on retries.
// A replay (same key, same body) answers the first answer and writes nothing; the same key with another
// body is a 422; concurrent duplicates never make two orders; keys are kept at least 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '../../../shared/contract/pos';
import { pruneIdempotencyKeys } from '../../../server/infrastructure/idempotency';
import { createMenuItem } from '../../factories/menu';
import { type PosMenu, cartLine, createPosMenu } from '../../factories/menu';
import type { TestClient, TestResponse } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import {
  CREATE_AND_PAY,
  CREATE_ORDER,
  FULL_CART_CLIENT_TOTALS,
  expectInvalid,
  expectOrderCreated,
  fullCart,
  orderRowCounts,
} from '../helpers/posApi';

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let keyCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  pos = (await server.signInAs({ scope: ['POS'] })).client;
});
afterAll(() => server?.close());

const newKey = () => {
  keyCounter += 1;
  return `cart-${keyCounter}-${Math.random().toString(36).slice(2)}`;
};
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
const answer = (response: TestResponse) => ({ status: response.status, body: response.body });
const REUSED = { status: 422, body: { message: POS_MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' } };

describe('Idempotency-Key', () => {
  it('a replay with the same key and body answers the first answer (status and body) and writes nothing', async () => {
    const key = newKey();
    const body = { cart: fullCart(menu), deliveryType: 'dinein', tableId: menu.tableId };
    const first = await pos.post(CREATE_ORDER, body, withKey(key));
    expectOrderCreated(first, POS_MESSAGES.orderCreated);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = await orderRowCounts(server.db);

    const replay = await pos.post(CREATE_ORDER, body, withKey(key));
    expect(answer(replay)).toEqual(answer(first));
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Key order does not make a different body.
    const reordered = Object.fromEntries(Object.entries(body).toReversed());
    expect(answer(await pos.post(CREATE_ORDER, reordered, withKey(key)))).toEqual(answer(first));
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('works for create-order-and-invoice: one order, one invoice, one answer', async () => {
    const key = newKey();
    const body = { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, paymentTypeId: menu.cashId };
    const first = await pos.post(CREATE_AND_PAY, body, withKey(key));
    expectOrderCreated(first, POS_MESSAGES.orderCreatedAndPaid);
    const before = await orderRowCounts(server.db);
    expect(answer(await pos.post(CREATE_AND_PAY, body, withKey(key)))).toEqual(answer(first));
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('the same key with a different body (or on the other route) is a 422 and writes nothing', async () => {
    const key = newKey();
    expectOrderCreated(await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id)] }, withKey(key)), POS_MESSAGES.orderCreated);
    const before = await orderRowCounts(server.db);
    expect(answer(await pos.post(CREATE_ORDER, { cart: [cartLine(menu.tea.id, { quantity: 2 })] }, withKey(key)))).toEqual(REUSED);
    // Even an invalid body: the key's first use decides, before validation.
    expect(answer(await pos.post(CREATE_ORDER, { cart: [] }, withKey(key)))).toEqual(REUSED);
    expect(answer(await pos.post(CREATE_AND_PAY, { cart: [cartLine(menu.tea.id)] }, withKey(key)))).toEqual(REUSED);
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('replays the first answer even after the menu changed (the retry must not fail or charge twice)', async () => {
    const item = await createMenuItem(server.db, { title: 'Special', price: 700 });
    const key = newKey();
    const body = { cart: [cartLine(item.id)] };
    const first = await pos.post(CREATE_ORDER, body, withKey(key));
    expectOrderCreated(first, POS_MESSAGES.orderCreated);
    await server.db.deleteFrom('menu_items').where('id', '=', item.id).execute();
    expect(answer(await pos.post(CREATE_ORDER, body, withKey(key)))).toEqual(answer(first));
    expectInvalid(await pos.post(CREATE_ORDER, body, withKey(newKey())), POS_MESSAGES.invalidItem);
  });

  it('a refused request stores nothing: the corrected cart may reuse the key', async () => {
    const key = newKey();
    const wrongTotals = { cart: fullCart(menu), ...FULL_CART_CLIENT_TOTALS, total: 1, paymentTypeId: menu.cashId };
    expect((await pos.post(CREATE_AND_PAY, wrongTotals, withKey(key))).status).toBe(409);
    expectInvalid(
      await pos.post(CREATE_AND_PAY, { ...wrongTotals, paymentTypeId: menu.cardId }, withKey(key)),
      POS_MESSAGES.paymentTypeUnavailable,
    );
    expectOrderCreated(
      await pos.post(CREATE_AND_PAY, { ...wrongTotals, total: FULL_CART_CLIENT_TOTALS.total }, withKey(key)),
      POS_MESSAGES.orderCreatedAndPaid,
    );
  });

  it('keys belong to a user: another cashier with the same key places their own order', async () => {
    const key = newKey();
    const body = { cart: [cartLine(menu.tea.id)] };
    const mine = expectOrderCreated(await pos.post(CREATE_ORDER, body, withKey(key)), POS_MESSAGES.orderCreated);
    const other = (await server.signInAs({ scope: ['POS'] })).client;
    const theirs = expectOrderCreated(await other.post(CREATE_ORDER, body, withKey(key)), POS_MESSAGES.orderCreated);
    expect(theirs.orderId).not.toBe(mine.orderId);
  });

  it('10 concurrent requests with one key make one order and all get its answer', async () => {
    const key = newKey();
    const body = { cart: fullCart(menu) };
    const before = await orderRowCounts(server.db);
    const responses = await Promise.all(Array.from({ length: 10 }, () => pos.post(CREATE_ORDER, body, withKey(key))));
    const first = answer(responses[0] as TestResponse);
    expectOrderCreated(responses[0] as TestResponse, POS_MESSAGES.orderCreated);
    expect(responses.map(answer)).toEqual(Array.from({ length: 10 }, () => first));
    const after = await orderRowCounts(server.db);
    expect([
      after.orders - before.orders,
      after.order_items - before.order_items,
      after.idempotency_keys - before.idempotency_keys,
    ]).toEqual([1, 3, 1]);
  });

  it('refuses an empty or over-long key with 400 and writes nothing', async () => {
    const before = await orderRowCounts(server.db);
    const body = { cart: [cartLine(menu.tea.id)] };
    expectInvalid(await pos.post(CREATE_ORDER, body, withKey('')), POS_MESSAGES.idempotencyKeyInvalid);
    expectInvalid(await pos.post(CREATE_ORDER, body, withKey('k'.repeat(201))), POS_MESSAGES.idempotencyKeyInvalid);
    expect(await orderRowCounts(server.db)).toEqual(before);
    expectOrderCreated(await pos.post(CREATE_ORDER, body, withKey('k'.repeat(200))), POS_MESSAGES.orderCreated);
  });

  it('without a key every request is a new order', async () => {
    const body = { cart: [cartLine(menu.tea.id)] };
    const first = expectOrderCreated(await pos.post(CREATE_ORDER, body), POS_MESSAGES.orderCreated);
    const second = expectOrderCreated(await pos.post(CREATE_ORDER, body), POS_MESSAGES.orderCreated);
    expect(second.tokenNo).toBe(first.tokenNo + 1);
  });

  it('pruning keeps keys younger than 24 hours and removes older ones', async () => {
    const key = newKey();
    const body = { cart: [cartLine(menu.tea.id)] };
    const first = await pos.post(CREATE_ORDER, body, withKey(key));
    const stored = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    const createdAt = new Date(stored.created_at).getTime();

    await pruneIdempotencyKeys(server.db, new Date(createdAt + 23.9 * 60 * 60 * 1000));
    expect(answer(await pos.post(CREATE_ORDER, body, withKey(key)))).toEqual(answer(first));

    await pruneIdempotencyKeys(server.db, new Date(createdAt + 24 * 60 * 60 * 1000 + 1));
    const gone = await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
