import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount as d } from './money/money';
import {
  addLine,
  cartItemCount,
  cartTotals,
  createLine,
  decreaseLine,
  deleteDraft,
  increaseLine,
  needsChoice,
  parseDrafts,
  removeLine,
  saveDraft,
  setLineNotes,
  type CartMenuItem,
} from './cart';

const tea: CartMenuItem = { id: 1, title: 'Tea', price: d(2.5), tax_title: null, tax_rate: null, tax_type: null, variants: [], addons: [] };
const pizza: CartMenuItem = {
  id: 2,
  title: 'Pizza',
  price: d(9),
  tax_title: 'Service',
  tax_rate: 10,
  tax_type: 'exclusive',
  variants: [
    { id: 10, title: 'Small', price: d(8) },
    { id: 11, title: 'Large', price: d(12.5) },
  ],
  addons: [
    { id: 20, title: 'Cheese', price: d(1.25) },
    { id: 21, title: 'Olives', price: d(0.75) },
  ],
};
const soup: CartMenuItem = { ...tea, id: 3, title: 'Soup', price: d(10.5), tax_title: 'VAT', tax_rate: 5, tax_type: 'inclusive' };

describe('cart lines (spec 2.5, 3)', () => {
  it('adds a plain item with quantity 1 at its price, no chooser needed', () => {
    expect(needsChoice(tea)).toBe(false);
    const cart = addLine([], createLine(tea));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 1, unitPrice: 250, notes: null, variantId: null, addonIds: [] });
  });

  it('prices a line as the variant price plus the chosen addons', () => {
    expect(needsChoice(pizza)).toBe(true);
    const line = createLine(pizza, { variantId: 11, addonIds: [21, 20] });
    expect(line).toMatchObject({
      unitPrice: 1250 + 125 + 75,
      variantTitle: 'Large',
      addonIds: [20, 21],
      addonTitles: ['Cheese', 'Olives'],
    });
    expect(createLine(pizza, { addonIds: [20] }).unitPrice).toBe(900 + 125);
  });

  it('merges the same item with the same choices and keeps different choices apart', () => {
    let cart = addLine([], createLine(pizza, { variantId: 11, addonIds: [20] }));
    cart = addLine(cart, createLine(pizza, { variantId: 11, addonIds: [20] }));
    cart = addLine(cart, createLine(pizza, { variantId: 10, addonIds: [20] }));
    expect(cart.map((line) => line.quantity)).toEqual([2, 1]);
    expect(cartItemCount(cart)).toBe(3);
  });

  it('increases, decreases and removes the line at 0', () => {
    let cart = addLine([], createLine(tea));
    const key = cart[0]!.key;
    cart = increaseLine(cart, key);
    expect(cart[0]!.quantity).toBe(2);
    cart = decreaseLine(decreaseLine(cart, key), key);
    expect(cart).toEqual([]);
    expect(removeLine(addLine([], createLine(tea)), key)).toEqual([]);
  });

  it('keeps notes to 100 characters and clears them when blank', () => {
    let cart = addLine([], createLine(tea));
    const key = cart[0]!.key;
    cart = setLineNotes(cart, key, 'x'.repeat(150));
    expect(cart[0]!.notes).toHaveLength(100);
    cart = setLineNotes(cart, key, '   ');
    expect(cart[0]!.notes).toBeNull();
  });

  it('totals exclusive, inclusive and untaxed lines in minor units', () => {
    let cart = addLine([], createLine(pizza, { variantId: 11, addonIds: [20] })); // 13.75 + 10% = 1.375 → 1.38
    cart = addLine(cart, createLine(soup)); // 10.50 incl. 5% → tax 0.50
    cart = addLine(cart, createLine(tea));
    cart = increaseLine(cart, cart[2]!.key); // 2 × 2.50
    expect(cartTotals(cart)).toMatchObject({ itemsTotal: 1375 + 1000 + 500, taxTotal: 138 + 50, payableTotal: 1513 + 1050 + 500 });
  });
});

describe('drafts', () => {
  it('saves newest first, replaces by id and deletes', () => {
    const cart = addLine([], createLine(tea));
    let drafts = saveDraft([], { id: 'a', nameRef: 'Table 4', date: '2026-11-22T10:00:00.000Z', cart });
    drafts = saveDraft(drafts, { id: 'b', nameRef: 'Window', date: '2026-11-22T10:05:00.000Z', cart });
    expect(drafts.map((draft) => draft.nameRef)).toEqual(['Window', 'Table 4']);
    expect(deleteDraft(drafts, 'b').map((draft) => draft.id)).toEqual(['a']);
  });

  it('survives a round trip through storage and ignores malformed data', () => {
    const drafts = saveDraft([], {
      id: 'a',
      nameRef: 'Bar',
      date: '2026-11-22T10:00:00.000Z',
      cart: addLine([], createLine(pizza, { variantId: 10 })),
    });
    expect(parseDrafts(JSON.stringify(drafts))).toEqual(drafts);
    expect(parseDrafts('not json')).toEqual([]);
    expect(parseDrafts('[{"nameRef":1}]')).toEqual([]);
    expect(parseDrafts(null)).toEqual([]);
  });
});
