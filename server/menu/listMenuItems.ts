// Spec 2.13, 3 Menu item, 7 Menu items: GET /menu-items. Three queries whatever the menu's size:
// the items (category and tax joined), then all their variants, then all their addons.
import { type MenuItemWithRefs, listAddonsOfItems, listMenuItemRows, listVariantsOfItems } from '../db/repositories/menu.repository';
import type { MenuItemAddonRow, MenuItemVariantRow } from '../db/schema';
import type { Db } from '../db/client';
import type { ServiceContext } from '../infrastructure/context';

export interface MenuItemDetails {
  item: MenuItemWithRefs;
  variants: MenuItemVariantRow[];
  addons: MenuItemAddonRow[];
}

export async function listMenuItems(ctx: ServiceContext): Promise<MenuItemDetails[]> {
  return withOptions(ctx.db, await listMenuItemRows(ctx.db));
}

/** Attaches variants and addons to items: one query for each kind, for all the items at once. */
export async function withOptions(db: Db, items: readonly MenuItemWithRefs[]): Promise<MenuItemDetails[]> {
  const ids = items.map((item) => item.id);
  const variantsOf = groupByItem(await listVariantsOfItems(db, ids));
  const addonsOf = groupByItem(await listAddonsOfItems(db, ids));
  return items.map((item) => ({ item, variants: variantsOf.get(item.id) ?? [], addons: addonsOf.get(item.id) ?? [] }));
}

function groupByItem<T extends { item_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.item_id);
    if (group) group.push(row);
    else groups.set(row.item_id, [row]);
  }
  return groups;
}
