// Spec 2.8, 5, 6, 7 Customers: the paged, filtered list (newest first), add, update (phone read-only),
// delete (history stays readable), with VIEW_CUSTOMERS reading only. Order: 401 → 403 → 400 → 404/409 → 200.
// Over 300 lines: one resource's api tier, each route's cases (401, 403, 400, 404/409, 200) side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../../shared/contract/customers';
import { PERMISSIONS, type Permission } from '../../../shared/domain/access/scopes';
import { createCustomer } from '../../factories/customers';
import { createPosMenu } from '../../factories/menu';
import { createOrder, teaOrder } from '../../factories/orders';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';
import { FORBIDDEN, UNAUTHENTICATED, conflict, invalid, notFound, ok, outcome } from '../helpers/settingsApi';

const LIST = '/api/v1/customers';
const ADD = '/api/v1/customers/add';
const UPDATE = (id: number | string) => `/api/v1/customers/${encodeURIComponent(String(id))}/update`;
const DELETE = (id: number | string) => `/api/v1/customers/${encodeURIComponent(String(id))}/delete`;
const LOOKUP = (id: number | string) => `/api/v1/customers/${encodeURIComponent(String(id))}`;
const list = (client: TestClient, query: Record<string, string | number> = {}) =>
  client.get(`${LIST}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`);

let clock = new Date('2026-03-01T10:00:00.000Z');
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

const namesOf = (response: { body: { customers: Array<{ name: string }> } }) => response.body.customers.map((customer) => customer.name);

let server: TestServer;
let admin: TestClient;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  manager = (await server.signInAs({ scope: ['CUSTOMERS'] })).client;
});
afterAll(() => server?.close());

describe('access (spec 6): VIEW_CUSTOMERS reads, CUSTOMERS or MANAGE_CUSTOMERS change', () => {
  const READ_SCOPES: readonly Permission[] = ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'];
  const WRITE_SCOPES: readonly Permission[] = ['CUSTOMERS', 'MANAGE_CUSTOMERS'];

  it('401 without a session and 403 without a customers scope on every route', async () => {
    const target = await createCustomer(server.db, { phone: '5550001', name: 'Guarded' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', LIST],
      ['POST', ADD, { phone: '5550002', name: 'Nobody' }],
      ['POST', UPDATE(target.id), { name: 'Renamed' }],
      ['DELETE', DELETE(target.id)],
    ];
    const anonymous = server.client();
    const { client: lacking } = await server.signInAs({ scope: PERMISSIONS.filter((permission) => !READ_SCOPES.includes(permission)) });
    for (const [method, path, body] of routes) {
      const label = `${method} ${path}`;
      expect({ label, ...outcome(await anonymous.request(method, path, { body })) }).toEqual({ label, status: 401, body: UNAUTHENTICATED });
      expect({ label, ...outcome(await lacking.request(method, path, { body })) }).toEqual({ label, status: 403, body: FORBIDDEN });
    }
    // Nothing changed.
    expect((await admin.get(LOOKUP(target.id))).body.customer.name).toBe('Guarded');
  });

  it('VIEW_CUSTOMERS lists and looks up, but cannot add, update or delete (403 before validation)', async () => {
    const target = await createCustomer(server.db, { phone: '5550003', name: 'Read Only' });
    const { client: viewer } = await server.signInAs({ scope: ['VIEW_CUSTOMERS'] });
    expect((await list(viewer)).status).toBe(200);
    expect((await viewer.get(LOOKUP(target.phone))).status).toBe(200);
    expect(outcome(await viewer.post(ADD, { phone: '5550004', name: 'New' }))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.post(ADD, {}))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.post(UPDATE(target.id), { name: 'Changed' }))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.delete(DELETE(target.id)))).toEqual({ status: 403, body: FORBIDDEN });
    expect((await admin.get(LOOKUP(target.id))).body.customer.name).toBe('Read Only');
  });

  it('CUSTOMERS, MANAGE_CUSTOMERS and admin may add, update and delete', async () => {
    const writers = [admin, ...(await Promise.all(WRITE_SCOPES.map(async (scope) => (await server.signInAs({ scope: [scope] })).client)))];
    let phone = 5550100;
    for (const writer of writers) {
      phone += 1;
      const added = await writer.post(ADD, { phone: String(phone), name: 'Writer Test' });
      expect(added.status).toBe(200);
      expect(outcome(await writer.post(UPDATE(added.body.id), { name: 'Writer Test 2' }))).toEqual(ok(CUSTOMER_MESSAGES.customerUpdated));
      expect(outcome(await writer.delete(DELETE(added.body.id)))).toEqual(ok(CUSTOMER_MESSAGES.customerDeleted));
    }
  });
});

