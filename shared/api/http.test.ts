// Spec 4 and 9 on the page's one client: every call path of shared/api (get/post/put/patch/delete, the
// idempotent order calls, the server-time GET) shares one refresh counter and one in-flight refresh, so the
// session ends once, after MAX_REFRESH_CYCLES cycles, whichever calls the page makes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/pos';
import { minorUnits } from '../domain/money/money';
import { SERVER_TIME_HEADER } from '../domain/orders';
import { MAX_REFRESH_CYCLES } from '../domain/access/session';

const { clearSessionUser } = vi.hoisted(() => ({ clearSessionUser: vi.fn<() => void>() }));
vi.mock('../state/session', () => ({ clearSessionUser }));
// The real factory, counted: production code must create exactly one client for the page.
vi.mock('./client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./client')>();
  return { ...actual, createApiClient: vi.fn<typeof actual.createApiClient>(actual.createApiClient) };
});

const REFRESH = '/auth/refresh-token';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
interface SeenCall {
  path: string;
  /** The Idempotency-Key header the request carried. */
  key: string | null;
}

/** The production modules, fresh for each test (the client is a module singleton). */
async function loadPage() {
  vi.resetModules();
  // One at a time: concurrent dynamic imports can race past the mocks above.
  const client = await import('./client');
  const http = await import('./http');
  const session = await import('./session');
  const customers = await import('./customers');
  const pos = await import('./pos');
  const orders = await import('./orders');
  const kitchen = await import('./kitchen');
  return { http, client, session, customers, pos, orders, kitchen };
}
type Page = Awaited<ReturnType<typeof loadPage>>;

const orderInput = { cart: [], deliveryType: 'takeaway', customerType: 'WALKIN', customer: null, tableId: null } as const;
const payInput = {
  orderIds: [1],
  subTotal: minorUnits(1000),
  taxTotal: minorUnits(50),
  total: minorUnits(1050),
  paymentTypeId: 1,
  createdBy: null,
};

/** Every way a station reaches the server, each through its production function where one exists. */
const CALL_PATHS: ReadonlyArray<readonly [name: string, run: (page: Page) => Promise<unknown>]> = [
  ['get', (page) => page.session.devices()],
  ['post', (page) => page.customers.addCustomer({ phone: '555', name: 'Ann', email: null, birthDate: null, gender: null })],
  ['put', (page) => page.http.api.put('/put-path', { a: 1 })],
  ['patch', (page) => page.http.api.patch('/patch-path', { a: 1 })],
  ['delete', (page) => page.customers.deleteCustomer(7)],
  ['create-order (idempotent)', (page) => page.pos.postOrder('create-order', page.pos.createOrderWireBody(orderInput), 'key-create')],
  [
    'create-order-and-invoice (idempotent)',
    (page) =>
      page.pos.postOrder(
        'create-order-and-invoice',
        page.pos.createOrderAndInvoiceWireBody({
          ...orderInput,
          netTotal: minorUnits(1000),
          taxTotal: minorUnits(50),
          total: minorUnits(1050),
          paymentTypeId: 1,
        }),
        'key-invoice',
      ),
  ],
  ['complete-and-pay (idempotent)', (page) => page.orders.completeAndPayOrders(payInput, 'key-pay')],
  ['server-time GET', (page) => page.kitchen.getKitchenBoard(null)],
];

let seen: SeenCall[];
let answer: (path: string, attempt: number) => Answer | Promise<Answer>;
const replace = vi.fn<(url: string) => void>();

