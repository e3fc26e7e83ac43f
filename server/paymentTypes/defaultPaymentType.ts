// The store's default payment type: spec 7's create-order-and-invoice and complete-and-pay-order bodies name
// none, so an order paid without a paymentTypeId is recorded with it. The POS and Orders screen always ask.
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { findPaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { findDefaultPaymentType, updateStoreSettingsRow } from '../db/repositories/settings.repository';
import type { Db } from '../db/client';
import type { PaymentTypeRow } from '../db/schema';
import { notFound, validationFailed } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

/** The type an order is paid with: the one sent (any, checked by the caller), else the store's default (undefined: none active). */
export function paymentTypeOfOrder(db: Db, paymentTypeId: number | null): Promise<PaymentTypeRow | undefined> {
  return paymentTypeId === null ? findDefaultPaymentType(db) : findPaymentTypeRow(db, paymentTypeId);
}

export async function getDefaultPaymentTypeId(ctx: ServiceContext): Promise<number | null> {
  return (await findDefaultPaymentType(ctx.db))?.id ?? null;
}

/** POST /settings/payment-types/{id}/default: an existing, active type (an inactive one is never offered). */
export async function makePaymentTypeDefault(ctx: ServiceContext, id: number): Promise<void> {
  const paymentType = await findPaymentTypeRow(ctx.db, id);
  if (!paymentType) throw notFound(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound);
  if (paymentType.is_active !== 1) throw validationFailed(PAYMENT_TYPE_MESSAGES.inactivePaymentTypeDefault);
  await updateStoreSettingsRow(ctx.db, { default_payment_type_id: id, updated_at: isoNow(ctx) });
}
