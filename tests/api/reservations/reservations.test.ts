// Spec 2.9, 5, 6, 7, 9 Reservations: tables for the form, the list for each date filter in the store's zone,
// the text search, add (code generated, customer and table joined), update and delete; VIEW_RESERVATIONS
// reads only. Order: 401 → 403 → 400 → 404 → 200.
// Over 300 lines: one resource's api tier, each route's cases (401, 403, 400, 404, 200) side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../shared/contract/reports';
import { RESERVATION_MESSAGES } from '../../../shared/contract/reservations';
import { PERMISSIONS, type Permission } from '../../../shared/domain/access/scopes';
import type { CustomerRow } from '../../../server/db/schema';
import { createStoreTable } from '../../factories/storeTables';
import { createCustomer } from '../../factories/customers';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, TEST_ADMIN, startTestServer } from '../../support/testServer';
import { FORBIDDEN, UNAUTHENTICATED, invalid, notFound, ok, outcome } from '../helpers/settingsApi';

const BASE = '/api/v1/reservations';
const INIT = `${BASE}/init`;
const ADD = `${BASE}/add`;
const UPDATE = (id: number | string) => `${BASE}/update/${id}`;
const DELETE = (id: number | string) => `${BASE}/delete/${id}`;
const SEARCH = (q: string) => `${BASE}/search?${new URLSearchParams({ q }).toString()}`;
const LIST = (query: Record<string, string> = {}) => `${BASE}?${new URLSearchParams(query).toString()}`;
const CODE = /^R-[2-9ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

// 19:00 UTC on 1 March 2026 is already 00:30 on 2 March in the store's zone (Asia/Kolkata, UTC+5:30).
let clock = new Date('2026-03-01T19:00:00.000Z');
let server: TestServer;
let admin: TestClient;
let booker: TestClient;
let ana: CustomerRow;
let tableId: number;

type Row = { id: number; unique_code: string; date: string; customer_name: string };
const ids = (response: { body: { reservations: Row[] } }) => response.body.reservations.map((row) => row.id);
const dates = (response: { body: { reservations: Row[] } }) => response.body.reservations.map((row) => row.date);

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  await server.db.updateTable('store_settings').set({ time_zone: 'Asia/Kolkata' }).execute();
  admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  booker = (await server.signInAs({ scope: ['RESERVATIONS'] })).client;
  ana = await createCustomer(server.db, { phone: '+15550100', name: 'Ana Ortiz' });
  tableId = await createStoreTable(server.db, { title: 'Window', floor: 'First', seats: 2 });
});
afterAll(() => server?.close());

async function book(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await booker.post(ADD, { customerId: ana.id, date: '2026-03-02T20:00', tableId: null, ...overrides });
  expect(outcome(response)).toEqual({ status: 200, body: { message: RESERVATION_MESSAGES.reservationAdded, id: expect.any(Number) } });
  return response.body.id as number;
}

