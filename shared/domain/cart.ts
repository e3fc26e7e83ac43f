// Spec 2.5, 3 (cart line, draft), 4 POS, 5 POS: the cart as pure functions over immutable lines, so the
// POS state (signals) stays a thin wrapper and every rule has a unit test.
import type { MinorUnits } from './money/money';
import { decodePercent, type BasisPoints } from './money/basisPoints';
import { buildBill, type Bill, type BillAdjustment } from './bill/bill';
import { lineTotals, unitPrice, type LineTotals } from './bill/totals';
import { type ChosenModifier, type ModifierGroup, checkModifiers } from './modifiers';

export const NOTES_MAX_LENGTH = 100;
export const QUANTITY_MAX = 999;
export const CART_EMPTY_MESSAGE = 'Cart is empty!';

/** The menu item fields the cart needs (the POS menu decoded by shared/api satisfies it). Prices in minor units; the tax rate a percent. */
export interface CartMenuItem {
  id: number;
  title: string;
  price: MinorUnits;
  tax_title: string | null;
  tax_rate: number | null;
  tax_type: string | null;
  variants: readonly { id: number; title: string; price: MinorUnits }[];
  addons: readonly { id: number; title: string; price: MinorUnits }[];
  /** The modifier groups the item offers, in its order (none: the item has no modifiers). */
  modifierGroups?: readonly ModifierGroup[];
  /** The groups its groups' choices open, one level deep. */
  childModifierGroups?: readonly ModifierGroup[];
}

export interface CartLine {
  /** Same item + same variant + same addons = same key: adding again increases the quantity. */
  key: string;
  item: CartMenuItem;
  quantity: number;
  notes: string | null;
  variantId: number | null;
  variantTitle: string | null;
  addonIds: number[];
  addonTitles: string[];
  /** The chosen modifiers' choice ids, as create-order's modifier_ids carries them (absent on lines kept by an older build). */
  modifierIds?: number[];
  /** The chosen modifiers as the line shows them, each with what it adds. */
  modifiers?: ChosenModifier[];
  /** Unit price in minor units: variant price (or item price) plus addon prices plus modifier changes. */
  unitPrice: MinorUnits;
  /** The guest's seat and the course, at a table of a store that uses them (absent: none). */
  seat?: number | null;
  course?: string | null;
}

export interface LineChoice {
  variantId?: number | null;
  addonIds?: readonly number[];
  modifierIds?: readonly number[];
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

function lineKey(itemId: number, variantId: number | null, addonIds: readonly number[], modifierIds: readonly number[]): string {
  return `${itemId}:${variantId ?? '-'}:${sorted(addonIds)}${modifierIds.length > 0 ? `:${sorted(modifierIds)}` : ''}`;
}

/** The item's groups and every group a line of it can open, by id. */
export function modifierGroupsOf(item: CartMenuItem): { itemGroups: readonly ModifierGroup[]; groupsById: Map<number, ModifierGroup> } {
  const itemGroups = item.modifierGroups ?? [];
  const groupsById = new Map([...itemGroups, ...(item.childModifierGroups ?? [])].map((group) => [group.id, group]));
  return { itemGroups, groupsById };
}

/** Checks chosen modifiers against the item's groups, as create-order will. */
export function checkLineModifiers(item: CartMenuItem, modifierIds: readonly number[]) {
  const { itemGroups, groupsById } = modifierGroupsOf(item);
  return checkModifiers(itemGroups, groupsById, modifierIds);
}

/**
 * Builds the line for an item with the chosen variant, addons and modifiers (unknown ids are ignored; modifiers that
 * break a rule are left off: the chooser adds a line only once every rule holds).
 */
export function createLine(item: CartMenuItem, choice: LineChoice = {}): CartLine {
  const variant = item.variants.find((candidate) => candidate.id === choice.variantId) ?? null;
  const chosenIds = new Set(choice.addonIds ?? []);
  const addons = item.addons.filter((addon) => chosenIds.has(addon.id));
  const addonIds = addons.map((addon) => addon.id).sort((a, b) => a - b);
  const checked = checkLineModifiers(item, choice.modifierIds ?? []);
  const modifiers = checked.ok ? checked.chosen : [];
  const modifierIds = modifiers.map((modifier) => modifier.choiceId);
  return {
    key: lineKey(item.id, variant?.id ?? null, addonIds, modifierIds),
    item,
    quantity: 1,
    notes: null,
    variantId: variant?.id ?? null,
    variantTitle: variant?.title ?? null,
    addonIds,
    addonTitles: addons.map((addon) => addon.title),
    modifierIds,
    modifiers,
    unitPrice: unitPrice(item.price, variant?.price, [
      ...addons.map((addon) => addon.price),
      ...modifiers.map((modifier) => modifier.priceChange),
    ]),
  };
}

/** Whether adding this item must open the 'Select Variant & Addons' chooser first (spec 2.5), or its modifier groups. */
export function needsChoice(item: CartMenuItem): boolean {
  return item.variants.length > 0 || item.addons.length > 0 || (item.modifierGroups?.length ?? 0) > 0;
}

export function addLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = cart.find((candidate) => candidate.key === line.key);
  if (!existing) return [...cart, line];
  return cart.map((candidate) =>
    candidate.key === line.key ? { ...candidate, quantity: Math.min(QUANTITY_MAX, candidate.quantity + line.quantity) } : candidate,
  );
}

