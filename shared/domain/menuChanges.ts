// How a cart kept for a while (an order queued offline) compares with today's menu, with the same
// pricing rules as the cart itself (./cart.ts). Its own module: only the outbox (a lazy chunk) needs it.
import { checkLineModifiers, createLine, type CartLine, type CartMenuItem } from './cart';

/**
 * 'removed': an item, variant or addon left the menu; `{ brokenRule }`: a line's modifiers break a rule of today's
 * groups (the server's words, "Steak temperature: choose 1"); 'changed': a line would price or tax differently
 * today; null: the same order.
 */
export type MenuChange = 'removed' | 'changed' | { brokenRule: string } | null;

export function menuChangeFor(cart: readonly CartLine[], menuItems: readonly CartMenuItem[]): MenuChange {
  const byId = new Map(menuItems.map((item) => [item.id, item]));
  let change: 'changed' | null = null;
  for (const line of cart) {
    const item = byId.get(line.item.id);
    if (!item) return 'removed';
    if (line.variantId !== null && !item.variants.some((variant) => variant.id === line.variantId)) return 'removed';
    if (line.addonIds.some((addonId) => !item.addons.some((addon) => addon.id === addonId))) return 'removed';
    const modifierIds = line.modifierIds ?? [];
    const checked = checkLineModifiers(item, modifierIds);
    if (!checked.ok) return { brokenRule: checked.message };
    const today = createLine(item, { variantId: line.variantId, addonIds: line.addonIds, modifierIds });
    const taxChanged = (item.tax_rate ?? null) !== (line.item.tax_rate ?? null) || (item.tax_type ?? null) !== (line.item.tax_type ?? null);
    if (today.unitPrice !== line.unitPrice || taxChanged) change = 'changed';
  }
  return change;
}
