// Spec 2.13 (Tax Setup), 7 Settings: taxes. Rates travel in percent, are kept in basis points.
// Declared in shared/contract/endpoints/taxes.ts.
import { taxesEndpoints } from '../../shared/contract/endpoints/taxes';
import { TAX_MESSAGES } from '../../shared/contract/taxes';
import { presentTax } from '../settings/settings.presenter';
import { addTax } from './addTax';
import { deleteTax } from './deleteTax';
import { listTaxes } from './listTaxes';
import { updateTax } from './updateTax';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const taxesRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(taxesEndpoints.list, async () => ({ taxes: (await listTaxes(ctx)).map(presentTax) }));

  mount(taxesEndpoints.add, async ({ body }) => {
    const id = await addTax(ctx, body);
    return { message: TAX_MESSAGES.taxAdded, id };
  });

  mount(taxesEndpoints.delete, async ({ params }) => {
    await deleteTax(ctx, params.id);
    return { message: TAX_MESSAGES.taxDeleted };
  });

  mount(taxesEndpoints.update, async ({ params, body }) => {
    await updateTax(ctx, params.id, body);
    return { message: TAX_MESSAGES.taxUpdated };
  });
};
