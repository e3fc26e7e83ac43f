// Spec 2.5, 3 (cart line, customer, draft), 4 POS: the terminal's cart, customer, dining option, table and
// drafts as signals. Every cart rule is a pure function of shared/domain/cart; these are thin wrappers.
// Drafts mirror localStorage `brigade__drafts` and follow other tabs.
import type { CustomerType, DeliveryType, PosInitResponse, PosServiceCharge } from '../../../shared/contract/pos';
import { decodePercent } from '../../../shared/domain/money/basisPoints';
import { serviceChargeFor } from '../../../shared/domain/bill/serviceCharge';
import {
  addLine,
  changeLine,
  cartItemCount,
  cartTotals,
  createLine,
  decreaseLine,
  deleteDraft,
  increaseLine,
  moveLine,
  parseDrafts,
  placeLine,
  removeLine,
  saveDraft,
  setLineNotes,
  type CartLine,
  type CartMenuItem,
  type Draft,
  type LineChoice,
} from '../../../shared/domain/cart';
import { encodeReceipt, type PrintableReceipt } from '../../../shared/domain/receipt/receipt';
import { STORAGE_KEYS } from '../../../shared/domain/access/session';
import { batch, computed, signal } from '../../../shared/state';
import { writeStored } from '../../../shared/state/storage';

/** The customer found by phone (spec 3 customer; only what the POS shows and sends). */
export interface PosCustomer {
  id?: number | string;
  phone: string;
  name: string;
  email?: string | null;
}

function readDrafts(): Draft[] {
  try {
    return parseDrafts(globalThis.localStorage?.getItem(STORAGE_KEYS.drafts) ?? null);
  } catch {
    return [];
  }
}

export const posCart = signal<CartLine[]>([]);
export const posCustomer = signal<PosCustomer | null>(null);
/** Spec 4: WALKIN by default, CUSTOMER after a successful phone search, WALKIN again on New. */
export const posCustomerType = computed<CustomerType>(() => (posCustomer.value ? 'CUSTOMER' : 'WALKIN'));
export const posDeliveryType = signal<DeliveryType | ''>('');
export const posTableId = signal<number | null>(null);
/** How many guests a dine-in order is for (null: not given). */
export const posGuests = signal<number | null>(null);
/** The store's service charge from the POS init: the cart is priced as the server will price the order. */
const posServiceCharge = signal<PosServiceCharge>({ percent: 0, taxPercent: null, minGuests: 0 });
export const posDrafts = signal<Draft[]>(readDrafts());
/** Seat numbers and courses from the POS init (an init kept from an older build has none: seats off). */
export const posTableService = signal<PosInitResponse['tableService']>({ seatNumbers: 'off', courses: [] });
/** The seat new lines go to (null: shared) and their course (null: none; a store not using courses never picks one). */
export const posSeat = signal<number | null>(1);
export const posCourse = signal<string | null>(null);
/** Seats apply to an order at a table in a store that uses them. */
export const isSeatingOn = computed(() => posTableService.value.seatNumbers !== 'off' && posTableId.value !== null);
/** The draft the cart came from: saving again updates it, a sent order removes it. */
export const posLoadedDraftId = signal<string | null>(null);

/** The order-level adjustments the order will get (its service charge), from the cart's dining option and guests. */
export const posAdjustments = computed(() => {
  const setting = posServiceCharge.value;
  return serviceChargeFor(
    {
      rate: decodePercent(setting.percent),
      taxRate: setting.taxPercent === null ? null : decodePercent(setting.taxPercent),
      minGuests: setting.minGuests,
    },
    { deliveryType: posDeliveryType.value || null, guests: posGuests.value },
  );
});
export const posTotals = computed(() => cartTotals(posCart.value, posAdjustments.value));
export const posItemCount = computed(() => cartItemCount(posCart.value));
export const isPosCartEmpty = computed(() => posCart.value.length === 0);

export function addToCart(item: CartMenuItem, choice?: LineChoice): void {
  const seat = isSeatingOn.value ? posSeat.value : null;
  const course = posTableId.value === null ? null : posCourse.value;
  posCart.value = addLine(posCart.value, placeLine(createLine(item, choice), seat, course));
}

export function changeCartLine(key: string, item: CartMenuItem, choice: LineChoice): void {
  const old = posCart.value.find((line) => line.key === key);
  posCart.value = changeLine(posCart.value, key, placeLine(createLine(item, choice), old?.seat ?? null, old?.course ?? null));
}

