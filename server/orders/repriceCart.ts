// Spec 3 cart line, 9 totals; the server is the authority: every line is priced again from
// the server's own menu with the shared totals engine (the client's prices are never read). Each item,
// variant and addon must exist and belong together, or the whole order is refused with a 400.
import { type CartLineBody, POS_MESSAGES } from '../../shared/contract/pos';
import { MAX_STORED_INTEGER } from '../../shared/contract/validation';
import { minorUnits } from '../../shared/domain/money/money';
import { basisPoints } from '../../shared/domain/money/basisPoints';
import { type Bill, type BillAdjustment, buildBill } from '../../shared/domain/bill/bill';
import { type LineTaxInput, type LineTotals, lineTotals, unitPrice } from '../../shared/domain/bill/totals';
import type { PricingMenu, PricingMenuIds, PricingMenuItem } from '../db/repositories/orders.repository';
import type { MenuItemAddonRow, MenuItemVariantRow } from '../db/schema';
import { validationFailed } from '../errors';
import { type ChosenModifier, MODIFIER_MESSAGES, checkModifiers } from '../../shared/domain/modifiers';
import type { MenuModifiers } from '../modifiers/modifierGroups';

interface PricedLine {
  item: PricingMenuItem;
  variant: MenuItemVariantRow | null;
  /** In the order the cart listed them. */
  addons: MenuItemAddonRow[];
  /** By value, in the menu's order, each with what the line is charged for it. */
  modifiers: ChosenModifier[];
  quantity: number;
  notes: string | null;
  /** As the cart gave them; placeOrder checks them against the store's table-service settings. */
  seat: number | null;
  course: string | null;
  unitPrice: number;
  input: LineTaxInput;
  totals: LineTotals;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: Bill;
}

/** What a cart names, for the menu read. */
export function menuIdsOf(cart: readonly CartLineBody[]): PricingMenuIds {
  return {
    itemIds: cart.map((line) => line.id),
    variantIds: cart.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id])),
    addonIds: cart.flatMap((line) => line.addons_ids),
  };
}

/**
 * Prices the cart from the menu rows read for it (menuIdsOf); refuses a reference that is not there, and a line whose
 * modifiers break one of its groups' rules (naming the group). `adjustments`: the order-level ones the order gets when
 * placed (the POS's cartTotals is given the same).
 */
export function repriceCart(
  menu: PricingMenu,
  modifiers: MenuModifiers,
  cart: readonly CartLineBody[],
  adjustments: readonly BillAdjustment[] = [],
): PricedCart {
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const variants = new Map(menu.variants.map((variant) => [variant.id, variant]));
  const addons = new Map(menu.addons.map((addon) => [addon.id, addon]));

  const lines = cart.map((line): PricedLine => {
    const item = items.get(line.id);
    if (!item) throw validationFailed(POS_MESSAGES.invalidItem);
    let variant: MenuItemVariantRow | null = null;
    if (line.variant_id !== null) {
      variant = variants.get(line.variant_id) ?? null;
      if (!variant || variant.item_id !== item.id) throw validationFailed(POS_MESSAGES.invalidVariant);
    }
    const chosenAddons = line.addons_ids.map((addonId) => {
      const addon = addons.get(addonId);
      if (!addon || addon.item_id !== item.id) throw validationFailed(POS_MESSAGES.invalidAddon);
      return addon;
    });
    const checked = checkModifiers(modifiers.groupsOfItem(item.id), modifiers.groupsById, line.modifier_ids);
    if (!checked.ok) throw validationFailed(checked.message);
    const price = unitPrice(minorUnits(item.price), variant ? minorUnits(variant.price) : null, [
      ...chosenAddons.map((addon) => minorUnits(addon.price)),
      checked.priceChange,
    ]);
    if (price < 0) throw validationFailed(MODIFIER_MESSAGES.negativePrice);
    const input: LineTaxInput = {
      unitPrice: price,
      quantity: line.quantity,
      taxRateBasisPoints: basisPoints(item.tax_rate_bp ?? 0),
      taxType: item.tax_type,
    };
    return {
      item,
      variant,
      addons: chosenAddons,
      modifiers: checked.chosen,
      quantity: line.quantity,
      notes: line.notes,
      seat: line.seat,
      course: line.course,
      unitPrice: price,
      input,
      totals: lineTotals(input),
    };
  });

  // The same engine (and the same cents) as the POS screen's cartTotals.
  const totals = buildBill(
    lines.map((line) => line.input),
    adjustments,
  );
  // Money columns are 4-byte integers on PostgreSQL: an order past that is refused, not a 500.
  const amounts = [totals.itemsTotal, totals.taxTotal, totals.payableTotal, ...lines.map((line) => line.unitPrice)];
  if (amounts.some((amount) => amount > MAX_STORED_INTEGER)) throw validationFailed(POS_MESSAGES.orderTooLarge);
  return { lines, totals };
}
