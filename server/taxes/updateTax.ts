// Spec 2.13, 7 Settings: POST /settings/taxes/{id}/update. Menu items read the tax by reference, so
// their prices follow the new rate at once (orders keep their own snapshot).
import { type TaxBody, TAX_MESSAGES } from '../../shared/contract/taxes';
import { updateTaxRow } from '../db/repositories/taxes.repository';
import { notFound } from '../errors';
import { type ServiceContext, isoNow } from '../infrastructure/context';
import { required } from '../infrastructure/required';

export async function updateTax(ctx: ServiceContext, id: number, body: TaxBody): Promise<void> {
  const values = {
    title: body.title,
    rate_bp: required(body.rate, 'Invalid value provided in Tax Rate!'),
    type: body.type,
    updated_at: isoNow(ctx),
  };
  if (!(await updateTaxRow(ctx.db, id, values))) throw notFound(TAX_MESSAGES.taxNotFound);
}
