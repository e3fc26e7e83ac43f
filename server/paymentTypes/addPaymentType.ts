// Spec 2.13, 7 Settings: POST /settings/payment-types/add.
import type { z } from 'zod';
import type { paymentTypeAddBody } from '../../shared/contract/paymentTypes';
import { insertPaymentType } from '../db/repositories/paymentTypes.repository';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function addPaymentType(ctx: ServiceContext, body: z.output<typeof paymentTypeAddBody>): Promise<number> {
  const now = isoNow(ctx);
  return insertPaymentType(ctx.db, {
    title: body.title,
    is_active: body.isActive ? 1 : 0,
    rounding_step: body.roundingStep ?? 0,
    is_cash: (body.isCash ?? body.title.toLowerCase() === 'cash') ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
}
