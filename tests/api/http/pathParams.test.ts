// Path parameters are declared with their endpoint and parsed by the mounter before the handler runs: an id
// that names no row ('abc', '0', '-1', '1.5', too large) is the resource's 404 on every route, a reservation
// id that is not digits at all is spec 5's 400, and the query and body still answer first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES } from '../../../shared/contract/kitchen';
import { INVOICE_MESSAGES } from '../../../shared/contract/invoices';
import { RESERVATION_MESSAGES } from '../../../shared/contract/reservations';
import { ORDER_ACTION_MESSAGES } from '../../../shared/contract/orders';
import { MENU_MESSAGES } from '../../../shared/contract/menu';
import { TAX_MESSAGES } from '../../../shared/contract/taxes';
import { USER_MESSAGES } from '../../../shared/contract/users';
import { DISCOUNT_MESSAGES, SPLIT_MESSAGES } from '../../../shared/domain/bill/billMessages';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { invalid, notFound, outcome } from '../helpers/settingsApi';

const API = '/api/v1';
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '2147483648'] as const;

let server: TestServer;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  staff = (await server.signInAs({ scope: ['SETTINGS', 'KITCHEN', 'ORDERS', 'INVOICES', 'RESERVATIONS'] })).client;
});
afterAll(() => server?.close());

/** One request per declared id kind (each route's own not-found message), with a body that passes. */
const ROUTES: ReadonlyArray<{ label: string; send: (id: string) => ReturnType<TestClient['get']>; message: string }> = [
  { label: 'tax', send: (id) => staff.delete(`${API}/settings/taxes/${id}`), message: TAX_MESSAGES.taxNotFound },
  { label: 'invoice pdf', send: (id) => staff.get(`${API}/invoices/${id}/pdf`), message: INVOICE_MESSAGES.invoiceNotFound },
  {
    label: 'order item',
    send: (id) => staff.post(`${API}/kitchen/${id}`, { status: 'preparing' }),
    message: ORDER_ACTION_MESSAGES.orderItemNotFound,
  },
  {
    label: 'kitchen order',
    send: (id) => staff.post(`${API}/kitchen/orders/${id}/recall`, { station: 'grill' }),
    message: ORDER_ACTION_MESSAGES.orderNotFound,
  },
  {
    label: 'discount reason',
    send: (id) => staff.delete(`${API}/billing/discount-reasons/${id}`),
    message: DISCOUNT_MESSAGES.reasonNotFound,
  },
  {
    label: 'check (idempotent)',
    send: (id) =>
      staff.post(
        `${API}/billing/checks/${id}/pay`,
        { tenders: [{ paymentTypeId: 1, amount: 1 }], expectedTotal: 1 },
        {
          headers: { 'idempotency-key': `path-${id}` },
        },
      ),
    message: SPLIT_MESSAGES.checkNotFound,
  },
  {
    label: 'menu item of a variant',
    send: (id) => staff.delete(`${API}/menu-items/variants/${id}/delete/1`),
    message: MENU_MESSAGES.menuItemNotFound,
  },
  {
    label: 'variant of a menu item',
    send: (id) => staff.delete(`${API}/menu-items/variants/1/delete/${id}`),
    message: MENU_MESSAGES.variantNotFound,
  },
  {
    label: 'addon of a menu item',
    send: (id) => staff.delete(`${API}/menu-items/addons/1/delete/${id}`),
    message: MENU_MESSAGES.addonNotFound,
  },
];

const updateReservation = (id: string) => staff.post(`${API}/reservations/update/${id}`, { date: '2026-03-10T20:00' });

describe('path parameters', () => {
  it.each(BAD_IDS)("an id %j names no row: the route's 404 and message", async (id) => {
    const answers = [];
    for (const route of ROUTES) answers.push({ route: route.label, ...outcome(await route.send(id)) });
    expect(answers).toEqual(ROUTES.map((route) => ({ route: route.label, ...notFound(route.message) })));
  });

  it("a reservation id that is not digits is 'Invalid request!' (400); digits that name no row are a 404", async () => {
    for (const id of ['abc', '-1', '1.5']) {
      expect({ id, ...outcome(await updateReservation(id)) }).toEqual({ id, ...invalid(RESERVATION_MESSAGES.reservationInvalidRequest) });
    }
    for (const id of ['0', '99999999999']) {
      expect({ id, ...outcome(await updateReservation(id)) }).toEqual({ id, ...notFound(RESERVATION_MESSAGES.reservationNotFound) });
    }
  });

  it('a body that does not pass answers before a bad id (400, then 404)', async () => {
    expect(outcome(await staff.post(`${API}/settings/taxes/abc/update`, {}))).toMatchObject({ status: 400 });
    expect(outcome(await staff.post(`${API}/kitchen/prep-stations/abc/update`, { name: 'Grill', slug: 'grill' }))).toEqual(
      notFound(KITCHEN_MESSAGES.stationNotFound),
    );
  });

  it('a text parameter reaches its service as sent (a username is not an id)', async () => {
    for (const username of ['nobody-here', '0']) {
      expect({ username, ...outcome(await staff.delete(`${API}/users/delete/${username}`)) }).toEqual({
        username,
        ...notFound(USER_MESSAGES.userNotFound),
      });
    }
  });
});
