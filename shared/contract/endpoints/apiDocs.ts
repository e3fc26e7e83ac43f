// The API's own description, derived from the declarations (server/http/openapi.ts).
import { z } from 'zod';
import { endpoint } from '../endpoint';

export const apiDocsEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    tag: 'apiDocs',
    summary: 'This document: every /api/v1 endpoint, its access, parameters, bodies and answers (OpenAPI 3.1).',
    response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.record(z.string(), z.unknown())) }),
  }),
} as const;
