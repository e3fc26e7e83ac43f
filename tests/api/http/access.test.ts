// Spec 6: every /api/v1 route is in API_ACCESS; 401 without a session, 403 without a listed scope,
// admin passes; the order is 401 → 403 → 400. Unknown API paths are JSON 404s.
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { RouteDeps } from '../../../server/http/routeDeps';
import { API_ROUTE_PLUGINS } from '../../../server/http/routes';
import { API_ACCESS } from '../../../shared/contract/endpoints';
import { type Permission, PERMISSIONS } from '../../../shared/domain/access/scopes';
import { createTestDatabase } from '../../support/testDatabase';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, TEST_ADMIN, startTestServer, testConfig } from '../../support/testServer';

const FORBIDDEN = { message: "You don't have access to this resource!", code: 'forbidden' };
const UNAUTHENTICATED = { message: 'Please sign in to continue!', code: 'unauthenticated' };

const rogue: FastifyPluginAsync<RouteDeps> = async (app) => {
  app.get('/secret/backdoor', async () => ({ ok: true }));
};
const everythingElse = (needed: readonly Permission[]) => PERMISSIONS.filter((p) => !needed.includes(p));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const concretePath = (path: string) => `/api/v1${path.replace(/:[A-Za-z_]+/g, '1')}`;

function call(client: TestClient, method: string, path: string) {
  return client.request(method, concretePath(path), method === 'GET' ? {} : { body: {} });
}

describe('the access table', () => {
  it('registers every API_ACCESS route, and only those', () => {
    const registered = server.brigade.apiRoutes.map((route) => `${route.method} ${route.path}`).toSorted();
    expect(registered).toEqual(Object.keys(API_ACCESS).toSorted());
  });

  it('a route missing from API_ACCESS makes buildApp throw', async () => {
    const database = await createTestDatabase();
    try {
      await expect(buildApp(testConfig(database.url), { routePlugins: [...API_ROUTE_PLUGINS, rogue] })).rejects.toThrow(
        /GET \/secret\/backdoor" is not in API_ACCESS/,
      );
    } finally {
      await database.drop();
    }
  });

  it('routes with a scope list: 403 with the message for a user lacking them, through with one of them, 401 without a session', async () => {
    const scoped = server.brigade.apiRoutes.filter((route) => Array.isArray(route.access));
    expect(scoped.length).toBeGreaterThan(0);

    // One signed-in user per scope set, shared by the routes needing it: argon2 makes every new user
    // cost ~50 ms, and the table grows with each issue. (No scoped route signs its caller out.)
    const clients = new Map<string, Promise<TestClient>>();
    const clientWith = (scope: readonly Permission[]) => {
      const key = scope.toSorted().join(',');
      let client = clients.get(key);
      if (!client) {
        client = server.signInAs({ scope }).then((created) => created.client);
        clients.set(key, client);
      }
      return client;
    };

    for (const route of scoped) {
      const needed = route.access as readonly Permission[];
      const label = `${route.method} ${route.path}`;

      const anonymous = await call(server.client(), route.method, route.path);
      expect({ label, status: anonymous.status, body: anonymous.body }).toEqual({ label, status: 401, body: UNAUTHENTICATED });

      const refused = await call(await clientWith(everythingElse(needed)), route.method, route.path);
      expect({ label, status: refused.status, body: refused.body }).toEqual({ label, status: 403, body: FORBIDDEN });

      for (const permission of needed) {
        const allowed = await call(await clientWith([permission]), route.method, route.path);
        expect({ label, permission, isRefused: [401, 403].includes(allowed.status) }).toEqual({
          label,
          permission,
          isRefused: false,
        });
      }
    }
  }, 90_000);

  it('admin passes every scoped route', async () => {
    const admin = await server.signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    // Sign-out would end the admin's session half-way: it is checked last.
    const routes = server.brigade.apiRoutes.filter((r) => r.access !== 'public');
    const ordered = [...routes.filter((r) => r.path !== '/auth/signout'), ...routes.filter((r) => r.path === '/auth/signout')];
    expect(ordered.length).toBeGreaterThan(40);
    for (const route of ordered) {
      const response = await call(admin, route.method, route.path);
      const label = `${route.method} ${route.path}`;
      expect({ label, isRefused: [401, 403].includes(response.status) }).toEqual({ label, isRefused: false });
    }
  });

  it("'signed-in' routes answer 401 without a cookie and pass with any session", async () => {
    const signedIn = server.brigade.apiRoutes.filter((route) => route.access === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(0);
    for (const route of signedIn) {
      const label = `${route.method} ${route.path}`;
      const anonymous = await call(server.client(), route.method, route.path);
      expect({ label, status: anonymous.status }).toEqual({ label, status: 401 });
      const { client } = await server.signInAs({ scope: [] });
      const response = await call(client, route.method, route.path);
      expect({ label, isRefused: [401, 403].includes(response.status) }).toEqual({ label, isRefused: false });
    }
  });

  it('a scope change takes effect on the next request (scopes are read fresh)', async () => {
    const { client, user } = await server.signInAs({ scope: ['POS'] });
    expect((await client.get('/api/v1/settings/store-setting')).status).toBe(403);
    await server.db.updateTable('users').set({ scope: 'POS,SETTINGS' }).where('id', '=', user.id).execute();
    expect((await client.get('/api/v1/settings/store-setting')).status).toBe(200);
  });

  it('a deleted user is cut off at once', async () => {
    const { client, user } = await server.signInAs({ scope: ['SETTINGS'] });
    expect((await client.get('/api/v1/auth/devices')).status).toBe(200);
    await server.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
    expect((await client.post('/api/v1/auth/refresh-token')).status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, with or without a session, for any method', async () => {
    const expected = { message: 'The requested resource was not found!', code: 'not_found' };
    const anonymous = await server.client().get('/api/v1/no-such-thing');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual(expected);
    const { client } = await server.signInAs();
    expect((await client.post('/api/v1/orders/nothing-here', {})).body).toEqual(expected);
    expect((await client.delete('/api/v1/x/y/z')).status).toBe(404);
    expect((await server.client().get('/api/v2/anything')).body).toEqual(expected);
  });
});

describe('GET /settings/store-setting', () => {
  it('answers the store settings to SETTINGS', async () => {
    const { client } = await server.signInAs({ scope: ['SETTINGS'] });
    const response = await client.get('/api/v1/settings/store-setting');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      storeName: 'My Restaurant',
      address: null,
      phone: null,
      email: null,
      currency: 'USD',
      image: null,
      timeZone: expect.any(String),
    });
  });
});

describe('GET /support/contact', () => {
  it("answers the store's email when SUPPORT_EMAIL is not set", async () => {
    const demo = await startTestServer({ config: { seedDemo: true } });
    try {
      const { client } = await demo.signInAs();
      const response = await client.get('/api/v1/support/contact');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ email: 'hello@brigade-bistro.example', storeName: 'Brigade Bistro' });
    } finally {
      await demo.close();
    }
  });

  it('answers SUPPORT_EMAIL when configured', async () => {
    const configured = await startTestServer({ config: { supportEmail: 'help@brigade.example' } });
    try {
      const { client } = await configured.signInAs();
      expect((await client.get('/api/v1/support/contact')).body).toEqual({
        email: 'help@brigade.example',
        storeName: 'My Restaurant',
      });
    } finally {
      await configured.close();
    }
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/v1/support/contact')).status).toBe(401);
  });
});
