// Spec 2.13 (Tax Setup), 7 Settings: taxes. Rates travel in percent, are kept in basis points.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CreatedResponse,
  SETTINGS_MESSAGES,
  type TaxesResponse,
  taxAddBody,
  taxUpdateBody,
} from '../../../shared/contract/settings';
import { presentTax } from '../../presenters/settings.presenter';
import { addTax } from '../../services/addTax';
import { deleteTax } from '../../services/deleteTax';
import { listTaxes } from '../../services/listTaxes';
import { updateTax } from '../../services/updateTax';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };
const taxId = (id: string) => idParam(id, SETTINGS_MESSAGES.taxNotFound);

export const taxesRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/taxes', async () => ({ taxes: (await listTaxes(ctx)).map(presentTax) }) satisfies TaxesResponse);

  app.post('/settings/taxes/add', async (request) => {
    const id = await addTax(ctx, parseWith(taxAddBody, request.body));
    return { message: SETTINGS_MESSAGES.taxAdded, id } satisfies CreatedResponse;
  });

  app.delete<ById>('/settings/taxes/:id', async (request) => {
    await deleteTax(ctx, taxId(request.params.id));
    return { message: SETTINGS_MESSAGES.taxDeleted } satisfies MessageResponse;
  });

  app.post<ById>('/settings/taxes/:id/update', async (request) => {
    const body = parseWith(taxUpdateBody, request.body);
    await updateTax(ctx, taxId(request.params.id), body);
    return { message: SETTINGS_MESSAGES.taxUpdated } satisfies MessageResponse;
  });
};
