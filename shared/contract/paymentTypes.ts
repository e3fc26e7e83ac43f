// Spec 3 (payment type), 5 and 7 (Settings → Payment Types): the payment type's bodies with the spec's messages,
// its wire shape, and the server's answers. Amounts travel as decimals.
import { z } from 'zod';
import { moneyAmount, optionalFlag, requiredText } from './validation';

/** What the payment types routes answer (spec 7: the response's message is shown as a toast). */
export const PAYMENT_TYPE_MESSAGES = {
  paymentTypeAdded: 'Payment type added successfully!',
  paymentTypeUpdated: 'Payment type updated successfully!',
  paymentTypeActivated: 'Payment type activated successfully!',
  paymentTypeDeactivated: 'Payment type deactivated successfully!',
  paymentTypeDeleted: 'Payment type deleted successfully!',
  paymentTypeNotFound: 'Payment type not found!',
  paymentTypeMadeDefault: 'Default payment type saved successfully!',
  inactivePaymentTypeDefault: 'Only an active payment type can be the default!',
} as const;

/** The largest cash rounding step: 1.00 (Brigade's own limit; steps in use run from 0.05 to 1.00). */
const MAX_ROUNDING_STEP = 100;
const ROUNDING_STEP_MESSAGE = 'Rounding step must be an amount from 0 to 1.00!';
/**
 * What a payment type's payments round to (decimal: 0.05 for cash in Switzerland; 0: exact). Not in spec 7's bodies:
 * absent keeps the type's step (a new type: exact).
 */
const roundingStep = moneyAmount(ROUNDING_STEP_MESSAGE, 'null').refine(
  (step) => step === null || step <= MAX_ROUNDING_STEP,
  ROUNDING_STEP_MESSAGE,
);

/**
 * Whether this type's payments are cash, counted in the drawer. Not in spec 7's bodies: absent on add, a type titled
 * "Cash" is cash (as the migration and the demo store mark it); absent on update keeps the type's.
 */
const isCash = z.boolean({ error: 'Invalid request!' }).optional();

export const paymentTypeAddBody = z.object({
  title: requiredText('Please provide Payment Type Title!', 100),
  isActive: optionalFlag,
  roundingStep,
  isCash,
});
export const paymentTypeUpdateBody = z.object({
  title: requiredText('Please provide title!', 100),
  isActive: optionalFlag,
  roundingStep,
  isCash,
});
export const paymentTypeToggleBody = z.object({
  isActive: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Invalid request!' }).transform((v) => v === true || v === 1),
});

export const paymentTypeDto = z.object({
  id: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
  /** Decimal: what this type's payments round to (0.05); 0 when exact. */
  rounding_step: z.number(),
});
export type PaymentTypeDto = z.infer<typeof paymentTypeDto>;

/** Settings › Payment Types lists each type with its cash switch (the POS reads the spec's fields only). */
const paymentTypeSettingsDto = paymentTypeDto.extend({ is_cash: z.boolean() });
export type PaymentTypeSettingsDto = z.infer<typeof paymentTypeSettingsDto>;

export const paymentTypesResponse = z.object({
  paymentTypes: z.array(paymentTypeSettingsDto),
  /** What an order paid without a payment type is recorded with: the chosen default while active, else the first active type. */
  defaultPaymentTypeId: z.number().int().nullable(),
});
export type PaymentTypesResponse = z.infer<typeof paymentTypesResponse>;
