// A queued order is held ("needs attention") with the server's own message when what it uses changed.
import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount as d } from '../domain/money/money';
import { POS_MESSAGES } from '../contract/posTypes';
import { createLine, type CartMenuItem } from '../domain/cart';
import { buildBill } from '../domain/bill/bill';
import { queuedOrderCheck, queuedOrderItems, type QueuedOrder } from './queuedOrder';

const soup: CartMenuItem = {
  id: 1,
  title: 'Tomato Soup',
  price: d(5.5),
  tax_title: 'VAT',
  tax_rate: 5,
  tax_type: 'inclusive',
  variants: [],
  addons: [],
};
const pizza: CartMenuItem = {
  id: 2,
  title: 'Margherita Pizza',
  price: d(11),
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  variants: [{ id: 7, title: 'Large', price: d(15.5) }],
  addons: [],
};

function order(): QueuedOrder {
  const cart = [{ ...createLine(soup), quantity: 2 }, createLine(pizza, { variantId: 7 })];
  return {
    call: 'create-order',
    body: {},
    reference: 'Walk-in · 14:05',
    cart,
    totals: buildBill([]),
    currency: 'USD',
    deliveryType: 'takeaway',
    customer: null,
    tableId: null,
    tableTitle: null,
    payment: null,
    user: null,
  };
}

describe('queued order check', () => {
  it('passes an order whose items, variants and prices are unchanged', () => {
    expect(queuedOrderCheck([soup, pizza])(order())).toBeNull();
  });

  it("holds it with the server's messages: an item gone, or a price changed", () => {
    expect(queuedOrderCheck([pizza])(order())).toBe(POS_MESSAGES.invalidItem);
    expect(queuedOrderCheck([soup, { ...pizza, variants: [{ id: 7, title: 'Large', price: d(16) }] }])(order())).toBe(
      POS_MESSAGES.totalsChanged,
    );
  });

  it('holds it with the broken rule’s words when a menu change made a group required', () => {
    const side = { id: 1, name: 'Side', isRequired: false, minChoices: 0, maxChoices: 1, freeChoices: 0, choices: [] };
    const withSide = { ...soup, modifierGroups: [side] };
    const queued = order();
    queued.cart = [createLine(withSide)];
    expect(queuedOrderCheck([withSide, pizza])(queued)).toBeNull();
    expect(queuedOrderCheck([{ ...withSide, modifierGroups: [{ ...side, isRequired: true }] }, pizza])(queued)).toBe('Side: choose 1');
  });

  it('lists its items for the outbox', () => {
    expect(queuedOrderItems(order())).toBe('2 × Tomato Soup, 1 × Margherita Pizza (Large)');
  });
});
