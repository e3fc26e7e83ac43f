// Spec 2.13, 7 Settings: GET /settings/taxes.
import { listTaxRows } from '../db/repositories/taxes.repository';
import type { TaxRow } from '../db/schema';
import type { ServiceContext } from '../infrastructure/context';

export function listTaxes(ctx: ServiceContext): Promise<TaxRow[]> {
  return listTaxRows(ctx.db);
}
