// Spec 2.13, 4 (the switch calls the API at once), 7 Settings: POST /settings/payment-types/{id}/toggle.
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { updatePaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';

export async function togglePaymentType(ctx: ServiceContext, id: number, isActive: boolean): Promise<void> {
  const values = { is_active: isActive ? 1 : 0, updated_at: isoNow(ctx) } as const;
  if (!(await updatePaymentTypeRow(ctx.db, id, values))) throw notFound(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound);
}
