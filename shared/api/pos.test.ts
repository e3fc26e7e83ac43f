// Spec 7 POS calls: wire lines as decimals, and one Idempotency-Key per submission that the
// refresh-and-retry path sends again.
import { describe, expect, it, vi } from 'vitest';
import { decodeDecimalAmount as d } from '../domain/money/money';
import { createLine, type CartMenuItem } from '../domain/cart';
import { minorUnits } from '../domain/money/money';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/pos';
import { createApiClient } from './client';
import { createOrderAndInvoiceWireBody, newIdempotencyKey, toWireLine, withIdempotencyKey } from './pos';

const pizza: CartMenuItem = {
  id: 7,
  title: 'Margherita Pizza',
  price: d(11),
  tax_title: 'VAT 5%',
  tax_rate: 5,
  tax_type: 'inclusive',
  variants: [{ id: 3, title: 'Large', price: d(15.5) }],
  addons: [
    { id: 10, title: 'Extra cheese', price: d(1.5) },
    { id: 11, title: 'Olives', price: d(1) },
  ],
};

describe('wire lines', () => {
  it('sends the unit price as a decimal with the chosen variant and addons', () => {
    const line = { ...createLine(pizza, { variantId: 3, addonIds: [11, 10] }), quantity: 2, notes: 'No basil' };
    expect(toWireLine(line)).toEqual({
      id: 7,
      title: 'Margherita Pizza',
      price: 18,
      quantity: 2,
      notes: 'No basil',
      variant_id: 3,
      variant: 'Large',
      addons_ids: [10, 11],
      addons: ['Extra cheese', 'Olives'],
      tax_rate: 5,
      tax_type: 'inclusive',
      tax_title: 'VAT 5%',
    });
  });

  it('adds the totals as decimals and the payment type for create-order-and-invoice', () => {
    const body = createOrderAndInvoiceWireBody({
      cart: [createLine(pizza)],
      deliveryType: 'dinein',
      customerType: 'CUSTOMER',
      customer: { phone: '555', name: 'Ann' },
      tableId: 2,
      netTotal: minorUnits(1048),
      taxTotal: minorUnits(52),
      total: minorUnits(1100),
      paymentTypeId: 1,
    });
    expect(body).toMatchObject({ deliveryType: 'dinein', customerType: 'CUSTOMER', customerId: { phone: '555' }, tableId: 2 });
    expect(body).toMatchObject({ netTotal: 10.48, taxTotal: 0.52, total: 11, paymentTypeId: 1 });
  });
});

describe('idempotency key', () => {
  it('is a v4 UUID', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('travels with the call and with its retry after a refresh', async () => {
    const seen: Array<{ path: string; key: string | null }> = [];
    let isRefreshed = false;
    const fakeFetch = vi.fn<typeof fetch>(async (input, init = {}) => {
      const path = (input instanceof Request ? input.url : String(input)).replace(/^\/api\/v1/, '');
      seen.push({ path, key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER) });
      if (path === '/auth/refresh-token') isRefreshed = true;
      const status = path === '/auth/refresh-token' || isRefreshed ? 200 : 401;
      return new Response(JSON.stringify({ message: 'ok', tokenNo: 1, orderId: 9 }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const client = createApiClient({ fetch: fakeFetch, onSessionEnded: () => undefined });
    const answer = await client.post('/pos/create-order', { cart: [] }, withIdempotencyKey('key-1'));
    expect(answer).toMatchObject({ tokenNo: 1, orderId: 9 });
    const orderCalls = seen.filter((call) => call.path === '/pos/create-order');
    expect(orderCalls).toEqual([
      { path: '/pos/create-order', key: 'key-1' },
      { path: '/pos/create-order', key: 'key-1' },
    ]);
    // The key belongs to the order call, not to the client: the refresh goes out without it.
    expect(seen.find((call) => call.path === '/auth/refresh-token')).toEqual({ path: '/auth/refresh-token', key: null });
  });
});
