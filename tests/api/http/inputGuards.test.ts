// Hardening: no request body or text can make the API answer 500. Deeply nested JSON and
// oversized bodies are refused at the parser; control characters (a NUL byte crashed PostgreSQL and
// matched every row on SQLite) are refused in any field, with a message, the same on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../factories/customers';
import { type PosMenu, createPosMenu } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { TEST_ADMIN, type TestServer, startTestServer } from '../../support/testServer';
import { CREATE_AND_PAY, CREATE_ORDER, fullCart, orderRowCounts } from '../helpers/posApi';

const COMPLETE_AND_PAY = '/api/v1/orders/complete-and-pay-order';
const TOO_DEEP = { message: 'The request body is nested too deeply!', code: 'bad_request' };
const CONTROL = { message: 'Text must not contain control characters!', code: 'validation_failed' };

let server: TestServer;
let menu: PosMenu;
let pos: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  menu = await createPosMenu(server.db);
  pos = (await server.signInAs({ scope: ['POS', 'ORDERS', 'CUSTOMERS'] })).client;
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => server?.close());

function nested(levels: number): string {
  return `{"cart":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

describe('request bodies', () => {
  it('a 20,000-level body with an Idempotency-Key is a 400 on every idempotent call, and writes nothing', async () => {
    const before = await orderRowCounts(server.db);
    for (const path of [CREATE_ORDER, CREATE_AND_PAY, COMPLETE_AND_PAY]) {
      const response = await pos.post(path, undefined, { rawBody: nested(20_000), headers: { 'idempotency-key': `deep-${path}` } });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 400, body: TOO_DEEP });
    }
    expect(await orderRowCounts(server.db)).toEqual(before);
    // The server is still serving, and the same key works with a real body.
    const order = await pos.post(
      CREATE_ORDER,
      { cart: fullCart(menu), deliveryType: 'takeaway' },
      { headers: { 'idempotency-key': 'deep-then-real' } },
    );
    expect(order.status).toBe(200);
  });

  it('nesting is counted outside strings: brackets inside a text do not count', async () => {
    const name = '['.repeat(40) + ' Bracket Fan';
    const response = await pos.post('/api/v1/customers/add', { phone: '5550199', name });
    expect(response.status).toBe(200);
    expect((await admin.get('/api/v1/customers/5550199')).body.customer.name).toBe(name);
  });

  it('a body over 1 MiB is a 413 with a message', async () => {
    const response = await pos.post(CREATE_ORDER, { cart: [], notes: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is too large!', code: 'bad_request' });
  });
});

describe('control characters', () => {
  it('a NUL byte in the sign-in username (no session) is a 400 with a message, not a 500', async () => {
    const response = await server.client().post('/api/v1/auth/signin', { username: 'ad\u0000min', password: 'whatever-password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(CONTROL);
  });

  it('?q=%00 is a 400 on every search, never every row', async () => {
    await createCustomer(server.db, { phone: '5550111', name: 'Search Target' });
    for (const path of [
      '/api/v1/customers?q=%00',
      '/api/v1/customers?search=%00',
      '/api/v1/invoices/search?q=%00',
      '/api/v1/reservations/search?q=%00',
    ]) {
      const response = await admin.get(path);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 400, body: CONTROL });
    }
  });

  it('in a path parameter and in body text (customer add, user add, order notes) it is a 400, and nothing is written', async () => {
    expect((await admin.get('/api/v1/customers/555%000111')).body).toEqual(CONTROL);
    const customer = await pos.post('/api/v1/customers/add', { phone: '5550122', name: 'Nul\u0000Name' });
    expect(customer.body).toEqual(CONTROL);
    expect((await admin.get('/api/v1/customers/5550122')).status).toBe(404);
    const user = await admin.post('/api/v1/users/add', { name: 'Bell\u0007', username: 'bell', password: 'long-enough-password' });
    expect(user.body).toEqual(CONTROL);
    const cart = fullCart(menu).map((line, index) => (index === 0 ? { ...line, notes: 'no\u001bonions' } : line));
    const before = await orderRowCounts(server.db);
    expect((await pos.post(CREATE_ORDER, { cart, deliveryType: 'takeaway' })).body).toEqual(CONTROL);
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it('tabs and line breaks stay allowed (a note on two lines)', async () => {
    const cart = fullCart(menu).map((line, index) => (index === 0 ? { ...line, notes: 'no onions\n\textra sauce' } : line));
    const response = await pos.post(CREATE_ORDER, { cart, deliveryType: 'takeaway' });
    expect(response.status).toBe(200);
  });
});
