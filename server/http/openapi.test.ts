// Issue 13: docs/api/openapi.json is the derived document as the server serves it, kept in the repository for
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
});
