// Spec 7 Dashboard and POS: init data and the two order calls. Cart lines go out as the spec-3 wire lines
// (money as decimals); the server reprices them and answers with the token and order id.
// Order calls carry an Idempotency-Key: one key per cart submission, sent again on every retry (the
// client's own refresh-and-retry included), so a lost answer never becomes a second order.
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderResponse,
  type CustomerType,
  type DeliveryType,
  type PosInitResponse,
} from '../contract/posTypes';
import type { MenuItemDto } from '../contract/menu';
import type { PrintSettingsResponse, StoreSettingsResponse } from '../contract/settings';
import type { CartLine } from '../domain/cart';
import { decodeDecimalAmount, toDecimalAmount, type MinorUnits } from '../domain/money/money';
import type { ModifierGroup } from '../domain/modifiers';
import type { ModifierGroupDto } from '../contract/modifiers';
import { printSettingsOfColumns, storeSettingsOfColumns } from '../domain/receipt/receipt';
import type { CallOptions } from './client';
import { callEndpoint, type EndpointRequest } from './endpoints';

/**
 * A spec-3 cart line as the server reads it: the item id and the choices (the rest rides along). A type, not an
 * interface, so it fits the declared body's open line (an object with any other fields).
 */
type WireCartLine = {
  id: number;
  title: string;
  /** Unit price (variant or item price plus addons), a decimal. */
  price: number;
  quantity: number;
  notes: string | null;
  variant_id: number | null;
  variant: string | null;
  addons_ids: number[];
  addons: string[];
  /** The chosen modifiers' choice ids (sent only when there are some: the spec's line has none). */
  modifier_ids?: number[];
  /** The guest's seat and the course (sent only when set). */
  seat?: number;
  course?: string;
  tax_rate: number | null;
  tax_type: string | null;
  tax_title: string | null;
};

/** Only what the order needs from the customer found by phone (a type: it fits the body's open customer object). */
type OrderCustomer = {
  id?: number | string;
  phone: string;
  name: string;
};

export interface CreateOrderInput {
  cart: readonly CartLine[];
  deliveryType: DeliveryType | '';
  customerType: CustomerType;
  customer: OrderCustomer | null;
  tableId: number | null;
  /** How many guests a dine-in order is for (null: not given; a service charge may start at a party size). */
  guests?: number | null;
  /** The totals the cashier saw (minor units): the server refuses the order (409) if its prices give others. */
  expectedTotals?: { netTotal: MinorUnits; taxTotal: MinorUnits; total: MinorUnits };
}

export interface CreateOrderAndInvoiceInput extends CreateOrderInput {
  /** Totals in minor units, from the shared totals engine. */
  netTotal: MinorUnits;
  taxTotal: MinorUnits;
  total: MinorUnits;
  paymentTypeId: number;
}

/** A cart line as the server reads it (create-order, and a round added to a sent order). */
export function toWireLine(line: CartLine): WireCartLine {
  return {
    id: line.item.id,
    title: line.item.title,
    price: toDecimalAmount(line.unitPrice),
    quantity: line.quantity,
    notes: line.notes,
    variant_id: line.variantId,
    variant: line.variantTitle,
    addons_ids: [...line.addonIds],
    addons: [...line.addonTitles],
    ...(line.modifierIds && line.modifierIds.length > 0 ? { modifier_ids: [...line.modifierIds] } : {}),
    ...(line.seat ? { seat: line.seat } : {}),
    ...(line.course ? { course: line.course } : {}),
    tax_rate: line.item.tax_rate,
    tax_type: line.item.tax_type,
    tax_title: line.item.tax_title,
  };
}

/** The create-order body of spec 7 (customerId carries the customer object). */
export function createOrderWireBody(input: CreateOrderInput) {
  return {
    cart: input.cart.map(toWireLine),
    deliveryType: input.deliveryType,
    customerType: input.customerType,
    customerId: input.customer,
    tableId: input.tableId,
    ...(input.guests ? { guests: input.guests } : {}),
    ...(input.expectedTotals
      ? {
          expectedTotals: {
            netTotal: toDecimalAmount(input.expectedTotals.netTotal),
            taxTotal: toDecimalAmount(input.expectedTotals.taxTotal),
            total: toDecimalAmount(input.expectedTotals.total),
          },
        }
      : {}),
  };
}

export function createOrderAndInvoiceWireBody(input: CreateOrderAndInvoiceInput) {
  return {
    ...createOrderWireBody(input),
    netTotal: toDecimalAmount(input.netTotal),
    taxTotal: toDecimalAmount(input.taxTotal),
    total: toDecimalAmount(input.total),
    paymentTypeId: input.paymentTypeId,
  };
}

/**
 * A fresh key. `crypto.randomUUID` exists only in secure contexts, and a POS tablet often opens the
 * server by its LAN address over plain http: fall back to a v4 UUID from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Insecure context: fall through.
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The options of an order call on the page's one client: the key rides on the call and on the client's own
 * retry after a refresh, so both carry the same value.
 */
