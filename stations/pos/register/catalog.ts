// Spec 2.5 POS: pure helpers of the terminal (menu filter and search, table labels, re-pricing stored
// lines against today's menu, cash tendered and change). Cart rules themselves live in shared/domain/cart.
import type { PosMenuItem } from '../../../shared/api/pos';
import type { PaymentTypeDto } from '../../../shared/contract/paymentTypes';
import type { StoreTableDto } from '../../../shared/contract/storeTables';
import { createLine, QUANTITY_MAX, type CartLine } from '../../../shared/domain/cart';
import { minorUnits, type MinorUnits } from '../../../shared/domain/money/money';

/** The Filters dialog's "All". */
export const ALL_CATEGORIES = 'all';

export function filterMenuItems(items: readonly PosMenuItem[], categoryId: string, query: string): readonly PosMenuItem[] {
  const needle = query.trim().toLowerCase();
  // No filter: the menu itself, not a copy of 5,000 items.
  if (categoryId === ALL_CATEGORIES && needle === '') return items;
  return items.filter(
    (item) =>
      (categoryId === ALL_CATEGORIES || String(item.category_id) === categoryId) &&
      (needle === '' || item.title.toLowerCase().includes(needle)),
  );
}

/** Spec 2.5: table title, seating capacity in 'person' and floor. */
export function tableLabel(table: StoreTableDto): string {
  return `${table.table_title} - ${table.seating_capacity} person - ${table.floor}`;
}

export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * Stored lines (drafts) → lines priced from today's menu with the same choices, quantity and notes.
 * Lines whose item left the menu are dropped; a variant or addon that left is dropped from the line.
 */
export function repriceLines(lines: readonly CartLine[], menuItems: readonly PosMenuItem[]): { lines: CartLine[]; droppedCount: number } {
  // The terminal reprices its (usually empty) cart as it opens: no index of the whole menu for nothing.
  if (lines.length === 0) return { lines: [], droppedCount: 0 };
  const byId = new Map(menuItems.map((item) => [item.id, item]));
  const repriced: CartLine[] = [];
  let droppedCount = 0;
  for (const line of lines) {
    const item = byId.get(line.item.id);
    if (!item) {
      droppedCount += 1;
      continue;
    }
    const fresh = createLine(item, { variantId: line.variantId, addonIds: line.addonIds });
    const existing = repriced.find((candidate) => candidate.key === fresh.key);
    if (existing) existing.quantity = Math.min(QUANTITY_MAX, existing.quantity + line.quantity);
    else repriced.push({ ...fresh, quantity: line.quantity, notes: line.notes });
  }
  return { lines: repriced, droppedCount };
}

/** True when two line lists price and read the same (re-pricing changed nothing). */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        line.key === other.key &&
        line.unitPrice === other.unitPrice &&
        line.quantity === other.quantity &&
        line.item.tax_rate === other.item.tax_rate &&
        line.item.tax_type === other.item.tax_type &&
        line.item.title === other.item.title
      );
    })
  );
}

/** A payment type that takes an amount tendered and gives change (spec 2.5 "for cash"). */
export function isCashPaymentType(paymentType: Pick<PaymentTypeDto, 'title'> | null | undefined): boolean {
  return !!paymentType && paymentType.title.toLowerCase().includes('cash');
}

export function activePaymentTypes(paymentTypes: readonly PaymentTypeDto[]): PaymentTypeDto[] {
  return paymentTypes.filter((paymentType) => paymentType.is_active);
}

/** Change for cash, in minor units; null when the amount tendered does not cover the total. */
export function changeDue(tendered: MinorUnits | undefined, total: MinorUnits): MinorUnits | null {
  if (tendered === undefined || tendered < total) return null;
  return minorUnits(tendered - total);
}

/**
 * Quick amounts for the cash field: the exact total, then the next round sums a customer is likely to
 * hand over (next 5, 10, 20, 50, 100 of the currency), without duplicates, at most `limit`.
 */
export function quickTenderAmounts(total: MinorUnits, limit = 4): MinorUnits[] {
  const amounts = [total];
  for (const step of [500, 1000, 2000, 5000, 10_000]) {
    // Strictly above the total: an exact round total is already the first suggestion.
    const rounded = minorUnits((Math.floor(total / step) + 1) * step);
    if (!amounts.includes(rounded)) amounts.push(rounded);
    if (amounts.length >= limit) break;
  }
  return amounts;
}