describe('POST /customers/add', () => {
  it("validates with the spec's messages (phone first, then name) and the contract's", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, CUSTOMER_MESSAGES.customerPhoneRequired],
      [{ phone: '', name: 'Ana' }, CUSTOMER_MESSAGES.customerPhoneRequired],
      [{ phone: '   ', name: 'Ana' }, CUSTOMER_MESSAGES.customerPhoneRequired],
      [{ phone: 5551234, name: 'Ana' }, CUSTOMER_MESSAGES.customerPhoneRequired],
      [{ phone: '5551234' }, CUSTOMER_MESSAGES.customerNameRequired],
      [{ phone: '5551234', name: '  ' }, CUSTOMER_MESSAGES.customerNameRequired],
      [{ phone: '5551234', name: 'Ana', email: 'not-an-email' }, 'Please provide a valid email!'],
      [{ phone: '5551234', name: 'Ana', gender: 'robot' }, 'Please select a valid gender!'],
      [{ phone: '5551234', name: 'Ana', birthDate: '01/04/1990' }, 'Please provide a valid birth date!'],
    ];
    for (const [input, message] of cases) {
      expect({ input, ...outcome(await manager.post(ADD, input)) }).toEqual({ input, ...invalid(message) });
    }
    expect((await list(admin, { filter: '5551234' })).body.totalCustomers).toBe(0);
  });

  it('stores the phone trimmed with spaces removed; email, gender and birth date are optional', async () => {
    tick();
    const response = await manager.post(ADD, { phone: ' +1 555 0199 ', name: '  Ana Ortiz ', email: '', gender: '', birthDate: '' });
    expect(outcome(response)).toEqual({ status: 200, body: { message: CUSTOMER_MESSAGES.customerAdded, id: expect.any(Number) } });
    const found = await manager.get(LOOKUP('+15550199'));
    expect(found.body.customer).toEqual({
      id: response.body.id,
      phone: '+15550199',
      name: 'Ana Ortiz',
      email: null,
      gender: null,
      birth_date: null,
      created_at: clock.toISOString(),
      updated_at: clock.toISOString(),
    });
    const full = await manager.post(ADD, {
      phone: '5550200',
      name: 'Bo',
      email: 'bo@example.com',
      gender: 'male',
      birthDate: '1990-04-01',
    });
    expect((await manager.get(LOOKUP(full.body.id))).body.customer).toMatchObject({
      email: 'bo@example.com',
      gender: 'male',
      birth_date: '1990-04-01',
    });
  });

  it("refuses a phone already taken (also written with spaces): 409 'A customer with this phone already exists!'", async () => {
    await createCustomer(server.db, { phone: '5550300', name: 'First' });
    expect(outcome(await manager.post(ADD, { phone: '5550300', name: 'Second' }))).toEqual(conflict(CUSTOMER_MESSAGES.customerPhoneTaken));
    expect(outcome(await manager.post(ADD, { phone: ' 555 0300', name: 'Third' }))).toEqual(conflict(CUSTOMER_MESSAGES.customerPhoneTaken));
    expect((await list(admin, { filter: '5550300' })).body.customers.map((customer: { name: string }) => customer.name)).toEqual(['First']);
  });
});

