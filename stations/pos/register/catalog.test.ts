// Spec 2.5 POS helpers: filter and search, table labels, draft re-pricing, cash change.
import { describe, expect, it } from 'vitest';
import type { PosMenuItem } from '../../../shared/api/pos';
import { createLine } from '../../../shared/domain/cart';
import { decodeDecimalAmount as d, minorUnits as m } from '../../../shared/domain/money/money';
import {
  ALL_CATEGORIES,
  changeDue,
  filterMenuItems,
  isCashPaymentType,
  quickTenderAmounts,
  repriceLines,
  sameLines,
  tableLabel,
} from './catalog';

function item(overrides: Partial<PosMenuItem> & Pick<PosMenuItem, 'id' | 'title'>): PosMenuItem {
  return {
    price: d(10),
    net_price: null,
    image: null,
    category_id: 1,
    category_title: 'Mains',
    tax_id: null,
    tax_title: null,
    tax_rate: null,
    tax_type: null,
    addons: [],
    variants: [],
    modifierGroups: [],
    childModifierGroups: [],
    ...overrides,
  };
}

const soup = item({ id: 1, title: 'Tomato Soup', category_id: 2, category_title: 'Starters' });
const pizza = item({
  id: 2,
  title: 'Margherita Pizza',
  price: d(11),
  variants: [{ id: 5, item_id: 2, title: 'Large', price: d(15.5) }],
  addons: [{ id: 9, title: 'Olives', price: d(1) }],
});

describe('filterMenuItems', () => {
  it('combines the category and a case-insensitive title search', () => {
    expect(filterMenuItems([soup, pizza], ALL_CATEGORIES, '')).toHaveLength(2);
    expect(filterMenuItems([soup, pizza], '2', '')).toEqual([soup]);
    expect(filterMenuItems([soup, pizza], ALL_CATEGORIES, '  PIZ ')).toEqual([pizza]);
    expect(filterMenuItems([soup, pizza], '2', 'pizza')).toEqual([]);
  });
});

describe('tableLabel', () => {
  it('shows title, seats in person and floor', () => {
    expect(tableLabel({ id: 1, table_title: 'Table 2', seating_capacity: 4, floor: 'Ground' })).toBe('Table 2 - 4 person - Ground');
  });
});

describe('repriceLines', () => {
  it('re-prices with today’s menu and keeps quantity and notes', () => {
    const stored = [{ ...createLine(pizza, { variantId: 5, addonIds: [9] }), quantity: 3, notes: 'Crispy' }];
    const dearer = { ...pizza, variants: [{ id: 5, item_id: 2, title: 'Large', price: d(16) }] };
    const { lines, droppedCount } = repriceLines(stored, [dearer]);
    expect(droppedCount).toBe(0);
    expect(lines[0]).toMatchObject({ unitPrice: 1700, quantity: 3, notes: 'Crispy', variantTitle: 'Large' });
    expect(sameLines(stored, lines)).toBe(false);
    expect(sameLines(stored, repriceLines(stored, [pizza]).lines)).toBe(true);
  });

  it('drops lines whose item left the menu, and choices that left the item', () => {
    const stored = [createLine(soup), createLine(pizza, { variantId: 5, addonIds: [9] })];
    const plainPizza = { ...pizza, variants: [], addons: [] };
    const { lines, droppedCount } = repriceLines(stored, [plainPizza]);
    expect(droppedCount).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variantId: null, addonIds: [], unitPrice: 1100 });
  });
});

describe('cash', () => {
  it('recognises cash-like payment types by title', () => {
    expect(isCashPaymentType({ title: 'Cash' })).toBe(true);
    expect(isCashPaymentType({ title: 'Petty CASH drawer' })).toBe(true);
    expect(isCashPaymentType({ title: 'Card' })).toBe(false);
    expect(isCashPaymentType(null)).toBe(false);
  });

  it('gives change only when the tendered amount covers the total', () => {
    expect(changeDue(m(2000), m(1845))).toBe(155);
    expect(changeDue(m(1845), m(1845))).toBe(0);
    expect(changeDue(m(1800), m(1845))).toBeNull();
    expect(changeDue(undefined, m(1845))).toBeNull();
  });

  it('suggests the exact total and the next round sums', () => {
    expect(quickTenderAmounts(m(1845))).toEqual([1845, 2000, 5000, 10000]);
    expect(quickTenderAmounts(m(2000))).toEqual([2000, 2500, 3000, 4000]);
  });
});
