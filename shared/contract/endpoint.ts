// One declaration per /api/v1 endpoint. Everything else is derived from it: the access the
// server enforces, the parsing of path parameters, query and body, the Idempotency-Key handling, the response check in the
// api tests, the served OpenAPI document and the typed paths the browser client calls.
// Stations import only the types of declarations (`import type`), so no zod reaches a station's bundle.
import type { z } from 'zod';
import type { ApiAccess } from '../domain/access/scopes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A download (PDF, CSV) answers with a file, not JSON. */
export interface FileResponse {
  readonly contentType: string;
}

export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** Relative to /api/v1, Fastify style (`/settings/taxes/:id`). Path parameters are named here only. */
  readonly path: string;
  /** A schema per `:name` in the path (shared/contract/pathParams); what does not parse is the resource's 404. */
  readonly params?: Readonly<Record<string, z.ZodType>>;
  /** 'public' (carries its own credentials), 'signed-in', or any one of these scopes (admin passes). */
  readonly access: ApiAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI tag: the resource folder (server/http/<tag>). */
  readonly tag: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer (checked against every answer in the api tests), or a file. */
  readonly response: z.ZodType | FileResponse;
  /** Honours an Idempotency-Key header: a retry with the same key gets the first answer, never a second write. */
  readonly idempotent?: boolean;
}

/** Every `:name` in the path has its schema in `params`; a path without parameters declares none. */
type DeclaredParams<E extends EndpointDeclaration> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: { readonly [K in PathParamNames<E['path']>]: z.ZodType } };

/** Declares an endpoint; `const` keeps the method and path literal so the key and the params are typed. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E & DeclaredParams<E>): E {
  return declaration;
}

export type EndpointKey<E extends EndpointDeclaration> = `${E['method']} ${E['path']}`;

export function endpointKey(declaration: Pick<EndpointDeclaration, 'method' | 'path'>): string {
  return `${declaration.method} ${declaration.path}`;
}

/** `/menu-items/variants/:itemId/update/:variantId` → 'itemId' | 'variantId'. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamOutput<P, K extends string> = P extends { readonly [N in K]: infer S } ? (S extends z.ZodType ? z.output<S> : never) : never;

/** What the server hands a handler: each path parameter parsed by its declared schema. */
export type PathParams<E extends EndpointDeclaration> = { [K in PathParamNames<E['path']>]: ParamOutput<E['params'], K> };

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What the server hands a handler: the parsed query and body. */
export type ParsedQuery<E extends EndpointDeclaration> = E['query'] extends z.ZodType ? z.output<E['query']> : undefined;
export type ParsedBody<E extends EndpointDeclaration> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;

/** What a handler answers with (the wire shape); a download answers with its bytes or text. */
export type ResponseOf<E extends EndpointDeclaration> = E['response'] extends z.ZodType ? SchemaOutput<E['response']> : string | Uint8Array;

/** What a caller sends: params named by the path, the query and the body as the wire takes them. */
export type RequestOf<E extends EndpointDeclaration> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<E['path']>]: string | number } }) &
  (E['query'] extends z.ZodType ? { query: SchemaInput<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : { body?: undefined });

/** Fills a path's `:name` segments (each encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function isFileResponse(response: EndpointDeclaration['response']): response is FileResponse {
  return 'contentType' in response && typeof response.contentType === 'string';
}
