// Mounts a declared endpoint (shared/contract/endpoints). The declaration gives the method, the
// path and the access (read by the access hook through the route's config), the query and body schemas
// (parsed here, the first issue's spec message as a 400), then the path parameters (one that names no row is
// the resource's 404), the Idempotency-Key handling (one hook for
// every endpoint declared idempotent) and, in the api tests, the check of every answer against its schema.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  type EndpointDeclaration,
  type ParsedBody,
  type ParsedQuery,
  type PathParams,
  type ResponseOf,
  endpointKey,
  isFileResponse,
} from '../../shared/contract/endpoint';
import { type IdempotencyKeyClaim, type StoredAnswer, unlessReplayed } from '../infrastructure/idempotency';
import type { Session } from '../session/resolveSession';
import { notFound, validationFailed } from '../errors';
import { isMalformedParam } from '../../shared/contract/pathParams';
import { idempotencyOf, sendStoredAnswer } from './idempotencyKey';
import { parseWith } from './parse';
import { requireSession } from './request';
import type { RouteDeps } from './routeDeps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by mountEndpoint: the access hook reads the route's access from it. */
    endpoint?: EndpointDeclaration;
  }
}

type SessionOf<E extends EndpointDeclaration> = E['access'] extends 'public' ? Session | null : Session;

interface EndpointInput<E extends EndpointDeclaration> {
  params: PathParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  /** The caller's session (the access hook resolved it); null only on public endpoints. */
  session: SessionOf<E>;
  /** The Idempotency-Key claim of an idempotent endpoint (null without the header). */
  idempotency: IdempotencyKeyClaim | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An idempotent endpoint answers what its service stored with the key (status and body), and says whether it was a replay. */
type ReplayableAnswer = StoredAnswer & { isReplay: boolean };

/** What the handler answers: a file response may also be a stream the server writes out as it is read. */
type HandlerAnswer<E extends EndpointDeclaration> = E['response'] extends z.ZodType ? ResponseOf<E> : ResponseOf<E> | Readable;

type EndpointHandler<E extends EndpointDeclaration> = (
  input: EndpointInput<E>,
) => Promise<E['idempotent'] extends true ? ReplayableAnswer : HandlerAnswer<E>>;

/** Extra Fastify route options for one mount (e.g. sign-in's `config: { rateLimit }`); the declaration keeps method, url and `config.endpoint`. */
type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

export type MountEndpoint = <E extends EndpointDeclaration>(
  declaration: E,
  handler: EndpointHandler<E>,
  routeOptions?: EndpointRouteOptions,
) => void;

/** The mounter a route plugin uses: `const mount = endpointMounter(app, deps); mount(ordersEndpoints.list, …)`. */
export function endpointMounter(app: FastifyInstance, deps: RouteDeps): MountEndpoint {
  return (declaration, handler, routeOptions = {}) => {
    const key = endpointKey(declaration);
    app.route({
      ...routeOptions,
      method: declaration.method,
      url: declaration.path,
      config: { ...routeOptions.config, endpoint: declaration },
      handler: async (request, reply) => {
        const idempotency = declaration.idempotent ? idempotencyOf(request, requireSession(request).user.id, key) : null;
        const parse = () => ({
          query: declaration.query ? parseWith(declaration.query, request.query) : undefined,
          body: declaration.body ? parseWith(declaration.body, request.body) : undefined,
        });
        // An idempotent retry gets its stored answer even when its body no longer passes (the menu changed since).
        const parsed = declaration.idempotent ? await unlessReplayed(deps.ctx, idempotency, parse) : { value: parse() };
        if ('replay' in parsed) return sendStoredAnswer(reply, { ...parsed.replay, isReplay: true });
        const input = {
          params: parseParams(declaration, request.params),
          query: parsed.value.query,
          body: parsed.value.body,
          session: request.session,
          idempotency,
          request,
          reply,
        } as EndpointInput<typeof declaration>;
        const answer: unknown = await handler(input);
        if (declaration.idempotent) {
          const stored = answer as ReplayableAnswer;
          if (deps.checkResponses && stored.statusCode < 300) checkResponse(declaration, stored.body);
          return sendStoredAnswer(reply, stored);
        }
        if (deps.checkResponses) checkResponse(declaration, answer);
        return answer;
      },
    });
  };
}

/**
 * Each declared path parameter, after the query and the body (a bad body is a 400 before a bad id is a 404)
 * and outside the replay check (a stored answer is never handed to a path that names no row).
 */
function parseParams(declaration: EndpointDeclaration, raw: unknown): Record<string, unknown> {
  const values = (raw ?? {}) as Record<string, string | undefined>;
  const params: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(declaration.params ?? {})) {
    const result = schema.safeParse(values[name]);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw isMalformedParam(issue) ? validationFailed(issue?.message ?? '') : notFound(issue?.message);
    }
    params[name] = result.data;
  }
  return params;
}

/** Api tests only: an answer that does not match its declared schema fails the request (a 500 the test sees). */
function checkResponse(declaration: EndpointDeclaration, body: unknown): void {
  if (isFileResponse(declaration.response)) return;
  const result = declaration.response.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `Answer of ${endpointKey(declaration)} does not match its declared response: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
}
