// The browser calls a declared endpoint by its key, `callEndpoint('POST /orders/cancel', { body })`.
// The key, the path parameters, the query, the body and the answer are typed from the declaration
// (shared/contract/endpoints), imported as types only, so no zod schema reaches a station's bundle.
import { fillPath, type HttpMethod, type RequestOf, type ResponseOf } from '../contract/endpoint';
import type { ApiEndpointKey, EndpointMap } from '../contract/endpoints';
import type { CallOptions } from './client';
import { api } from './http';

export type EndpointRequest<K extends ApiEndpointKey> = RequestOf<EndpointMap[K]>;
export type EndpointResponse<K extends ApiEndpointKey> = ResponseOf<EndpointMap[K]>;

/** `?a=1&b=x`: the query's defined values (every query schema holds text, numbers or flags), or '' for none. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function callEndpoint<K extends ApiEndpointKey>(
  key: K,
  input: EndpointRequest<K>,
  options?: CallOptions,
): Promise<EndpointResponse<K>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: object };
  const path = fillPath(key.slice(space + 1), params) + queryString(query);
  return api.request<EndpointResponse<K>>(method, path, body, options);
}
