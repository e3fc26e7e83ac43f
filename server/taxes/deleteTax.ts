// Spec 2.13, 7 Settings: DELETE /settings/taxes/{id}. A tax still used by menu items is refused
// (409): dropping it silently would change those items' prices. Change their tax first.
import { TAX_MESSAGES } from '../../shared/contract/taxes';
import { deleteTaxRow } from '../db/repositories/taxes.repository';
import { countMenuItemsWithTax } from '../db/repositories/menu.repository';
import { conflict, notFound } from '../errors';
import { type ServiceContext, inTransaction } from '../infrastructure/context';

export async function deleteTax(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const usedBy = await countMenuItemsWithTax(trx, id);
    if (usedBy > 0) throw conflict(TAX_MESSAGES.taxInUse(usedBy));
    if (!(await deleteTaxRow(trx, id))) throw notFound(TAX_MESSAGES.taxNotFound);
  });
}