export function moveCartLine(key: string, seat: number | null, course: string | null): void {
  posCart.value = moveLine(posCart.value, key, seat, course);
}

export function setPosTableService(setting: PosInitResponse['tableService'] | undefined): void {
  posTableService.value = setting ?? { seatNumbers: 'off', courses: [] };
}

export function setPosSeat(seat: number | null): void {
  posSeat.value = seat;
}

export function setPosCourse(course: string | null): void {
  posCourse.value = course;
}

export function increaseCartLine(key: string): void {
  posCart.value = increaseLine(posCart.value, key);
}

export function decreaseCartLine(key: string): void {
  posCart.value = decreaseLine(posCart.value, key);
}

export function removeCartLine(key: string): void {
  posCart.value = removeLine(posCart.value, key);
}

export function setCartLineNotes(key: string, notes: string): void {
  posCart.value = setLineNotes(posCart.value, key, notes);
}

/** Re-priced lines (e.g. after the menu changed) without touching anything else. */
export function replaceCartLines(lines: CartLine[]): void {
  posCart.value = lines;
}

export function setPosCustomer(customer: PosCustomer | null): void {
  posCustomer.value = customer;
}

export function setPosDeliveryType(deliveryType: DeliveryType | ''): void {
  posDeliveryType.value = deliveryType;
}

/** From the POS init; an init kept from before the service charge existed has none. */
export function setPosServiceCharge(setting: PosServiceCharge | undefined): void {
  posServiceCharge.value = setting ?? { percent: 0, taxPercent: null, minGuests: 0 };
}

export function setPosGuests(guests: number | null): void {
  posGuests.value = guests;
}

export function setPosTable(tableId: number | null): void {
  batch(() => {
    posTableId.value = tableId;
    // A table means the guests eat in: pick Dine-In for the cashier when nothing is chosen yet.
    if (tableId !== null && posDeliveryType.value === '') posDeliveryType.value = 'dinein';
  });
}

/** Spec 2.5 New (also after an order is sent): empty cart, walk-in customer, no dining option or table. */
export function resetPos(): void {
  batch(() => {
    posCart.value = [];
    posCustomer.value = null;
    posDeliveryType.value = '';
    posTableId.value = null;
    posGuests.value = null;
    posLoadedDraftId.value = null;
    posSeat.value = 1;
    posCourse.value = null;
  });
}

/** Spec 4: the receipt data of the last order, kept locally (`brigade__receipt`) for the print popups. */
export function storePosReceipt(receipt: PrintableReceipt): void {
  writeStored(STORAGE_KEYS.receipt, encodeReceipt(receipt));
}

// --- Drafts ---------------------------------------------------------------------------------------

function setDrafts(drafts: Draft[]): void {
  posDrafts.value = drafts;
  writeStored(STORAGE_KEYS.drafts, drafts.length === 0 ? null : drafts);
}

/**
 * Spec 4: stores the cart as a draft and empties the cart. False (nothing saved) when the cart is empty.
 * A cart loaded from a draft updates that draft instead of adding another.
 */
export function saveCartAsDraft(nameRef: string, options: { id: string; now: Date }): boolean {
  const cart = posCart.value;
  if (cart.length === 0) return false;
  const id = posLoadedDraftId.value ?? options.id;
  batch(() => {
    setDrafts(saveDraft(posDrafts.value, { id, nameRef, date: options.now.toISOString(), cart }));
    posCart.value = [];
    posLoadedDraftId.value = null;
  });
  return true;
}

/** Spec 4: loading a draft replaces the cart (with lines the caller re-priced against today's menu). */
export function loadDraftLines(draftId: string, lines: CartLine[]): void {
  batch(() => {
    posCart.value = lines;
    posLoadedDraftId.value = draftId;
  });
}

export function deletePosDraft(draftId: string): void {
  batch(() => {
    setDrafts(deleteDraft(posDrafts.value, draftId));
    if (posLoadedDraftId.value === draftId) posLoadedDraftId.value = null;
  });
}

export function clearPosDrafts(): void {
  batch(() => {
    setDrafts([]);
    posLoadedDraftId.value = null;
  });
}

// Another POS tab saved or removed drafts: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.drafts && event.key !== null) return;
    posDrafts.value = readDrafts();
  });
}
