// Helpers shared by the settings, menu item and users api tests (not a test file itself).
import { expect } from 'vitest';
import { PERMISSIONS } from '../../../shared/domain/access/scopes';
import type { TestClient, TestResponse } from '../../support/httpClient';
import type { TestServer } from '../../support/testServer';

export type Route = readonly [method: 'GET' | 'POST' | 'DELETE', path: string];

export const UNAUTHENTICATED = { message: 'Please sign in to continue!', code: 'unauthenticated' } as const;
export const FORBIDDEN = { message: "You don't have access to this resource!", code: 'forbidden' } as const;

/** Every scope but SETTINGS: a signed-in user who may do a lot, but not this. */
const ALL_BUT_SETTINGS = PERMISSIONS.filter((permission) => permission !== 'SETTINGS');

function send(client: TestClient, [method, path]: Route, body: unknown = {}): Promise<TestResponse> {
  return method === 'GET' ? client.get(path) : client.request(method, path, { body });
}

/** 401 without a session and 403 for a user lacking SETTINGS, on each route (a valid body, so only access decides). */
export async function expectSettingsGuard(server: TestServer, routes: ReadonlyArray<readonly [Route, unknown?]>): Promise<void> {
  const anonymous = server.client();
  const { client: lacking } = await server.signInAs({ scope: ALL_BUT_SETTINGS });
  for (const [route, body] of routes) {
    const label = route.join(' ');
    const refusedAnonymous = await send(anonymous, route, body);
    expect({ label, status: refusedAnonymous.status, body: refusedAnonymous.body }).toEqual({
      label,
      status: 401,
      body: UNAUTHENTICATED,
    });
    const refused = await send(lacking, route, body);
    expect({ label, status: refused.status, body: refused.body }).toEqual({ label, status: 403, body: FORBIDDEN });
  }
}

/** The part of a response the error and message assertions compare: `expect(outcome(r)).toEqual(notFound('…'))`. */
export function outcome(response: TestResponse): { status: number; body: unknown } {
  return { status: response.status, body: response.body };
}

/** A 400 with the spec's message and the validation code. */
export const invalid = (message: string) => ({ status: 400, body: { message, code: 'validation_failed' } });
export const notFound = (message: string) => ({ status: 404, body: { message, code: 'not_found' } });
export const conflict = (message: string) => ({ status: 409, body: { message, code: 'conflict' } });
export const ok = (message: string) => ({ status: 200, body: { message } });

/** A 200 `{ message, id }` of an add; answers the id. */
export function expectCreated(response: TestResponse, message: string): number {
  expect({ status: response.status, message: response.body?.message, id: typeof response.body?.id }).toEqual({
    status: 200,
    message,
    id: 'number',
  });
  return response.body.id as number;
}

/** Ids that name no row: unknown, non-numeric, zero, negative, fractional, too large for the column. */
export const UNKNOWN_IDS = ['999999', 'abc', '0', '-1', '1.5', '99999999999'] as const;
