// Spec 2.13, 7 Settings: POST /settings/taxes/add. The rate arrives in percent and is kept in basis points.
import type { TaxBody } from '../../shared/contract/taxes';
import { insertTax } from '../db/repositories/taxes.repository';
import { type ServiceContext, isoNow } from '../infrastructure/context';
import { required } from '../infrastructure/required';

export async function addTax(ctx: ServiceContext, body: TaxBody): Promise<number> {
  const now = isoNow(ctx);
  return insertTax(ctx.db, {
    title: body.title,
    rate_bp: required(body.rate, 'Invalid value provided in Tax Rate!'),
    type: body.type,
    created_at: now,
    updated_at: now,
  });
}
