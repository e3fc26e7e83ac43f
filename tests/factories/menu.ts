// A small POS menu with every pricing case (no tax, exclusive, inclusive, variants, several addons),
// a table and payment types; and cart lines shaped like the POS sends them (spec 3 cart line).
import type { Db } from '../../server/db/client';
import { createCategory, createMenuItem, createPaymentType, createStoreTable, createTax } from './catalog';

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
