// Spec 3 (POS init, cart line, create-order response, receipt data) and 7 Dashboard and POS.
// The server reprices every line from its own menu: prices sent by the client are read by nobody.
// The request and response schemas live here with zod; the rest of the POS contract is in ./posWire.ts, re-exported below.
import { z } from 'zod';
import { NOTES_MAX_LENGTH, QUANTITY_MAX } from '../domain/cart';
import { MODIFIER_MESSAGES } from '../domain/modifiers';
import { COURSE_NAME_MAX_LENGTH, SEAT_NUMBER_MODES } from '../domain/tableService';
import {
  CUSTOMER_GENDERS,
  CUSTOMER_TYPES,
  DELIVERY_TYPES,
  MAX_GUESTS,
  POS_MESSAGES,
  type CreateOrderResponse,
  type CustomerDto,
  type CustomerResponse,
  type PosInitResponse,
} from './posTypes';
import { categoryDto, menuItemDto } from './menu';
import { paymentTypeDto } from './paymentTypes';
import { modifierGroupsResponse } from './modifiers';
import { receiptOutputDto } from './printers';
import { storeTableDto } from './storeTables';
import { moneyAmount, optionalId, requiredId } from './validation';

export * from './posTypes';

const TABLE_SERVICE_LINE_MESSAGES = {
  seatInvalid: `A line's seat must be a whole number from 1 to ${MAX_GUESTS}!`,
  courseInvalid: `A line's course must be a name of at most ${COURSE_NAME_MAX_LENGTH} characters!`,
} as const;

/** One cart line on the wire: the item and the choices; the rest of the spec-3 line rides along unread. */
const cartLineBody = z.looseObject({
  id: requiredId(POS_MESSAGES.invalidItem),
  quantity: z
    .number({ error: POS_MESSAGES.invalidQuantity })
    .int(POS_MESSAGES.invalidQuantity)
    .min(1, POS_MESSAGES.invalidQuantity)
    .max(QUANTITY_MAX, POS_MESSAGES.invalidQuantity),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, POS_MESSAGES.notesTooLong)
    .nullish()
    .transform((value) => value || null),
  variant_id: optionalId(POS_MESSAGES.invalidVariant),
  addons_ids: z
    .array(requiredId(POS_MESSAGES.invalidAddon), { error: POS_MESSAGES.invalidAddon })
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  // Beyond spec 7, optional: the chosen modifiers' choice ids (the spec's client sends none).
  modifier_ids: z
    .array(requiredId(MODIFIER_MESSAGES.notAChoice), { error: MODIFIER_MESSAGES.notAChoice })
    .max(100, MODIFIER_MESSAGES.notAChoice)
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  // Beyond spec 7, optional: the guest's seat (the order's guests bound it, checked with the store's seat mode).
  seat: z
    .number({ error: TABLE_SERVICE_LINE_MESSAGES.seatInvalid })
    .int(TABLE_SERVICE_LINE_MESSAGES.seatInvalid)
    .min(1, TABLE_SERVICE_LINE_MESSAGES.seatInvalid)
    .max(MAX_GUESTS, TABLE_SERVICE_LINE_MESSAGES.seatInvalid)
    .nullish()
    .transform((value) => value ?? null),
  // Beyond spec 7, optional: the course the line is served in (one of the store's courses).
  course: z
    .string({ error: TABLE_SERVICE_LINE_MESSAGES.courseInvalid })
    .trim()
    .max(COURSE_NAME_MAX_LENGTH, TABLE_SERVICE_LINE_MESSAGES.courseInvalid)
    .nullish()
    .transform((value) => value || null),
});
export type CartLineBody = z.output<typeof cartLineBody>;

/** The spec passes the customer object as customerId; a bare phone or id is accepted too. */
const customerRef = z
  .union([z.looseObject({ phone: z.string().optional(), id: z.union([z.number(), z.string()]).optional() }), z.string(), z.number()])
  .nullish()
  .transform((value): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'object') return value.phone?.trim() || (value.id === undefined ? null : String(value.id));
    return String(value).trim() || null;
  });