describe('access (spec 6): VIEW_RESERVATIONS reads, RESERVATIONS or MANAGE_RESERVATIONS change', () => {
  const READ_SCOPES: readonly Permission[] = ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'];

  it('401 without a session and 403 without a reservations scope, on every route', async () => {
    const id = await book();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', INIT],
      ['GET', LIST()],
      ['GET', SEARCH('ana')],
      ['POST', ADD, { customerId: ana.id, date: '2026-03-02T20:00' }],
      ['POST', UPDATE(id), { date: '2026-03-02T21:00' }],
      ['DELETE', DELETE(id)],
    ];
    const anonymous = server.client();
    const { client: lacking } = await server.signInAs({ scope: PERMISSIONS.filter((permission) => !READ_SCOPES.includes(permission)) });
    for (const [method, path, body] of routes) {
      const label = `${method} ${path}`;
      expect({ label, ...outcome(await anonymous.request(method, path, { body })) }).toEqual({ label, status: 401, body: UNAUTHENTICATED });
      expect({ label, ...outcome(await lacking.request(method, path, { body })) }).toEqual({ label, status: 403, body: FORBIDDEN });
    }
    expect((await admin.get(LIST())).body.reservations.map((row: Row) => row.id)).toContain(id);
  });

  it('VIEW_RESERVATIONS reads the tables, the list and the search, and gets 403 on add, update and delete', async () => {
    const id = await book();
    const { client: viewer } = await server.signInAs({ scope: ['VIEW_RESERVATIONS'] });
    for (const path of [INIT, LIST(), SEARCH('ana')])
      expect({ path, status: (await viewer.get(path)).status }).toEqual({ path, status: 200 });
    expect(outcome(await viewer.post(ADD, { customerId: ana.id, date: '2026-03-02T20:00' }))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.post(ADD, {}))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.post(UPDATE(id), { date: '2026-03-02T21:00' }))).toEqual({ status: 403, body: FORBIDDEN });
    expect(outcome(await viewer.delete(DELETE(id)))).toEqual({ status: 403, body: FORBIDDEN });
    await booker.delete(DELETE(id));
  });

  it('whoever books (RESERVATIONS, MANAGE_RESERVATIONS) may look the customer up by phone; VIEW_RESERVATIONS may not', async () => {
    const lookup = `/api/v1/customers/${encodeURIComponent('+1 555 0100')}`;
    for (const scope of ['RESERVATIONS', 'MANAGE_RESERVATIONS'] as const) {
      const { client } = await server.signInAs({ scope: [scope] });
      expect({ scope, status: (await client.get(lookup)).status, id: (await client.get(lookup)).body.customer?.id }).toEqual({
        scope,
        status: 200,
        id: ana.id,
      });
    }
    const { client: viewer } = await server.signInAs({ scope: ['VIEW_RESERVATIONS'] });
    expect(outcome(await viewer.get(lookup))).toEqual({ status: 403, body: FORBIDDEN });
    // Looking up is all: the customers list stays closed to them.
    expect(outcome(await booker.get('/api/v1/customers'))).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('RESERVATIONS, MANAGE_RESERVATIONS and admin add, update and delete', async () => {
    const { client: manager } = await server.signInAs({ scope: ['MANAGE_RESERVATIONS'] });
    for (const writer of [admin, booker, manager]) {
      const added = await writer.post(ADD, { customerId: ana.id, date: '2026-04-02T20:00' });
      expect(added.status).toBe(200);
      expect(outcome(await writer.post(UPDATE(added.body.id), { date: '2026-04-02T21:00' }))).toEqual(
        ok(RESERVATION_MESSAGES.reservationUpdated),
      );
      expect(outcome(await writer.delete(DELETE(added.body.id)))).toEqual(ok(RESERVATION_MESSAGES.reservationDeleted));
    }
  });
});

describe('GET /reservations/init', () => {
  it('answers the store tables for the form', async () => {
    const response = await booker.get(INIT);
    expect(outcome(response)).toEqual({
      status: 200,
      body: { storeTables: [{ id: tableId, table_title: 'Window', floor: 'First', seating_capacity: 2 }] },
    });
  });
});