describe('POST /customers/:id/update', () => {
  it('changes name, email, gender and birth date; the phone is read-only (a phone in the body is ignored)', async () => {
    const customer = await createCustomer(server.db, { phone: '5550400', name: 'Before', email: 'before@example.com', gender: 'other' });
    tick();
    const response = await manager.post(UPDATE(customer.id), {
      phone: '9999999',
      name: 'After',
      email: 'after@example.com',
      gender: 'female',
      birthDate: '1985-12-31',
    });
    expect(outcome(response)).toEqual(ok(CUSTOMER_MESSAGES.customerUpdated));
    expect((await manager.get(LOOKUP(customer.id))).body.customer).toEqual({
      id: customer.id,
      phone: '5550400',
      name: 'After',
      email: 'after@example.com',
      gender: 'female',
      birth_date: '1985-12-31',
      created_at: customer.created_at,
      updated_at: clock.toISOString(),
    });
    expect((await manager.get(LOOKUP('9999999'))).status).toBe(404);
    // Clearing the optional fields.
    await manager.post(UPDATE(customer.id), { name: 'After', email: null, gender: null, birthDate: null });
    expect((await manager.get(LOOKUP(customer.id))).body.customer).toMatchObject({ email: null, gender: null, birth_date: null });
  });

  it('accepts the phone in place of the id', async () => {
    const customer = await createCustomer(server.db, { phone: '+445550500', name: 'By Phone' });
    expect(outcome(await manager.post(UPDATE('+44 555 0500'), { name: 'By Phone 2' }))).toEqual(ok(CUSTOMER_MESSAGES.customerUpdated));
    expect((await manager.get(LOOKUP(customer.id))).body.customer.name).toBe('By Phone 2');
  });

  it('the id wins over a phone equal to it (the path names an id)', async () => {
    const target = await createCustomer(server.db, { phone: '5550550', name: 'Target' });
    const lookalike = await createCustomer(server.db, { phone: String(target.id), name: 'Lookalike' });
    await manager.post(UPDATE(target.id), { name: 'Target 2' });
    expect((await manager.get(LOOKUP(lookalike.id))).body.customer.name).toBe('Lookalike');
    expect((await manager.get(LOOKUP(target.phone))).body.customer.name).toBe('Target 2');
  });

  it("validates the name with the spec's message, before looking the customer up", async () => {
    const customer = await createCustomer(server.db, { phone: '5550600', name: 'Keep' });
    expect(outcome(await manager.post(UPDATE(customer.id), {}))).toEqual(invalid(CUSTOMER_MESSAGES.customerNameRequired));
    expect(outcome(await manager.post(UPDATE(customer.id), { name: ' ' }))).toEqual(invalid(CUSTOMER_MESSAGES.customerNameRequired));
    expect(outcome(await manager.post(UPDATE(customer.id), { name: 'Ok', email: 'bad' }))).toEqual(
      invalid('Please provide a valid email!'),
    );
    expect(outcome(await manager.post(UPDATE(999999), {}))).toEqual(invalid(CUSTOMER_MESSAGES.customerNameRequired));
    expect((await manager.get(LOOKUP(customer.id))).body.customer.name).toBe('Keep');
  });

  it("answers 404 'Customer not found!' for an unknown id or phone", async () => {
    for (const id of ['999999', 'nobody', '0', '99999999999']) {
      expect({ id, ...outcome(await manager.post(UPDATE(id), { name: 'X' })) }).toEqual({
        id,
        ...notFound(CUSTOMER_MESSAGES.customerNotFound),
      });
    }
  });
});