export const createOrderBody = z.object({
  cart: z.array(cartLineBody, { error: POS_MESSAGES.cartEmpty }).min(1, POS_MESSAGES.cartEmpty).max(200, 'Too many lines in one order!'),
  deliveryType: z
    .union([z.enum(DELIVERY_TYPES), z.literal('')], { error: 'Please select a valid dining option!' })
    .nullish()
    .transform((value) => value || null),
  customerType: z
    .enum(CUSTOMER_TYPES)
    .nullish()
    .transform((value) => value ?? 'WALKIN'),
  customerId: customerRef,
  tableId: optionalId(POS_MESSAGES.tableNotFound),
  // Beyond spec 7, optional: how many guests a dine-in order is for (a store's service charge may start at a party size).
  guests: z
    .number({ error: POS_MESSAGES.invalidGuests })
    .int(POS_MESSAGES.invalidGuests)
    .min(1, POS_MESSAGES.invalidGuests)
    .max(MAX_GUESTS, POS_MESSAGES.invalidGuests)
    .nullish()
    .transform((value) => value ?? null),
  // Beyond spec 7, optional: the totals the cashier saw. When sent, the server refuses (409) an
  // order its own menu prices differently instead of repricing it silently, e.g. one queued offline. A
  // field of its own, so a client that sends spec 7's body (or stray totals) is priced by the server as before.
  expectedTotals: z
    .object(
      {
        netTotal: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Net total'),
        taxTotal: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Tax total'),
        total: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Total'),
      },
      { error: POS_MESSAGES.totalsChanged },
    )
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateOrderBody = z.output<typeof createOrderBody>;

export const createOrderAndInvoiceBody = createOrderBody.extend({
  netTotal: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Net total'),
  taxTotal: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Tax total'),
  total: moneyAmount(POS_MESSAGES.totalsChanged, 'error', 'Total'),
  /** Spec 7 sends none: the store's default payment type is used then (the POS itself always asks). */
  paymentTypeId: optionalId(POS_MESSAGES.paymentTypeRequired),
});
export type CreateOrderAndInvoiceBody = z.output<typeof createOrderAndInvoiceBody>;

// --- Responses. The types stay in ./posWire.ts, which the POS bundle reads without zod; each
// schema is typed against its interface, so the two cannot drift apart.

export const createOrderResponse: z.ZodType<CreateOrderResponse> = z.object({
  message: z.string(),
  tokenNo: z.number().int(),
  orderId: z.number().int(),
});

const flag = z.union([z.literal(0), z.literal(1)]);

/** Spec 3: the POS init's print settings as the receipt reads them, flags 1 when on. */
const posPrintSettingsResponse = z.object({
  page_format: z.union([z.literal(80), z.literal(57)]),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  show_notes: flag,
  is_enable_print: flag,
  show_store_details: flag,
  show_customer_details: flag,
  print_token: flag,
});

/** Spec 3: the receipt's store settings (store_name, address, phone, email, image), the currency and the time zone. */
const posStoreSettingsResponse = z.object({
  store_name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  currency: z.string(),
  time_zone: z.string(),
});

export const posInitResponse: z.ZodType<PosInitResponse> = z.object({
  categories: z.array(categoryDto),
  menuItems: z.array(menuItemDto),
  paymentTypes: z.array(paymentTypeDto),
  printSettings: posPrintSettingsResponse,
  storeSettings: posStoreSettingsResponse,
  storeTables: z.array(storeTableDto),
  serviceCharge: z.object({ percent: z.number(), taxPercent: z.number().nullable(), minGuests: z.number().int() }),
  tableService: z.object({ seatNumbers: z.enum(SEAT_NUMBER_MODES), courses: z.array(z.string()) }),
  modifierGroups: modifierGroupsResponse.shape.modifierGroups,
  itemModifierGroups: modifierGroupsResponse.shape.itemGroups,
  receiptOutput: receiptOutputDto,
});

export const customerDto: z.ZodType<CustomerDto> = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  gender: z.enum(CUSTOMER_GENDERS).nullable(),
  birth_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const customerResponse: z.ZodType<CustomerResponse> = z.object({ customer: customerDto });
