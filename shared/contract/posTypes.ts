// Spec 3 and 7 Dashboard and POS: the POS contract without its request schemas: dining options, messages,
// wire shapes and the receipt data. No zod here: the POS terminal reads these on its first screen,
// while the request schemas in ./pos.ts (which re-exports all of this) load only when an order is sent.
import { CART_EMPTY_MESSAGE, NOTES_MAX_LENGTH, QUANTITY_MAX } from '../domain/cart';
import type { DeliveryType } from '../domain/orders';
import type { SeatNumberMode } from '../domain/tableService';
import type { ReceiptData } from '../domain/receipt/receipt';
import type { ReceiptOutput } from '../domain/printers';
import type { CategoryDto, MenuItemDto } from './menu';
import type { ModifierGroupDto } from './modifiers';
import type { PaymentTypeDto } from './paymentTypes';
import type { StoreTableDto } from './storeTables';

// The dining options and customer types are defined once in the domain (the database schema uses them too).
export { CUSTOMER_TYPES, DELIVERY_TYPES } from '../domain/orders';
export type { CustomerType, DeliveryType } from '../domain/orders';
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = { dinein: 'Dine-In', delivery: 'Delivery', takeaway: 'Take Away' };

/** The most guests one dine-in order is for. */
export const MAX_GUESTS = 99;

export const POS_MESSAGES = {
  cartEmpty: CART_EMPTY_MESSAGE,
  phoneRequired: 'Please provide phone number to search!',
  invalidItem: 'One of the items is no longer on the menu. Please refresh the menu!',
  invalidVariant: 'A chosen variant does not belong to its item. Please choose again!',
  invalidAddon: 'A chosen addon does not belong to its item. Please choose again!',
  invalidQuantity: `Quantity must be a whole number from 1 to ${QUANTITY_MAX}!`,
  notesTooLong: `Notes can be at most ${NOTES_MAX_LENGTH} characters!`,
  tableNotFound: 'Selected table was not found!',
  invalidGuests: `Guests must be a whole number from 1 to ${MAX_GUESTS}!`,
  customerNotFound: 'Selected customer was not found!',
  paymentTypeRequired: 'Please select a payment type!',
  totalsChanged: 'Prices have changed since the cart was filled. Please review the totals and try again!',
  orderCreated: 'Order sent for processing!',
  orderCreatedAndPaid: 'Payment collected and order sent for processing!',
  paymentTypeUnavailable: 'Selected payment type is not available! Please choose another.',
  orderTooLarge: 'This order is too large to be processed!',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 characters!',
  idempotencyKeyReused: 'This request was already sent with different content!',
} as const;

export interface CreateOrderResponse {
  message: string;
  tokenNo: number;
  orderId: number;
}

/**
 * Spec 3: the POS init's print and store settings in the names (and 0/1 flags) the receipt data reads, so a client
 * stores them in its receipt as they come ("page_format, show_notes and so on"; store_name, address, …).
 */
export interface PosInitResponse {
  categories: CategoryDto[];
  menuItems: MenuItemDto[];
  paymentTypes: PaymentTypeDto[];
  printSettings: ReceiptData['printSettings'];
  storeSettings: PosStoreSettings;
  storeTables: StoreTableDto[];
  /** The store's service charge (beyond spec 3): the POS prices a cart as the server will. */
  serviceCharge: PosServiceCharge;
  /** Beyond spec 3: seat numbers per line (off, optional, required) and the store's courses in serving order. */
  tableService: { seatNumbers: SeatNumberMode; courses: string[] };
  /** Beyond spec 3: the modifier groups (with their choices) and which each item offers, in its order. */
  modifierGroups: ModifierGroupDto[];
  itemModifierGroups: { itemId: number; groupIds: number[] }[];
  /** Beyond spec 3: where a paid receipt prints (the popup, the receipt printer, or both). Absent from a menu a till kept from an older server. */
  receiptOutput?: { receipt: ReceiptOutput; preBill: ReceiptOutput };
}

/** Dine-in orders get `percent` (0: none), taxed at `taxPercent` (null: untaxed), from `minGuests` guests (0: any). */
export interface PosServiceCharge {
  percent: number;
  taxPercent: number | null;
  minGuests: number;
}

/** The receipt's store settings plus the currency and the store's IANA time zone. */
type PosStoreSettings = ReceiptData['storeSettings'] & { currency: string; time_zone: string };

// --- Idempotency (create-order and create-order-and-invoice) ------------------------------------

/** One key per cart submission, reused on every retry of it; the server answers a replay with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

// --- Customer lookup (GET /customers/{phone-or-id}, the POS customer search) ---------------------

export const CUSTOMER_GENDERS = ['female', 'male', 'other'] as const;
export type CustomerGender = (typeof CUSTOMER_GENDERS)[number];

/** Spec 3 customer: phone is the key; birth_date is `YYYY-MM-DD`. */
export interface CustomerDto {
  id: number;
  phone: string;
  name: string;
  email: string | null;
  gender: CustomerGender | null;
  birth_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerResponse {
  customer: CustomerDto;
}

export const CUSTOMER_LOOKUP_MESSAGES = {
  notFound: 'Customer not found!',
} as const;
