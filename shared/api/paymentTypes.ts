// Spec 7 Settings → Payment Types. Callers pass the output of the shared request schemas (run through `validate()`
// first), so a rounding step arrives here in integer minor units and leaves as the API's decimal.
import type { CreatedResponse } from '../contract/answers';
import type { PaymentTypesResponse } from '../contract/paymentTypes';
import type { MessageResponse } from '../contract/session';
import { callEndpoint } from './endpoints';
import { type MinorUnits, toDecimalAmount } from '../domain/money/money';

export interface PaymentTypeInput {
  title: string;
  isActive: boolean;
  /** Minor units; null or absent keeps the type's step (a new type: exact). */
  roundingStep?: MinorUnits | null;
  /** Its payments are cash, counted in the drawer; absent keeps the type's. */
  isCash?: boolean;
}

/** The body as the API reads it: the rounding step as a decimal amount (0.05). */
function paymentTypeWireBody({ roundingStep, ...fields }: PaymentTypeInput) {
  return roundingStep === undefined || roundingStep === null ? fields : { ...fields, roundingStep: toDecimalAmount(roundingStep) };
}

export function listPaymentTypes(): Promise<PaymentTypesResponse> {
  return callEndpoint('GET /settings/payment-types', {});
}

export function addPaymentType(body: PaymentTypeInput): Promise<CreatedResponse> {
  return callEndpoint('POST /settings/payment-types/add', { body: paymentTypeWireBody(body) });
}

export function updatePaymentType(paymentTypeId: number, body: PaymentTypeInput): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/update', { params: { id: paymentTypeId }, body: paymentTypeWireBody(body) });
}

/** Spec 4: the active switch calls the API at once. */
export function togglePaymentType(paymentTypeId: number, isActive: boolean): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/toggle', { params: { id: paymentTypeId }, body: { isActive } });
}

export function makePaymentTypeDefault(paymentTypeId: number): Promise<MessageResponse> {
  return callEndpoint('POST /settings/payment-types/:id/default', { params: { id: paymentTypeId } });
}

export function deletePaymentType(paymentTypeId: number): Promise<MessageResponse> {
  return callEndpoint('DELETE /settings/payment-types/:id', { params: { id: paymentTypeId } });
}