describe('DELETE /customers/:id/delete', () => {
  it("keeps the customer's orders readable (name snapshot, customer_id null) and their reservations (name kept)", async () => {
    const menu = await createPosMenu(server.db);
    const { user } = await server.createUser({ scope: ['POS'] });
    const customer = await createCustomer(server.db, { phone: '5550700', name: 'Leaving Soon' });
    const { orderId } = await createOrder(server.brigade.ctx, user, teaOrder(menu, { customerId: customer.phone }));
    const reservation = await admin.post('/api/v1/reservations/add', {
      customerId: customer.id,
      date: '2026-03-01T20:00',
      tableId: menu.tableId,
    });
    expect(reservation.status).toBe(200);

    expect(outcome(await manager.delete(DELETE(customer.id)))).toEqual(ok(CUSTOMER_MESSAGES.customerDeleted));
    expect((await manager.get(LOOKUP(customer.id))).status).toBe(404);
    expect((await manager.get(LOOKUP(customer.phone))).status).toBe(404);

    const orders = await admin.get('/api/v1/orders');
    const order = orders.body
      .flatMap((group: { orders: Array<{ id: number }> }) => group.orders)
      .find((candidate: { id: number }) => candidate.id === orderId);
    expect(order).toMatchObject({ id: orderId, customer_id: null, customer_name: 'Leaving Soon' });

    const reservations = await admin.get('/api/v1/reservations?type=custom&from=2026-03-01&to=2026-03-01');
    expect(reservations.body.reservations).toEqual([
      expect.objectContaining({ id: reservation.body.id, customer_id: null, customer_name: 'Leaving Soon', table_title: 'T1' }),
    ]);
    // Still found by the name it was booked under.
    const found = await admin.get(`/api/v1/reservations/search?q=${encodeURIComponent('leaving')}`);
    expect(found.body.reservations.map((row: { id: number }) => row.id)).toEqual([reservation.body.id]);
  });

  it('accepts the phone in place of the id', async () => {
    await createCustomer(server.db, { phone: '5550800', name: 'Gone By Phone' });
    expect(outcome(await manager.delete(DELETE('555 0800')))).toEqual(ok(CUSTOMER_MESSAGES.customerDeleted));
    expect((await manager.get(LOOKUP('5550800'))).status).toBe(404);
  });

  it("answers 404 'Customer not found!' for an unknown id, and for a second delete", async () => {
    const customer = await createCustomer(server.db, { phone: '5550900', name: 'Twice' });
    expect((await manager.delete(DELETE(customer.id))).status).toBe(200);
    for (const id of [String(customer.id), '999999', 'abc', '0']) {
      expect({ id, ...outcome(await manager.delete(DELETE(id))) }).toEqual({ id, ...notFound(CUSTOMER_MESSAGES.customerNotFound) });
    }
  });
});

