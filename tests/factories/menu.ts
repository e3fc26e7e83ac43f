// Menu rows created directly through the repository (no HTTP), with defaults and overrides (money in minor units, as
// stored); a small POS menu with every pricing case (no tax, exclusive, inclusive, variants, several addons), a table
// and payment types; and cart lines shaped like the POS sends them (spec 3 cart line).
import type { Db } from '../../server/db/client';
import { insertCategory, insertMenuItem, insertMenuItemAddon, insertMenuItemVariant } from '../../server/db/repositories/menu.repository';
import { createPaymentType } from './paymentTypes';
import { createStoreTable } from './storeTables';
import { createTax } from './taxes';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

export function createCategory(db: Db, overrides: { title?: string } = {}): Promise<number> {
  return insertCategory(db, { title: overrides.title ?? `Category ${next()}`, ...stamps() });
}

export interface MenuItemInput {
  title: string;
  price: number;
  netPrice: number | null;
  categoryId: number | null;
  taxId: number | null;
  variants: Array<[title: string, price: number]>;
  addons: Array<[title: string, price: number]>;
}

export interface CreatedMenuItem {
  id: number;
  variantIds: number[];
  addonIds: number[];
}

export async function createMenuItem(db: Db, overrides: Partial<MenuItemInput> = {}): Promise<CreatedMenuItem> {
  const id = await insertMenuItem(db, {
    title: overrides.title ?? `Item ${next()}`,
    price: overrides.price ?? 1000,
    net_price: overrides.netPrice ?? null,
    image: null,
    category_id: overrides.categoryId ?? null,
    tax_id: overrides.taxId ?? null,
    ...stamps(),
  });
  const variantIds: number[] = [];
  for (const [title, price] of overrides.variants ?? []) {
    variantIds.push(await insertMenuItemVariant(db, { item_id: id, title, price, ...stamps() }));
  }
  const addonIds: number[] = [];
  for (const [title, price] of overrides.addons ?? []) {
    addonIds.push(await insertMenuItemAddon(db, { item_id: id, title, price, ...stamps() }));
  }
  return { id, variantIds, addonIds };
}

export interface PosMenu {
  categoryId: number;
  /** 2.50, no tax, no options. */
  tea: { id: number };
  /** 10.00, 5 % exclusive; variants Small 8.00 and Large 12.00; addons Cheese 1.50 and Olives 0.75. */
  pizza: { id: number; small: number; large: number; cheese: number; olives: number };
  /** 9.99, 12.5 % inclusive; addon Bacon 2.00. */
  burger: { id: number; bacon: number };
  tableId: number;
  /** Active. */
  cashId: number;
  /** Inactive. */
  cardId: number;
}

export async function createPosMenu(db: Db): Promise<PosMenu> {
  const categoryId = await createCategory(db, { title: 'Mains' });
  const exclusive = await createTax(db, { title: 'GST', rateBp: 500, type: 'exclusive' });
  const inclusive = await createTax(db, { title: 'VAT', rateBp: 1250, type: 'inclusive' });
  const tea = await createMenuItem(db, { title: 'Tea', price: 250, categoryId });
  const pizza = await createMenuItem(db, {
    title: 'Pizza',
    price: 1000,
    categoryId,
    taxId: exclusive,
    variants: [
      ['Small', 800],
      ['Large', 1200],
    ],
    addons: [
      ['Cheese', 150],
      ['Olives', 75],
    ],
  });
  const burger = await createMenuItem(db, { title: 'Burger', price: 999, categoryId, taxId: inclusive, addons: [['Bacon', 200]] });
  return {
    categoryId,
    tea: { id: tea.id },
    pizza: {
      id: pizza.id,
      small: pizza.variantIds[0] ?? 0,
      large: pizza.variantIds[1] ?? 0,
      cheese: pizza.addonIds[0] ?? 0,
      olives: pizza.addonIds[1] ?? 0,
    },
    burger: { id: burger.id, bacon: burger.addonIds[0] ?? 0 },
    tableId: await createStoreTable(db, { title: 'T1', floor: 'Ground', seats: 4 }),
    cashId: await createPaymentType(db, { title: 'Cash', isActive: true }),
    cardId: await createPaymentType(db, { title: 'Card', isActive: false }),
  };
}

export interface LineChoice {
  quantity?: number;
  variantId?: number | null;
  addonIds?: number[];
  notes?: string | null;
}

/**
 * A cart line as the POS sends it: the menu item's fields plus the choices. The prices in it are
 * deliberately absurd: the server must never read them.
 */
export function cartLine(itemId: number, choice: LineChoice = {}) {
  return {
    id: itemId,
    title: 'whatever the client says',
    price: 0.01,
    tax_rate: 0,
    tax_type: null,
    quantity: choice.quantity ?? 1,
    notes: choice.notes ?? null,
    variant_id: choice.variantId ?? null,
    variant: null,
    addons_ids: choice.addonIds ?? [],
    addons: [],
  };
}