describe('POST /reservations/add', () => {
  it("validates with the spec's messages", async () => {
    const valid = { customerId: ana.id, date: '2026-03-05T19:30' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, RESERVATION_MESSAGES.reservationCustomerRequired],
      [{ date: valid.date }, RESERVATION_MESSAGES.reservationCustomerRequired],
      [{ ...valid, customerId: null }, RESERVATION_MESSAGES.reservationCustomerRequired],
      [{ ...valid, customerId: '' }, RESERVATION_MESSAGES.reservationCustomerRequired],
      [{ ...valid, customerId: 'abc' }, RESERVATION_MESSAGES.reservationCustomerNotFound],
      [{ customerId: ana.id }, RESERVATION_MESSAGES.reservationDateRequired],
      // The customer given by phone (spec 3: the phone is the customer's key) is resolved before the date is checked.
      [{ customerId: ana.phone }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ customerId: ana.phone, date: '' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, date: '' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, date: '2026-03-05' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, date: '2026-03-05T19:30:00Z' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, date: '2026-02-30T19:30' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, date: '2026-03-05T24:00' }, RESERVATION_MESSAGES.reservationDateRequired],
      [{ ...valid, status: 'maybe' }, 'Please select a valid status!'],
      [{ ...valid, peopleCount: -1 }, 'People count must be 0 or more!'],
      [{ ...valid, peopleCount: 2.5 }, 'People count must be 0 or more!'],
      [{ ...valid, notes: 'x'.repeat(501) }, 'Please keep it under 500 characters!'],
      [{ ...valid, tableId: 'abc' }, RESERVATION_MESSAGES.reservationTableNotFound],
      [{ ...valid, customerId: 999999 }, RESERVATION_MESSAGES.reservationCustomerNotFound],
      [{ ...valid, tableId: 999999 }, RESERVATION_MESSAGES.reservationTableNotFound],
    ];
    const before = (await admin.get(LIST({ type: 'custom', from: '2026-03-05', to: '2026-03-05' }))).body.reservations.length;
    for (const [input, message] of cases) {
      expect({ input, ...outcome(await booker.post(ADD, input)) }).toEqual({ input, ...invalid(message) });
    }
    expect((await admin.get(LIST({ type: 'custom', from: '2026-03-05', to: '2026-03-05' }))).body.reservations.length).toBe(before);
  });

  it('stores it with a generated code, the customer name and table title joined; status booked and 0 people by default', async () => {
    const id = await book({ date: '2026-03-06T19:30', tableId, notes: ' Birthday ', peopleCount: '4' });
    const minimal = await book({ date: '2026-03-06T12:00' });
    const response = await booker.get(LIST({ type: 'custom', from: '2026-03-06', to: '2026-03-06' }));
    const [lunch, dinner] = response.body.reservations;
    expect(dinner).toEqual({
      id,
      customer_id: ana.id,
      customer_name: 'Ana Ortiz',
      date: '2026-03-06T19:30',
      table_id: tableId,
      table_title: 'Window',
      status: 'booked',
      notes: 'Birthday',
      people_count: 4,
      unique_code: expect.stringMatching(CODE),
      created_at: clock.toISOString(),
      updated_at: clock.toISOString(),
    });
    expect(lunch).toMatchObject({ id: minimal, table_id: null, table_title: null, status: 'booked', notes: null, people_count: 0 });
    expect(lunch.unique_code).toMatch(CODE);
    expect(lunch.unique_code).not.toBe(dinner.unique_code);
    expect((await book({ date: '2026-03-06T13:00', status: 'paid', peopleCount: 0 })) > 0).toBe(true);
  });

  it("books a customer given by phone (spaces ignored) as by id: the phone is the customer's key", async () => {
    const id = await book({ customerId: ' +1 555 0100 ', date: '2026-03-07T19:00' });
    const response = await booker.get(LIST({ type: 'custom', from: '2026-03-07', to: '2026-03-07' }));
    expect(response.body.reservations.find((row: { id: number }) => row.id === id)).toMatchObject({
      customer_id: ana.id,
      customer_name: 'Ana Ortiz',
    });
  });

  it('gives every reservation its own code', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 30; index += 1) await book({ date: '2026-05-01T10:00' });
    for (const row of (await booker.get(LIST({ type: 'custom', from: '2026-05-01', to: '2026-05-01' }))).body.reservations as Row[]) {
      expect(row.unique_code).toMatch(CODE);
      seen.add(row.unique_code);
    }
    expect(seen.size).toBe(30);
  });

  it("shows the customer's and table's current names after they are renamed", async () => {
    const customer = await createCustomer(server.db, { phone: '5550777', name: 'Old Name' });
    const table = await createStoreTable(server.db, { title: 'Old Table' });
    const id = await book({ customerId: customer.id, tableId: table, date: '2026-03-07T20:00' });
    await admin.post(`/api/v1/settings/store-tables/${table}/update`, { title: 'New Table', floor: 'Ground', seatingCapacity: 4 });
    await admin.post(`/api/v1/customers/${customer.id}/update`, { name: 'New Name' });
    const again = (await booker.get(LIST({ type: 'custom', from: '2026-03-07', to: '2026-03-07' }))).body.reservations.find(
      (r: Row) => r.id === id,
    );
    expect(again).toMatchObject({ customer_name: 'New Name', table_title: 'New Table' });
    // A deleted table leaves the reservation without one.
    await admin.delete(`/api/v1/settings/store-tables/${table}`);
    const tableless = (await booker.get(LIST({ type: 'custom', from: '2026-03-07', to: '2026-03-07' }))).body.reservations.find(
      (r: Row) => r.id === id,
    );
    expect(tableless).toMatchObject({ table_id: null, table_title: null });
  });
});

