// Spec 2.13, 7 Settings: DELETE /settings/payment-types/{id}. Nothing references payment types yet
// (invoices, a later issue, keep a title snapshot and a SET NULL link).
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { deletePaymentTypeRow } from '../db/repositories/paymentTypes.repository';
import { notFound } from '../errors';
import type { ServiceContext } from '../infrastructure/context';

export async function deletePaymentType(ctx: ServiceContext, id: number): Promise<void> {
  if (!(await deletePaymentTypeRow(ctx.db, id))) throw notFound(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound);
}
