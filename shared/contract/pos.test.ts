import { describe, expect, it } from 'vitest';
import { orderTypeLabel } from '../domain/receipt/receipt';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, createOrderAndInvoiceBody, createOrderBody } from './pos';
import { validate } from './validation';

const line = { id: 3, title: 'Tea', price: 99999, quantity: 2, notes: ' no sugar ', variant_id: null, addons_ids: [5, 5, 6] };

describe('create-order body (spec 7 POS)', () => {
  it('keeps only what the server reprices from: item, choices, quantity and notes', () => {
    const result = validate(createOrderBody, {
      cart: [line],
      deliveryType: '',
      customerType: 'CUSTOMER',
      customerId: { phone: '5550100', name: 'Ana' },
      tableId: '4',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ deliveryType: null, customerType: 'CUSTOMER', customerId: '5550100', tableId: 4 });
    expect(result.data.cart[0]).toMatchObject({ id: 3, quantity: 2, notes: 'no sugar', variant_id: null, addons_ids: [5, 6] });
  });

  it.each([
    [{ cart: [] }, 'Cart is empty!'],
    [{ cart: [{ ...line, quantity: 0 }] }, 'Quantity must be a whole number from 1 to 999!'],
    [{ cart: [{ ...line, quantity: 1.5 }] }, 'Quantity must be a whole number from 1 to 999!'],
    [{ cart: [{ ...line, quantity: 10_000 }] }, 'Quantity must be a whole number from 1 to 999!'],
    [{ cart: [{ ...line, notes: 'x'.repeat(101) }] }, 'Notes can be at most 100 characters!'],
    [{ cart: [line], deliveryType: 'drone' }, 'Please select a valid dining option!'],
  ])('refuses %j with a message', (body, message) => {
    expect(validate(createOrderBody, body)).toEqual({ ok: false, message });
  });

  it('needs totals when paying; without a payment type the server uses the store default', () => {
    expect(validate(createOrderAndInvoiceBody, { cart: [line], netTotal: 5, taxTotal: 0 })).toEqual({
      ok: false,
      message: 'Prices have changed since the cart was filled. Please review the totals and try again!',
    });
    const withoutType = validate(createOrderAndInvoiceBody, { cart: [line], netTotal: 5, taxTotal: 0, total: 5 });
    expect(withoutType.ok && withoutType.data.paymentTypeId).toBeNull();
    const paid = validate(createOrderAndInvoiceBody, { cart: [line], netTotal: '5.00', taxTotal: 0.25, total: 5.25, paymentTypeId: 1 });
    expect(paid.ok && paid.data).toMatchObject({ netTotal: 500, taxTotal: 25, total: 525, paymentTypeId: 1 });
  });
});

describe('dining option labels', () => {
  // The print bundle keeps its own copy of the labels (it loads no zod): both must say the same.
  it('the receipt names each dining option as the POS does', () => {
    for (const type of DELIVERY_TYPES) expect(orderTypeLabel(type)).toBe(DELIVERY_TYPE_LABELS[type]);
  });
});
