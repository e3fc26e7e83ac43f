// Spec 2.5 Search Customer, 7 GET /customers/{phone-or-id}: the POS finds a customer by phone (the key)
// or id; CUSTOMERS, VIEW_CUSTOMERS, MANAGE_CUSTOMERS or POS may look one up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_LOOKUP_MESSAGES } from '../../../shared/contract/pos';
import { PERMISSIONS, type Permission } from '../../../shared/domain/access/scopes';
import type { CustomerRow } from '../../../server/db/schema';
import { createCustomer } from '../../factories/customers';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';

const LOOKUP_SCOPES: readonly Permission[] = [
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'POS',
  'RESERVATIONS',
  'MANAGE_RESERVATIONS',
];
const NOT_FOUND = { status: 404, body: { message: CUSTOMER_LOOKUP_MESSAGES.notFound, code: 'not_found' } };

let server: TestServer;
let pos: TestClient;
let ana: CustomerRow;
let numeric: CustomerRow;

beforeAll(async () => {
  server = await startTestServer();
  pos = (await server.signInAs({ scope: ['POS'] })).client;
  ana = await createCustomer(server.db, {
    phone: '+15550100',
    name: 'Ana Ortiz',
    email: 'ana@example.com',
    gender: 'female',
    birthDate: '1990-04-01',
  });
  numeric = await createCustomer(server.db, { phone: String(ana.id), name: 'Phone equals an id' });
});
afterAll(() => server?.close());

const lookup = async (client: TestClient, value: string) => {
  const response = await client.get(`/api/v1/customers/${encodeURIComponent(value)}`);
  return { status: response.status, body: response.body };
};

describe('GET /customers/:phoneOrId', () => {
  it('finds a customer by phone (spaces ignored) and answers every field', async () => {
    const expected = {
      status: 200,
      body: {
        customer: {
          id: ana.id,
          phone: '+15550100',
          name: 'Ana Ortiz',
          email: 'ana@example.com',
          gender: 'female',
          birth_date: '1990-04-01',
          created_at: ana.created_at,
          updated_at: ana.updated_at,
        },
      },
    };
    expect(await lookup(pos, '+15550100')).toEqual(expected);
    expect(await lookup(pos, ' +1 555 0100 ')).toEqual(expected);
  });

  it('finds a customer by id for those who may read customer records; a phone that looks like an id wins over the id', async () => {
    for (const scope of ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'] as const) {
      const { client } = await server.signInAs({ scope: [scope] });
      expect({ scope, id: (await lookup(client, String(numeric.id))).body.customer?.id }).toEqual({ scope, id: numeric.id });
      // numeric's phone is ana's id: the phone (the spec's key) decides.
      expect((await lookup(client, String(ana.id))).body.customer.id).toBe(numeric.id);
    }
  });

  it('a POS-only (or reservations-only) user finds by phone only: ids are sequential, so no record by id', async () => {
    for (const scope of ['POS', 'RESERVATIONS'] as const) {
      const { client } = await server.signInAs({ scope: [scope] });
      expect({ scope, ...(await lookup(client, String(numeric.id))) }).toEqual({ scope, ...NOT_FOUND });
      expect((await lookup(client, '+15550100')).body.customer.id).toBe(ana.id);
      // A phone that happens to be digits is still a phone.
      expect((await lookup(client, String(ana.id))).body.customer.id).toBe(numeric.id);
    }
  });

  it("answers 404 'Customer not found!' for an unknown phone or id", async () => {
    for (const value of ['5559999', '999999', '0', 'abc', '99999999999', ' ']) {
      expect({ value, ...(await lookup(pos, value)) }).toEqual({ value, ...NOT_FOUND });
    }
  });

  it('needs a session and one of CUSTOMERS, VIEW_CUSTOMERS, MANAGE_CUSTOMERS, POS, RESERVATIONS or MANAGE_RESERVATIONS', async () => {
    expect((await lookup(server.client(), '+15550100')).status).toBe(401);
    const { client: lacking } = await server.signInAs({ scope: PERMISSIONS.filter((permission) => !LOOKUP_SCOPES.includes(permission)) });
    expect((await lookup(lacking, '+15550100')).status).toBe(403);
    for (const scope of LOOKUP_SCOPES) {
      const { client } = await server.signInAs({ scope: [scope] });
      expect({ scope, status: (await lookup(client, '+15550100')).status }).toEqual({ scope, status: 200 });
    }
  });
});
