// Spec 4 POS state: New resets to a walk-in, drafts empty the cart and persist in brigade__drafts,
// a loaded draft is updated rather than duplicated, a table picks Dine-In when no option is set.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeDecimalAmount as d } from '../../../shared/domain/money/money';
import type { CartMenuItem } from '../../../shared/domain/cart';

const soup: CartMenuItem = {
  id: 1,
  title: 'Soup',
  price: d(5.5),
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
};

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

async function freshState() {
  vi.resetModules();
  return import('./posState');
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('POS state', () => {
  it('New clears cart, customer, dining option and table; the customer type follows the customer', async () => {
    const pos = await freshState();
    pos.addToCart(soup);
    pos.setPosCustomer({ phone: '555', name: 'Ann' });
    pos.setPosTable(3);
    expect(pos.posCustomerType.value).toBe('CUSTOMER');
    expect(pos.posDeliveryType.value).toBe('dinein');
    pos.resetPos();
    expect(pos.posCart.value).toEqual([]);
    expect(pos.posCustomerType.value).toBe('WALKIN');
    expect(pos.posDeliveryType.value).toBe('');
    expect(pos.posTableId.value).toBeNull();
  });

  it('a table keeps a dining option already chosen', async () => {
    const pos = await freshState();
    pos.setPosDeliveryType('takeaway');
    pos.setPosTable(2);
    expect(pos.posDeliveryType.value).toBe('takeaway');
  });

  it('saving a draft empties the cart and survives a reload (a fresh module reading storage)', async () => {
    const pos = await freshState();
    expect(pos.saveCartAsDraft('Empty', { id: 'd0', now: new Date() })).toBe(false);
    pos.addToCart(soup);
    pos.addToCart(soup);
    expect(pos.saveCartAsDraft('Window', { id: 'd1', now: new Date('2026-01-01T10:00:00Z') })).toBe(true);
    expect(pos.posCart.value).toEqual([]);

    const reloaded = await freshState();
    expect(reloaded.posDrafts.value).toHaveLength(1);
    expect(reloaded.posDrafts.value[0]).toMatchObject({ id: 'd1', nameRef: 'Window', date: '2026-01-01T10:00:00.000Z' });
    expect(reloaded.posDrafts.value[0]?.cart[0]?.quantity).toBe(2);
  });

  it('a loaded draft saved again is updated, and clearing all removes the storage key', async () => {
    const pos = await freshState();
    pos.addToCart(soup);
    pos.saveCartAsDraft('Window', { id: 'd1', now: new Date() });
    const draft = pos.posDrafts.value[0]!;
    pos.loadDraftLines(draft.id, draft.cart);
    pos.addToCart(soup);
    pos.saveCartAsDraft('Window 2', { id: 'other', now: new Date() });
    expect(pos.posDrafts.value.map((saved) => [saved.id, saved.nameRef])).toEqual([['d1', 'Window 2']]);
    pos.clearPosDrafts();
    expect(localStorage.getItem('brigade__drafts')).toBeNull();
  });
});