describe('POST /reservations/update/:id', () => {
  it('changes date, table, status, notes and people count; the customer and code stay', async () => {
    const id = await book({ date: '2026-03-08T19:00', notes: 'first' });
    const before = (await booker.get(LIST({ type: 'custom', from: '2026-03-08', to: '2026-03-08' }))).body.reservations[0];
    clock = new Date(clock.getTime() + 60_000);
    const response = await booker.post(UPDATE(id), { date: '2026-03-09T21:15', tableId, status: 'cancelled', notes: '', peopleCount: 6 });
    expect(outcome(response)).toEqual(ok(RESERVATION_MESSAGES.reservationUpdated));
    expect((await booker.get(LIST({ type: 'custom', from: '2026-03-08', to: '2026-03-08' }))).body.reservations).toEqual([]);
    const [after] = (await booker.get(LIST({ type: 'custom', from: '2026-03-09', to: '2026-03-09' }))).body.reservations;
    expect(after).toEqual({
      ...before,
      date: '2026-03-09T21:15',
      table_id: tableId,
      table_title: 'Window',
      status: 'cancelled',
      notes: null,
      people_count: 6,
      updated_at: clock.toISOString(),
    });
  });

  it("answers 'Invalid request!' for a non-numeric id, 'Please select date & time!' without a date, 404 for an unknown id", async () => {
    const id = await book({ date: '2026-03-10T19:00' });
    for (const bad of ['abc', '1.5', '-1', '1e3']) {
      expect({ bad, ...outcome(await booker.post(UPDATE(bad), { date: '2026-03-10T20:00' })) }).toEqual({
        bad,
        ...invalid(RESERVATION_MESSAGES.reservationInvalidRequest),
      });
    }
    expect(outcome(await booker.post(UPDATE(id), {}))).toEqual(invalid(RESERVATION_MESSAGES.reservationDateRequired));
    expect(outcome(await booker.post(UPDATE(id), { date: '' }))).toEqual(invalid(RESERVATION_MESSAGES.reservationDateRequired));
    expect(outcome(await booker.post(UPDATE(id), { date: '2026-13-01T10:00' }))).toEqual(
      invalid(RESERVATION_MESSAGES.reservationDateRequired),
    );
    expect(outcome(await booker.post(UPDATE(id), { date: '2026-03-10T20:00', peopleCount: -3 }))).toEqual(
      invalid('People count must be 0 or more!'),
    );
    expect(outcome(await booker.post(UPDATE(id), { date: '2026-03-10T20:00', tableId: 999999 }))).toEqual(
      invalid(RESERVATION_MESSAGES.reservationTableNotFound),
    );
    for (const unknown of ['999999', '0', '99999999999']) {
      expect({ unknown, ...outcome(await booker.post(UPDATE(unknown), { date: '2026-03-10T20:00' })) }).toEqual({
        unknown,
        ...notFound(RESERVATION_MESSAGES.reservationNotFound),
      });
    }
    expect((await booker.get(LIST({ type: 'custom', from: '2026-03-10', to: '2026-03-10' }))).body.reservations[0].date).toBe(
      '2026-03-10T19:00',
    );
  });
});

describe('DELETE /reservations/delete/:id', () => {
  it("deletes; then 404 'Reservation not found!'; a non-numeric id is 'Invalid request!'", async () => {
    const id = await book({ date: '2026-03-11T19:00' });
    expect(outcome(await booker.delete(DELETE('abc')))).toEqual(invalid(RESERVATION_MESSAGES.reservationInvalidRequest));
    expect(outcome(await booker.delete(DELETE(id)))).toEqual(ok(RESERVATION_MESSAGES.reservationDeleted));
    expect(outcome(await booker.delete(DELETE(id)))).toEqual(notFound(RESERVATION_MESSAGES.reservationNotFound));
    expect((await booker.get(LIST({ type: 'custom', from: '2026-03-11', to: '2026-03-11' }))).body.reservations).toEqual([]);
  });
});