beforeEach(() => {
  seen = [];
  replace.mockReset();
  clearSessionUser.mockReset();
  const attempts = new Map<string, number>();
  vi.stubGlobal('window', { location: { replace } });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init = {}) => {
      const path = (input instanceof Request ? input.url : String(input)).replace(/^\/api\/v1/, '');
      const attempt = (attempts.get(path) ?? 0) + 1;
      attempts.set(path, attempt);
      seen.push({ path, key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER) });
      const { status, body, headers } = await answer(path, attempt);
      // complete-and-pay's answer is decoded into minor units: a 200 carries its totals.
      const payload =
        status === 200 && path === '/orders/complete-and-pay-order'
          ? { subtotal: 10, taxTotal: 0.5, total: 10.5, ...(body as object) }
          : body;
      return new Response(JSON.stringify(payload ?? {}), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const callsTo = (path: string) => seen.filter((call) => call.path === path);
const refreshCalls = () => callsTo(REFRESH).length;

function deferred<T>() {
  let settle: ((value: T) => void) | undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, resolve: (value: T) => settle?.(value) };
}

function expectEndedOnce() {
  expect(replace).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith('/');
  expect(clearSessionUser).toHaveBeenCalledTimes(1);
}

describe('the page has one API client', () => {
  it('creates exactly one client, whatever the page calls', async () => {
    answer = () => ({ status: 200, body: {} });
    const page = await loadPage();
    for (const [, run] of CALL_PATHS) await run(page);
    expect(page.client.createApiClient).toHaveBeenCalledTimes(1);
  });

  describe.each([401, 403])('a server that refuses every call with %i (the refresh answers 200)', (status) => {
    beforeEach(() => {
      answer = (path) => (path === REFRESH ? { status: 200, body: { message: 'ok' } } : { status, body: { message: 'refused' } });
    });

    it.each(CALL_PATHS)('%s alone: the session ends once, after 3 refresh cycles', async (_name, run) => {
      const page = await loadPage();
      for (let cycle = 1; cycle <= MAX_REFRESH_CYCLES; cycle += 1) {
        await expect(run(page)).rejects.toMatchObject({ status, isSessionEnded: false });
        expect(page.http.api.refreshCycles).toBe(cycle);
      }
      expect(replace).not.toHaveBeenCalled();
      await expect(run(page)).rejects.toMatchObject({ isSessionEnded: true });
      await expect(run(page)).rejects.toMatchObject({ isSessionEnded: true });
      expectEndedOnce();
      expect(refreshCalls()).toBe(MAX_REFRESH_CYCLES);
      // 3 cycles of call + refresh + retry, then the fourth call's refusal; nothing once the session is over.
      expect(seen).toHaveLength(3 * MAX_REFRESH_CYCLES + 1);
    });

    it('a mix of every call path shares the counter: the session ends once, after 3 cycles in total', async () => {
      const page = await loadPage();
      const byName = new Map(CALL_PATHS);
      const mix = [
        'create-order (idempotent)',
        'server-time GET',
        'patch',
        'complete-and-pay (idempotent)',
        'get',
        'post',
        'put',
        'delete',
      ];
      const hasEnded: boolean[] = [];
      for (const name of mix) {
        const run = byName.get(name);
        if (!run) throw new Error(`no call path named ${name}`);
        const outcome = await run(page).catch((e: unknown) => e);
        hasEnded.push((outcome as { isSessionEnded?: boolean }).isSessionEnded === true);
      }
      expect(hasEnded).toEqual([false, false, false, true, true, true, true, true]);
      expectEndedOnce();
      expect(refreshCalls()).toBe(MAX_REFRESH_CYCLES);
    });

    it('concurrent refusals on every call path share one in-flight refresh, and 3 rounds end the session once', async () => {
      const page = await loadPage();
      for (let round = 1; round <= MAX_REFRESH_CYCLES + 1; round += 1) {
        const outcomes = await Promise.all(CALL_PATHS.map(([, run]) => run(page).catch((e: unknown) => e)));
        const hasEnded = round > MAX_REFRESH_CYCLES;
        for (const outcome of outcomes) expect(outcome).toMatchObject({ isSessionEnded: hasEnded });
        expect(refreshCalls()).toBe(Math.min(round, MAX_REFRESH_CYCLES));
      }
      expectEndedOnce();
    });
  });

  it('a refused refresh ends the session once for every call under way, with one refresh call', async () => {
    answer = () => ({ status: 403 });
    const page = await loadPage();
    const outcomes = await Promise.all(CALL_PATHS.map(([, run]) => run(page).catch((e: unknown) => e)));
    for (const outcome of outcomes) expect(outcome).toMatchObject({ isSessionEnded: true });
    expect(refreshCalls()).toBe(1);
    expectEndedOnce();
  });

  it('calls refused together wait for one refresh, then each retries once with its own options', async () => {
    const refreshAnswer = deferred<Answer>();
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00.000Z'));
    answer = (path, attempt) => {
      if (path === REFRESH) return refreshAnswer.promise;
      if (attempt === 1) return { status: 401 };
      return {
        status: 200,
        body: path === '/kitchen/board' ? [] : { message: 'ok' },
        headers: { [SERVER_TIME_HEADER]: '2030-01-01T00:00:05.000Z' },
      };
    };
    const page = await loadPage();
    const pending = Promise.all(CALL_PATHS.map(([, run]) => run(page)));
    // Every call has gone out and been refused while the one refresh is still under way.
    await vi.waitFor(() => expect(seen).toHaveLength(CALL_PATHS.length + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refreshCalls()).toBe(1);
    refreshAnswer.resolve({ status: 200, body: { message: 'ok' } });
    const results = await pending;

    expect(refreshCalls()).toBe(1);
    expect(page.http.api.refreshCycles).toBe(0);
    expect(replace).not.toHaveBeenCalled();
    for (const path of ['/auth/devices', '/customers/add', '/put-path', '/patch-path', '/customers/7/delete', '/kitchen/board']) {
      expect(callsTo(path)).toEqual([expect.objectContaining({ key: null }), expect.objectContaining({ key: null })]);
    }
    // The Idempotency-Key goes out on the original call and on the retry, with the same value.
    expect(callsTo('/pos/create-order').map((call) => call.key)).toEqual(['key-create', 'key-create']);
    expect(callsTo('/pos/create-order-and-invoice').map((call) => call.key)).toEqual(['key-invoice', 'key-invoice']);
    expect(callsTo('/orders/complete-and-pay-order').map((call) => call.key)).toEqual(['key-pay', 'key-pay']);
    expect(callsTo(REFRESH)[0]?.key).toBeNull();
    // The server-time GET reads X-Server-Time from the retry's answer.
    expect(results.at(-1)).toEqual({ data: [], clockOffsetMs: 5000 });
  });

  it('the server-time GET reads the offset without a refresh, and null without the header', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:10.000Z'));
    const withHeader: Answer = { status: 200, body: [], headers: { [SERVER_TIME_HEADER]: '2030-01-01T00:00:07.500Z' } };
    answer = (_path, attempt) => (attempt === 1 ? withHeader : { status: 200, body: [] });
    const page = await loadPage();
    await expect(page.kitchen.getKitchenBoard(null)).resolves.toEqual({ data: [], clockOffsetMs: -2500 });
    await expect(page.kitchen.getKitchenBoard(null)).resolves.toEqual({ data: [], clockOffsetMs: null });
    expect(refreshCalls()).toBe(0);
  });
});
