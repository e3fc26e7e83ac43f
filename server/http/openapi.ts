// The OpenAPI 3.1 document, derived from the endpoint declarations (never written by hand).
// Served at GET /api/v1/openapi.json; `npm run openapi` writes the copy in docs/api/openapi.json. zod's own JSON Schema export turns each
// request and response schema into the document's schemas (JSON Schema 2020-12, which OpenAPI 3.1 uses).
import { z } from 'zod';
import { type EndpointDeclaration, endpointKey, isFileResponse } from '../../shared/contract/endpoint';
import { ERROR_CODES } from '../../shared/contract/errors';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../shared/contract/pos';
import { ACCESS_COOKIE, API_BASE } from '../../shared/domain/access/session';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms (decimals to minor units, trimming) cannot be written as JSON Schema: their input side is.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/**
 * `/customers/:id/update` → `/customers/{id}/update`.
 * @internal Exported for tests: the OpenAPI test looks operations up by it.
 */
export function openApiPath(path: string): string {
  return API_BASE + path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

const ERROR_RESPONSE = {
  description: 'Refused: `message` says why (spec 8), `code` is stable.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, code: { type: 'string', enum: [...ERROR_CODES] } },
      },
    },
  },
};

function accessText(access: EndpointDeclaration['access']): string {
  if (access === 'public') return 'Public (carries its own credentials).';
  if (access === 'signed-in') return 'Any signed-in user.';
  return `Signed in with one of: ${access.join(', ')} (admin passes).`;
}

function operation(declaration: EndpointDeclaration) {
  const parameters: JsonSchema[] = [...declaration.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => {
    const declared = name === undefined ? undefined : declaration.params?.[name];
    return { name, in: 'path', required: true, schema: declared ? jsonSchema(declared, 'input') : { type: 'string' } };
  });
  if (declaration.query) {
    const query = jsonSchema(declaration.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (declaration.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'One key per submission, sent again on every retry: a retry gets the first answer and writes nothing.',
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
    });
  }
  const success = isFileResponse(declaration.response)
    ? { description: 'A file.', content: { [declaration.response.contentType]: { schema: { type: 'string', format: 'binary' } } } }
    : { description: 'OK', content: { 'application/json': { schema: jsonSchema(declaration.response, 'output') } } };
  return {
    operationId: endpointKey(declaration),
    summary: declaration.summary,
    description: accessText(declaration.access),
    tags: [declaration.tag],
    'x-brigade-access': declaration.access,
    ...(declaration.idempotent ? { 'x-brigade-idempotent': true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(declaration.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(declaration.body, 'input') } } } }
      : {}),
    responses: { '200': success, '4XX': ERROR_RESPONSE },
    ...(declaration.access === 'public' ? { security: [] } : {}),
  };
}

export function buildOpenApiDocument(endpoints: readonly EndpointDeclaration[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declaration of endpoints) {
    const path = openApiPath(declaration.path);
    paths[path] ??= {};
    paths[path][declaration.method.toLowerCase()] = operation(declaration);
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Brigade API',
      version: '1',
      description:
        'The /api/v1 calls of the Brigade point of sale, derived from shared/contract/endpoints. Cookie sessions (spec 4); ' +
        'state-changing calls need an allowed Origin and, with a body, JSON (CSRF). Money travels as decimals.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } },
    },
    security: [{ session: [] }],
    tags: [...new Set(endpoints.map((declaration) => declaration.tag))].map((name) => ({ name })),
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
