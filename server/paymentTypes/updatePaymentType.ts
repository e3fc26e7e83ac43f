// Spec 2.13, 7 Settings: POST /settings/payment-types/{id}/update.
import type { z } from 'zod';
import { type paymentTypeUpdateBody, PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { updatePaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function updatePaymentType(ctx: ServiceContext, id: number, body: z.output<typeof paymentTypeUpdateBody>): Promise<void> {
  const values = {
    title: body.title,
    is_active: body.isActive ? 1 : 0,
    // Spec 7's body has no step: a client that does not send one keeps the type's.
    ...(body.roundingStep === null ? {} : { rounding_step: body.roundingStep }),
    ...(body.isCash === undefined ? {} : { is_cash: body.isCash ? 1 : 0 }),
    updated_at: isoNow(ctx),
  } as const;
  if (!(await updatePaymentTypeRow(ctx.db, id, values))) throw notFound(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound);
}