describe('GET /customers?sort=created_at&page&filter&perPage', () => {
  let paging: TestServer;
  let reader: TestClient;
  let pagingClock = new Date('2026-01-01T00:00:00.000Z');
  const names = Array.from({ length: 23 }, (_, index) => `Guest ${String(index + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    paging = await startTestServer({ now: () => pagingClock });
    reader = (await paging.signInAs({ scope: ['VIEW_CUSTOMERS'] })).client;
    const writer = (await paging.signInAs({ scope: ['MANAGE_CUSTOMERS'] })).client;
    for (const [index, name] of names.entries()) {
      // Seconds apart, so the access cookie (15 minutes by this clock) stays valid.
      pagingClock = new Date(Date.UTC(2026, 0, 1, 0, 0, index));
      const email = index === 4 ? 'Special.Guest@Example.com' : null;
      const response = await writer.post(ADD, { phone: `+1 555 01${String(index).padStart(2, '0')}`, name, email });
      if (response.status !== 200) throw new Error(`add ${name}: ${response.status} ${response.text}`);
    }
  });
  afterAll(() => paging?.close());

  const newestFirst = names.toReversed();

  it('page 1 by default, 10 per page, newest first', async () => {
    const response = await list(reader);
    expect(response.status).toBe(200);
    expect({ ...response.body, customers: namesOf(response) }).toEqual({
      customers: newestFirst.slice(0, 10),
      currentPage: 1,
      totalPages: 3,
      totalCustomers: 23,
    });
    expect(response.body.customers[0]).toEqual({
      id: expect.any(Number),
      phone: '+15550122',
      name: 'Guest 23',
      email: null,
      gender: null,
      birth_date: null,
      created_at: '2026-01-01T00:00:22.000Z',
      updated_at: '2026-01-01T00:00:22.000Z',
    });
  });

  it('page 2 of 23 customers has 10, page 3 has 3 (totalPages 3)', async () => {
    const second = await list(reader, { sort: 'created_at', page: 2, filter: '', perPage: 10 });
    expect({ ...second.body, customers: namesOf(second) }).toEqual({
      customers: newestFirst.slice(10, 20),
      currentPage: 2,
      totalPages: 3,
      totalCustomers: 23,
    });
    const third = await list(reader, { sort: 'created_at', page: 3, perPage: 10 });
    expect({ ...third.body, customers: namesOf(third) }).toEqual({
      customers: newestFirst.slice(20),
      currentPage: 3,
      totalPages: 3,
      totalCustomers: 23,
    });
  });

  it('perPage is honoured up to 100; a page past the end answers the last page; malformed numbers take their defaults', async () => {
    const five = await list(reader, { page: 2, perPage: 5 });
    expect({ ...five.body, customers: namesOf(five) }).toEqual({
      customers: newestFirst.slice(5, 10),
      currentPage: 2,
      totalPages: 5,
      totalCustomers: 23,
    });
    const all = await list(reader, { perPage: 1000 });
    expect({ count: all.body.customers.length, totalPages: all.body.totalPages }).toEqual({ count: 23, totalPages: 1 });
    const past = await list(reader, { page: 99 });
    expect({ currentPage: past.body.currentPage, customers: namesOf(past) }).toEqual({ currentPage: 3, customers: newestFirst.slice(20) });
    const malformed: Array<Record<string, string>> = [
      { page: 'abc' },
      { page: '0' },
      { page: '-2' },
      { page: '1.5' },
      { perPage: 'x' },
      { perPage: '0' },
    ];
    for (const query of malformed) {
      const response = await list(reader, query);
      expect({ query, currentPage: response.body.currentPage, size: response.body.customers.length }).toEqual({
        query,
        currentPage: 1,
        size: 10,
      });
    }
  });

  it("sort takes only 'created_at'", async () => {
    expect(outcome(await list(reader, { sort: 'name' }))).toEqual(invalid('Invalid request!'));
  });

  it('filter matches phone (spaces ignored), name or email, case-insensitively, and pages the matches', async () => {
    const byPhone = await list(reader, { filter: '555 0112' });
    expect(namesOf(byPhone)).toEqual(['Guest 13']);
    const byName = await list(reader, { filter: 'gUEST 1' });
    expect({ names: namesOf(byName), total: byName.body.totalCustomers, pages: byName.body.totalPages }).toEqual({
      names: ['Guest 19', 'Guest 18', 'Guest 17', 'Guest 16', 'Guest 15', 'Guest 14', 'Guest 13', 'Guest 12', 'Guest 11', 'Guest 10'],
      total: 10,
      pages: 1,
    });
    expect(namesOf(await list(reader, { filter: 'special.guest@example' }))).toEqual(['Guest 05']);
    const none = await list(reader, { filter: 'nobody at all' });
    expect(none.body).toEqual({ customers: [], currentPage: 1, totalPages: 1, totalCustomers: 0 });
  });

  it("matches '%' and '_' literally (no LIKE wildcards from the user), and quotes are just text", async () => {
    const writer = (await paging.signInAs({ scope: ['CUSTOMERS'] })).client;
    await writer.post(ADD, { phone: '7770001', name: '100% Vegan' });
    await writer.post(ADD, { phone: '7770002', name: '1000 Island' });
    await writer.post(ADD, { phone: '7770003', name: 'snake_case' });
    await writer.post(ADD, { phone: '7770004', name: 'snakeXcase' });
    await writer.post(ADD, { phone: '7770005', name: "O'Brien!" });
    expect(namesOf(await list(reader, { filter: '100%' }))).toEqual(['100% Vegan']);
    expect(namesOf(await list(reader, { filter: '%' }))).toEqual(['100% Vegan']);
    expect(namesOf(await list(reader, { filter: 'snake_' }))).toEqual(['snake_case']);
    expect(namesOf(await list(reader, { filter: "o'brien!" }))).toEqual(["O'Brien!"]);
    expect(namesOf(await list(reader, { filter: "' OR 1=1 --" }))).toEqual([]);
  });
});