/** The line for a seat and a course: the same item for two seats is two lines. */
export function placeLine(line: CartLine, seat: number | null, course: string | null): CartLine {
  const base = line.key.split('|')[0] ?? line.key;
  const key = seat === null && course === null ? base : `${base}|${seat ?? ''}|${course ?? ''}`;
  return { ...line, key, seat, course };
}

/** A line moved to another seat or course: a line it now equals takes it in. */
export function moveLine(cart: readonly CartLine[], key: string, seat: number | null, course: string | null): CartLine[] {
  const old = cart.find((candidate) => candidate.key === key);
  return old ? changeLine(cart, key, placeLine(old, seat, course)) : [...cart];
}

/** A line's choices changed (the chooser opened on it): its quantity and notes stay; a line it now equals takes it in. */
export function changeLine(cart: readonly CartLine[], key: string, line: CartLine): CartLine[] {
  const old = cart.find((candidate) => candidate.key === key);
  if (!old) return [...cart];
  const changed = { ...line, quantity: old.quantity, notes: old.notes };
  const rest = cart.filter((candidate) => candidate.key !== key);
  if (rest.some((candidate) => candidate.key === changed.key)) return addLine(rest, changed);
  return cart.map((candidate) => (candidate.key === key ? changed : candidate));
}

export function increaseLine(cart: readonly CartLine[], key: string): CartLine[] {
  return cart.map((line) => (line.key === key ? { ...line, quantity: Math.min(QUANTITY_MAX, line.quantity + 1) } : line));
}

/** Spec 4: decrease; the line is removed at 0. */
export function decreaseLine(cart: readonly CartLine[], key: string): CartLine[] {
  return cart.flatMap((line) => {
    if (line.key !== key) return [line];
    return line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [];
  });
}

export function removeLine(cart: readonly CartLine[], key: string): CartLine[] {
  return cart.filter((line) => line.key !== key);
}

/** Spec 5: notes are at most 100 characters (longer text is cut, blank clears). */
export function setLineNotes(cart: readonly CartLine[], key: string, notes: string): CartLine[] {
  const trimmed = notes.trim().slice(0, NOTES_MAX_LENGTH);
  return cart.map((line) => (line.key === key ? { ...line, notes: trimmed === '' ? null : trimmed } : line));
}

function taxRateBasisPoints(item: CartMenuItem): BasisPoints {
  return decodePercent(item.tax_rate ?? 0);
}

export function cartLineTotals(line: CartLine): LineTotals {
  return lineTotals({
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    taxRateBasisPoints: taxRateBasisPoints(line.item),
    taxType: line.item.tax_type,
  });
}

/**
 * The cart's bill: what the 'Send order for Processing' summary shows. `adjustments` must be the ones the server gives
 * the order when it is placed (server/orders/repriceCart.ts), or the server refuses the order's totals (409).
 */
export function cartTotals(cart: readonly CartLine[], adjustments: readonly BillAdjustment[] = []): Bill {
  return buildBill(
    cart.map((line) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      taxRateBasisPoints: taxRateBasisPoints(line.item),
      taxType: line.item.tax_type,
    })),
    adjustments,
  );
}

export function cartItemCount(cart: readonly CartLine[]): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}

// --- Drafts (spec 3: nameRef, date, cart), kept in browser storage as a list ---------------------

export interface Draft {
  id: string;
  nameRef: string;
  /** ISO timestamp of saving. */
  date: string;
  cart: CartLine[];
}

export function saveDraft(drafts: readonly Draft[], draft: Draft): Draft[] {
  return [draft, ...drafts.filter((existing) => existing.id !== draft.id)];
}

export function deleteDraft(drafts: readonly Draft[], id: string): Draft[] {
  return drafts.filter((draft) => draft.id !== id);
}

/** Reads stored drafts defensively: anything malformed is dropped rather than breaking the POS. */
export function parseDrafts(raw: string | null): Draft[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (draft): draft is Draft =>
        typeof draft === 'object' &&
        draft !== null &&
        typeof draft.id === 'string' &&
        typeof draft.nameRef === 'string' &&
        typeof draft.date === 'string' &&
        Array.isArray(draft.cart),
    );
  } catch {
    return [];
  }
}
