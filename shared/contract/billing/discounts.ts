// Discounts and tips: the wire shapes of giving and removing a discount (with a manager override), the
// Settings list of reasons and the store's limit, the tip paid with a check, and the bill summary the Pay & Complete
// dialog reads. Percentages travel as decimal percents (12.5), amounts as decimals; the server reads both as
// integers (basis points, minor units) and computes every figure itself.
import { z } from 'zod';
import { DISCOUNT_MESSAGES, SERVICE_CHARGE_MESSAGES } from '../../domain/bill/billMessages';
import { parseHundredths } from '../../domain/money/money';
import { DISCOUNT_KINDS, discountRule } from './discountRule';
import { billDto } from './splits';
import { orderDto } from '../orders';
import { MAX_STORED_INTEGER, optionalId, requiredText } from '../validation';
import { LINE_TOTALS_FIELDS } from './billFigures';

const managerOverride = z.object({
  username: z.string({ error: DISCOUNT_MESSAGES.overrideRefused }).trim().min(1, DISCOUNT_MESSAGES.overrideRefused).max(100),
  password: z.string({ error: DISCOUNT_MESSAGES.overrideRefused }).min(1, DISCOUNT_MESSAGES.overrideRefused).max(200),
});

export const giveDiscountBody = z.object({
  orderId: z
    .number({ error: 'Order not found! Please refresh the list.' })
    .int()
    .positive()
    .max(MAX_STORED_INTEGER, 'Order not found! Please refresh the list.'),
  /** Absent or null: the whole order. */
  orderItemId: optionalId(DISCOUNT_MESSAGES.lineNotOnOrder),
  discount: discountRule({ kind: DISCOUNT_MESSAGES.kindInvalid, value: DISCOUNT_MESSAGES.valueInvalid }),
  reasonId: optionalId(DISCOUNT_MESSAGES.reasonRequired).refine((id) => id !== null, DISCOUNT_MESSAGES.reasonRequired),
  /** A manager's credentials, when the discount is above the store's limit and the cashier may not approve it. */
  override: managerOverride.optional(),
});
export type GiveDiscountBody = z.output<typeof giveDiscountBody>;

export const removeDiscountBody = z.object({
  orderId: z
    .number({ error: 'Order not found! Please refresh the list.' })
    .int()
    .positive()
    .max(MAX_STORED_INTEGER, 'Order not found! Please refresh the list.'),
  orderItemId: optionalId(DISCOUNT_MESSAGES.lineNotOnOrder),
});

/** A manager takes the service charge off an open order, with a reason (the cashier types the manager's credentials). */
export const removeServiceChargeBody = z.object({
  orderId: z
    .number({ error: 'Order not found! Please refresh the list.' })
    .int()
    .positive()
    .max(MAX_STORED_INTEGER, 'Order not found! Please refresh the list.'),
  reason: requiredText(SERVICE_CHARGE_MESSAGES.reasonRequired, 200),
  override: managerOverride.optional(),
});
export type RemoveServiceChargeBody = z.output<typeof removeServiceChargeBody>;

export const discountAnswer = z.object({ message: z.string(), orderIds: z.array(z.number().int()) });

// --- Settings: reasons and the limit ---------------------------------------------------------------------------

const discountReasonDto = z.object({ id: z.number().int(), title: z.string(), is_active: z.boolean() });
export type DiscountReasonDto = z.infer<typeof discountReasonDto>;

export const billingSettingsResponse = z.object({
  /** A discount above this percent of what it applies to needs a manager (decimal percent). */
  discountLimitPercent: z.number(),
  reasons: z.array(discountReasonDto),
  /** Dine-in orders get this percent (0: none), taxed at serviceChargeTaxPercent (null: untaxed), from serviceChargeMinGuests guests (0: any). */
  serviceChargePercent: z.number(),
  serviceChargeTaxPercent: z.number().nullable(),
  serviceChargeMinGuests: z.number().int(),
});
export type BillingSettingsResponse = z.infer<typeof billingSettingsResponse>;

export const billingSettingsBody = z.object({
  discountLimitPercent: z.unknown().transform((value, ctx) => {
    const hundredths = parseHundredths(value);
    if (hundredths === undefined || hundredths < 0 || hundredths > 10_000) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGES.limitInvalid });
      return z.NEVER;
    }
    return hundredths;
  }),
  // Optional: a page that saves the discount limit alone leaves the service charge as it is.
  serviceChargePercent: percentField(SERVICE_CHARGE_MESSAGES.rateInvalid).optional(),
  // Null: the charge is not taxed.
  serviceChargeTaxPercent: percentField(SERVICE_CHARGE_MESSAGES.taxRateInvalid, true).optional(),
  serviceChargeMinGuests: z
    .number({ error: SERVICE_CHARGE_MESSAGES.minGuestsInvalid })
    .int(SERVICE_CHARGE_MESSAGES.minGuestsInvalid)
    .min(0, SERVICE_CHARGE_MESSAGES.minGuestsInvalid)
    .max(99, SERVICE_CHARGE_MESSAGES.minGuestsInvalid)
    .optional(),
});

/** A percent from 0 to 100 (a decimal or its text) → basis points; null stays null when `isNullable`. */
function percentField(message: string, isNullable = false) {
  return z.unknown().transform((value, ctx): number | null => {
    if (value === null && isNullable) return null;
    const hundredths = value === null ? undefined : parseHundredths(value);
    if (hundredths === undefined || hundredths < 0 || hundredths > 10_000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return hundredths;
  });
}

export const discountReasonBody = z.object({
  title: requiredText(DISCOUNT_MESSAGES.reasonTitleRequired, 100),
  isActive: z.boolean().optional().default(true),
});

// --- The bill summary of Pay & Complete ------------------------------------------------------------------------

const billLineDto = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  item_title: z.string(),
  variant_title: z.string().nullable(),
  quantity: z.number().int(),
  /** Price × quantity before any discount. */
  amount: z.number(),
  /** What comes off it: its own discount plus its share of the order's. */
  discount: z.number(),
  ...LINE_TOTALS_FIELDS,
});

const discountDto = z.object({
  order_id: z.number().int(),
  order_item_id: z.number().int().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Decimal percent or decimal amount, as given. */
  value: z.number(),
  reason: z.string(),
  created_by_name: z.string(),
  approved_by_name: z.string().nullable(),
});

export const billSummaryResponse = z.object({
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  /** What the discounts took off price × quantity. */
  discountTotal: z.number(),
  /** The orders' service charge, already in total. */
  serviceChargeTotal: z.number(),
  lines: z.array(billLineDto),
  discounts: z.array(discountDto),
  orders: z.array(orderDto),
  /** Active reasons the cashier may choose, and the store's limit (decimal percent). */
  reasons: z.array(discountReasonDto),
  discountLimitPercent: z.number(),
  /** A split of these orders not settled yet (its paid checks, the ones left), or null. */
  bill: billDto.nullable(),
});
export type BillSummaryResponse = z.infer<typeof billSummaryResponse>;