describe('GET /reservations/search?q', () => {
  let found: { code: string; id: number };
  beforeAll(async () => {
    const bo = await createCustomer(server.db, { phone: '+445551234567', name: 'Bo Search' });
    const id = await book({ customerId: bo.id, date: '2026-06-01T19:00', notes: 'Allergic to 100% of nuts' });
    await book({ customerId: bo.id, date: '2026-06-02T19:00', notes: 'window_seat' });
    const rows = (await booker.get(LIST({ type: 'custom', from: '2026-06-01', to: '2026-06-01' }))).body.reservations as Row[];
    found = { id, code: rows.find((row) => row.id === id)?.unique_code ?? '' };
  });

  it('finds by customer name (any case) and phone (spaces ignored), latest date first', async () => {
    const byName = await booker.get(SEARCH('bo search'));
    expect(byName.body.reservations.map((row: Row) => row.date)).toEqual(['2026-06-02T19:00', '2026-06-01T19:00']);
    expect(ids(await booker.get(SEARCH('+44 555 1234')))).toHaveLength(2);
  });

  it('finds by code (any case) and by notes; % and _ are literal', async () => {
    expect(ids(await booker.get(SEARCH(found.code.toLowerCase())))).toEqual([found.id]);
    expect(ids(await booker.get(SEARCH('allergic')))).toEqual([found.id]);
    expect(ids(await booker.get(SEARCH('100%')))).toEqual([found.id]);
    expect((await booker.get(SEARCH('w_ndow'))).body.reservations).toEqual([]);
    expect((await booker.get(SEARCH('window_'))).body.reservations).toHaveLength(1);
  });

  it('an empty or blank text finds nothing (200, empty list)', async () => {
    for (const q of ['', '   ']) expect(outcome(await booker.get(SEARCH(q)))).toEqual({ status: 200, body: { reservations: [] } });
    expect(outcome(await booker.get(`${BASE}/search`))).toEqual({ status: 200, body: { reservations: [] } });
  });
});

