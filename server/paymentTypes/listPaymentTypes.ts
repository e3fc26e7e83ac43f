// Spec 2.13, 7 Settings: GET /settings/payment-types.
import { listPaymentTypeRows } from '../db/repositories/paymentTypes.repository';
import type { PaymentTypeRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listPaymentTypes(ctx: ServiceContext): Promise<PaymentTypeRow[]> {
  return listPaymentTypeRows(ctx.db);
}
