// Catalogue rows created directly through the repositories (no HTTP), with defaults and overrides.
// Money in minor units, tax rates in basis points, as stored.
import type { Db } from '../../server/db/client';
import { insertCategory, insertPaymentType, insertStoreTable, insertTax } from '../../server/db/repositories/catalog.repository';
import { insertMenuItem, insertMenuItemAddon, insertMenuItemVariant } from '../../server/db/repositories/menuItems.repository';
import type { TaxType } from '../../shared/domain/tax';

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

export function createTax(db: Db, overrides: { title?: string; rateBp?: number; type?: TaxType } = {}): Promise<number> {
  return insertTax(db, {
    title: overrides.title ?? `Tax ${next()}`,
    rate_bp: overrides.rateBp ?? 500,
    type: overrides.type ?? 'exclusive',
    ...stamps(),
  });
}

export function createStoreTable(db: Db, overrides: { title?: string; floor?: string; seats?: number } = {}): Promise<number> {
  return insertStoreTable(db, {
    table_title: overrides.title ?? `Table ${next()}`,
    floor: overrides.floor ?? 'Ground',
    seating_capacity: overrides.seats ?? 4,
    ...stamps(),
  });
}

export function createPaymentType(db: Db, overrides: { title?: string; isActive?: boolean } = {}): Promise<number> {
  return insertPaymentType(db, {
    title: overrides.title ?? `Payment ${next()}`,
    is_active: overrides.isActive === false ? 0 : 1,
    ...stamps(),
  });
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