describe('GET /reservations?type&from&to in Asia/Kolkata around midnight (now 00:30 on 2 March there, 19:00 UTC on 1 March)', () => {
  let filters: TestServer;
  let reader: TestClient;
  let filterClock = new Date('2026-03-01T19:00:00.000Z');
  const DATES = [
    '2026-01-31T23:59',
    '2026-02-01T00:00',
    '2026-02-23T23:59',
    '2026-02-24T00:00',
    '2026-02-28T23:59',
    '2026-03-01T00:00',
    '2026-03-01T23:59',
    '2026-03-02T00:00',
    '2026-03-02T12:00',
    '2026-03-02T23:59',
    '2026-03-03T00:00',
    '2026-03-03T23:59',
    '2026-03-04T00:00',
    '2026-03-31T23:59',
    '2026-04-01T00:00',
  ];

  beforeAll(async () => {
    filters = await startTestServer({ now: () => filterClock });
    await filters.db.updateTable('store_settings').set({ time_zone: 'Asia/Kolkata' }).execute();
    reader = (await filters.signInAs({ scope: ['VIEW_RESERVATIONS'] })).client;
    const writer = (await filters.signInAs({ scope: ['MANAGE_RESERVATIONS'] })).client;
    const guest = await createCustomer(filters.db, { phone: '5550000', name: 'Guest' });
    // Booked in shuffled order: the list sorts by date.
    for (const date of DATES.toReversed()) {
      const response = await writer.post(ADD, { customerId: guest.id, date });
      if (response.status !== 200) throw new Error(`book ${date}: ${response.status} ${response.text}`);
    }
  });
  afterAll(() => filters?.close());

  const cases: Array<[Record<string, string>, string[]]> = [
    [{}, ['2026-03-02T00:00', '2026-03-02T12:00', '2026-03-02T23:59']],
    [{ type: 'today' }, ['2026-03-02T00:00', '2026-03-02T12:00', '2026-03-02T23:59']],
    [{ type: 'tomorrow' }, ['2026-03-03T00:00', '2026-03-03T23:59']],
    [{ type: 'yesterday' }, ['2026-03-01T00:00', '2026-03-01T23:59']],
    [
      { type: 'last_7days' },
      [
        '2026-02-24T00:00',
        '2026-02-28T23:59',
        '2026-03-01T00:00',
        '2026-03-01T23:59',
        '2026-03-02T00:00',
        '2026-03-02T12:00',
        '2026-03-02T23:59',
      ],
    ],
    [
      { type: 'this_month' },
      [
        '2026-03-01T00:00',
        '2026-03-01T23:59',
        '2026-03-02T00:00',
        '2026-03-02T12:00',
        '2026-03-02T23:59',
        '2026-03-03T00:00',
        '2026-03-03T23:59',
        '2026-03-04T00:00',
        '2026-03-31T23:59',
      ],
    ],
    [{ type: 'last_month' }, ['2026-02-01T00:00', '2026-02-23T23:59', '2026-02-24T00:00', '2026-02-28T23:59']],
    [
      { type: 'custom', from: '2026-03-03', to: '2026-04-01' },
      ['2026-03-03T00:00', '2026-03-03T23:59', '2026-03-04T00:00', '2026-03-31T23:59', '2026-04-01T00:00'],
    ],
  ];
  for (const [query, expected] of cases) {
    it(`${query.type ?? '(default: today)'}${query.from ? ` ${query.from}..${query.to}` : ''}`, async () => {
      const response = await reader.get(LIST(query));
      expect({ status: response.status, dates: dates(response) }).toEqual({ status: 200, dates: expected });
    });
  }

  it('one minute before local midnight (18:29 UTC), today is still 1 March', async () => {
    filterClock = new Date('2026-03-01T18:29:00.000Z');
    try {
      expect(dates(await reader.get(LIST({ type: 'today' })))).toEqual(['2026-03-01T00:00', '2026-03-01T23:59']);
      expect(dates(await reader.get(LIST({ type: 'tomorrow' })))).toEqual(['2026-03-02T00:00', '2026-03-02T12:00', '2026-03-02T23:59']);
    } finally {
      filterClock = new Date('2026-03-01T19:00:00.000Z');
    }
  });

  it("refuses an unknown filter or a bad custom range: 400 'Please choose a valid date filter!'", async () => {
    const refused: Array<Record<string, string>> = [
      { type: 'weekly' },
      { type: 'custom' },
      { type: 'custom', from: '2026-03-05', to: '2026-03-01' },
      { type: 'custom', from: '2026-02-31', to: '2026-03-01' },
    ];
    for (const query of refused) {
      expect({ query, ...outcome(await reader.get(LIST(query))) }).toEqual({ query, ...invalid(REPORT_MESSAGES.invalidDateFilter) });
    }
  });

  it("refuses a custom period longer than 366 days (1900–2999 included): 'Please choose a period of at most 366 days!'", async () => {
    for (const query of [
      { type: 'custom', from: '1900-01-01', to: '2999-12-31' },
      { type: 'custom', from: '2025-03-31', to: '2026-04-01' },
    ]) {
      expect({ query, ...outcome(await reader.get(LIST(query))) }).toEqual({
        query,
        ...invalid('Please choose a period of at most 366 days!'),
      });
    }
    // 366 days is one request (one day fewer than the refused 367): every booking of the fixture.
    const year = await reader.get(LIST({ type: 'custom', from: '2025-04-01', to: '2026-04-01' }));
    expect({ status: year.status, dates: dates(year) }).toEqual({ status: 200, dates: DATES });
  });

  it('invalid dates are a 400, never a 500: year 0, year 99999, a month 13', async () => {
    for (const query of [
      { type: 'custom', from: '0000-01-01', to: '2026-03-01' },
      { type: 'custom', from: '2026-03-01', to: '99999-03-01' },
      { type: 'custom', from: '2026-13-01', to: '2026-12-01' },
    ]) {
      expect({ query, ...outcome(await reader.get(LIST(query))) }).toEqual({ query, ...invalid(REPORT_MESSAGES.invalidDateFilter) });
    }
  });
});