export function withIdempotencyKey(idempotencyKey: string, extra: Omit<CallOptions, 'headers'> = {}): CallOptions {
  return { ...extra, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

/** What the order calls may add; `timeoutMs` turns a network that never answers into "unreachable". */
export interface OrderCallOptions {
  timeoutMs?: number;
}

/** An order call without an answer after this long counts as "no answer": it is kept and sent again with its key. */
export const ORDER_CALL_TIMEOUT_MS = 10_000;

type Priced<T extends { price: number }> = Omit<T, 'price'> & { price: MinorUnits };

/** A menu item as the POS holds it: every price in minor units, decoded once here. The tax rate stays a percent. */
export interface PosMenuItem extends Omit<Priced<MenuItemDto>, 'net_price' | 'variants' | 'addons'> {
  net_price: MinorUnits | null;
  variants: Priced<MenuItemDto['variants'][number]>[];
  addons: Priced<MenuItemDto['addons'][number]>[];
  /** The item's modifier groups in its order, and the groups their choices open (the cart's CartMenuItem). */
  modifierGroups: ModifierGroup[];
  childModifierGroups: ModifierGroup[];
}

/** GET /pos/init as the POS holds it: the menu in minor units, the print and store settings in the entities' one casing. */
export interface PosInit extends Omit<PosInitResponse, 'menuItems' | 'printSettings' | 'storeSettings' | 'receiptOutput'> {
  menuItems: PosMenuItem[];
  receiptOutput: NonNullable<PosInitResponse['receiptOutput']>;
  printSettings: PrintSettingsResponse;
  storeSettings: StoreSettingsResponse;
}

const priced = <T extends { price: number }>(option: T): Priced<T> => ({ ...option, price: decodeDecimalAmount(option.price) });

/** @internal Exported for tests: the e2e page model decodes the answers it reads with it. */
export function decodePosInit({ menuItems, printSettings: print, storeSettings: store, receiptOutput, ...init }: PosInitResponse): PosInit {
  const groupsById = new Map(init.modifierGroups.map((group) => [group.id, decodeModifierGroup(group)]));
  const groupIdsOfItem = new Map(init.itemModifierGroups.map((entry) => [entry.itemId, entry.groupIds]));
  const groupsOfItem = (itemId: number) => {
    const groups = (groupIdsOfItem.get(itemId) ?? []).flatMap((id) => groupsById.get(id) ?? []);
    const childIds = new Set(
      groups.flatMap((group) => group.choices.flatMap((choice) => (choice.childGroupId === null ? [] : [choice.childGroupId]))),
    );
    return { modifierGroups: groups, childModifierGroups: [...childIds].flatMap((id) => groupsById.get(id) ?? []) };
  };
  return {
    ...init,
    // One copy of each item, its amounts replaced (a rest and two spreads each took twice as long: 5,000 items on a
    // cheap tablet).
    menuItems: menuItems.map((item) => ({
      ...item,
      price: decodeDecimalAmount(item.price),
      net_price: item.net_price === null ? null : decodeDecimalAmount(item.net_price),
      variants: item.variants.map(priced),
      addons: item.addons.map(priced),
      ...groupsOfItem(item.id),
    })),
    printSettings: printSettingsOfColumns(print),
    storeSettings: storeSettingsOfColumns(store),
    // A menu kept from an older server: receipts in the popup, as that server printed them.
    receiptOutput: receiptOutput ?? { receipt: 'popup', preBill: 'popup' },
  };
}

function decodeModifierGroup(group: ModifierGroupDto): ModifierGroup {
  return {
    id: group.id,
    name: group.name,
    isRequired: group.is_required,
    minChoices: group.min_choices,
    maxChoices: group.max_choices,
    freeChoices: group.free_choices,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name,
      kind: choice.kind,
      priceChange: decodeDecimalAmount(choice.price_change),
      isDefault: choice.is_default,
      childGroupId: choice.child_group_id,
    })),
  };
}

export async function getPosInit(): Promise<PosInit> {
  return decodePosInit(await callEndpoint('GET /pos/init', {}));
}

export type OrderCall = 'create-order' | 'create-order-and-invoice';

/**
 * Sends an order body exactly as it was first built (the POS outbox keeps the wire body, so every retry of one
 * submission carries the same body and key, and the server's idempotency check answers it once).
 */
export function postOrder(
  call: OrderCall,
  body: object,
  idempotencyKey: string,
  options: OrderCallOptions = {},
): Promise<CreateOrderResponse> {
  // The kept body was built by createOrderWireBody or createOrderAndInvoiceWireBody for this call (typed there);
  // IndexedDB hands it back untyped, and the server checks it again anyway.
  const request = { body } as EndpointRequest<`POST /pos/${OrderCall}`>;
  return callEndpoint(`POST /pos/${call}`, request, withIdempotencyKey(idempotencyKey, options));
}
