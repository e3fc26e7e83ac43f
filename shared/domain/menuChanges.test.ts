// A queued order's cart against today's menu (the outbox holds it when anything it uses changed).
import { describe, expect, it } from 'vitest';
import { decodeDecimalAmount as d } from './money/money';
import { createLine, type CartMenuItem } from './cart';
import { menuChangeFor } from './menuChanges';
import type { ModifierGroup } from './modifiers';

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

describe("a kept cart against today's menu (queued orders)", () => {
  const cart = [createLine(pizza, { variantId: 11, addonIds: [20] }), createLine(tea)];

  it('is the same order when nothing it uses changed (other items may have)', () => {
    expect(menuChangeFor(cart, [pizza, tea, soup])).toBeNull();
    expect(menuChangeFor(cart, [{ ...pizza, price: d(99) }, tea])).toBeNull(); // the base price is overridden by the variant
  });

  it('says removed when an item, its variant or an addon left the menu', () => {
    expect(menuChangeFor(cart, [pizza])).toBe('removed');
    expect(menuChangeFor(cart, [{ ...pizza, variants: [pizza.variants[0]!] }, tea])).toBe('removed');
    expect(menuChangeFor(cart, [{ ...pizza, addons: [pizza.addons[1]!] }, tea])).toBe('removed');
  });

  it('says changed when a line would price or tax differently', () => {
    expect(menuChangeFor(cart, [pizza, { ...tea, price: d(2.75) }])).toBe('changed');
    expect(menuChangeFor(cart, [{ ...pizza, variants: [pizza.variants[0]!, { id: 11, title: 'Large', price: d(13) }] }, tea])).toBe(
      'changed',
    );
    expect(menuChangeFor(cart, [{ ...pizza, addons: [{ id: 20, title: 'Cheese', price: d(1.5) }, pizza.addons[1]!] }, tea])).toBe(
      'changed',
    );
    expect(menuChangeFor(cart, [{ ...pizza, tax_rate: 12 }, tea])).toBe('changed');
    expect(menuChangeFor(cart, [{ ...pizza, tax_type: 'inclusive' }, tea])).toBe('changed');
  });
});

describe('a kept cart whose modifiers today’s groups no longer allow', () => {
  const temperature: ModifierGroup = {
    id: 1,
    name: 'Steak temperature',
    isRequired: false,
    minChoices: 0,
    maxChoices: 1,
    freeChoices: 0,
    choices: [
      { id: 5, name: 'Rare', kind: 'PLAIN', priceChange: d(0), isDefault: false, childGroupId: null },
      { id: 6, name: 'Well done', kind: 'PLAIN', priceChange: d(0), isDefault: false, childGroupId: null },
    ],
  };
  const steak: CartMenuItem = { ...tea, id: 4, title: 'Steak', price: d(25), modifierGroups: [temperature] };

  it('needs attention with the rule’s words when a group became required', () => {
    const cart = [createLine(steak)];
    expect(menuChangeFor(cart, [steak])).toBeNull();
    expect(menuChangeFor(cart, [{ ...steak, modifierGroups: [{ ...temperature, isRequired: true }] }])).toEqual({
      brokenRule: 'Steak temperature: choose 1',
    });
  });

  it('says changed when a chosen modifier’s price changed', () => {
    const cart = [createLine(steak, { modifierIds: [5] })];
    const dearer = { ...temperature, choices: [{ ...temperature.choices[0]!, priceChange: d(1) }, temperature.choices[1]!] };
    expect(menuChangeFor(cart, [{ ...steak, modifierGroups: [dearer] }])).toBe('changed');
  });
});
