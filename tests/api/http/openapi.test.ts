// The served OpenAPI document is derived from the endpoint declarations, and it describes exactly
// the routes the server registered: a route without a declaration, or a declaration without a route, fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../shared/contract/endpoints';
import { openApiPath } from '../../../server/http/openapi';
import { type TestServer, startTestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Operation {
  'x-brigade-access': unknown;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

async function servedDocument() {
  const response = await server.client().request('GET', '/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return response.body as { openapi: string; paths: Record<string, Record<string, Operation>> };
}

describe('GET /api/v1/openapi.json', () => {
  it('is served without a session and lists an operation for every registered route, and only those', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .toSorted();
    const registered = server.brigade.apiRoutes.map((route) => `${route.method} ${openApiPath(route.path)}`).toSorted();
    expect(described).toEqual(registered);
  });

  it('says for each operation the access, the path parameters, the body and the Idempotency-Key its declaration gives', async () => {
    const document = await servedDocument();
    const describedOf = (method: string, path: string) => {
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      return {
        endpoint: `${method} ${path}`,
        access: operation?.['x-brigade-access'],
        pathParams: operation?.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [],
        hasBody: operation?.requestBody !== undefined,
        isIdempotent: operation?.parameters?.some((p) => p.name === 'Idempotency-Key') ?? false,
      };
    };
    const declared = ENDPOINTS.map((declaration) => ({
      endpoint: `${declaration.method} ${declaration.path}`,
      access: declaration.access,
      pathParams: [...declaration.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => name),
      hasBody: declaration.body !== undefined,
      isIdempotent: declaration.idempotent === true,
    }));
    expect(ENDPOINTS.map((declaration) => describedOf(declaration.method, declaration.path))).toEqual(declared);
  });
});
