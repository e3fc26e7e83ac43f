// docs/api/openapi.json is the derived document as the server serves it, kept in the repository for
// reading without a running server. It is never edited by hand: `npm run openapi` writes it, and this test
// fails when it and the declarations disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/contract/endpoints';
import { buildOpenApiDocument } from './openapi';

describe('docs/api/openapi.json', () => {
  it('is the document derived from the endpoint declarations (run `npm run openapi` after changing one)', () => {
    const kept: unknown = JSON.parse(readFileSync(path.resolve('docs/api/openapi.json'), 'utf8'));
    expect(kept).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(ENDPOINTS))));
  });

  it('describes every declared endpoint once, with its access', () => {
    const document = buildOpenApiDocument(ENDPOINTS);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(ENDPOINTS.length);
  });

  it('describes each path parameter by its declared schema (an id is digits, 1 to 10 of them)', () => {
    const document = buildOpenApiDocument(ENDPOINTS);
    const operation = document.paths['/api/v1/menu-items/variants/{itemId}/update/{variantId}']?.post as {
      parameters: { name: string; in: string; schema: unknown }[];
    };
    expect(operation.parameters.filter((parameter) => parameter.in === 'path')).toEqual([
      { name: 'itemId', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
      { name: 'variantId', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
    ]);
  });

  it('every path parameter of every endpoint is declared with a schema', () => {
    const undeclared = ENDPOINTS.flatMap((declaration) =>
      [...declaration.path.matchAll(/:([A-Za-z_]+)/g)]
        .map(([, name]) => name)
        .filter((name) => !name || !declaration.params?.[name])
        .map((name) => `${declaration.method} ${declaration.path} :${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
