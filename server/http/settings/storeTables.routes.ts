// Spec 2.13 (Tables), 7 Settings: store tables.
import type { MessageResponse } from '../../../shared/contract/session';
import {
  type CreatedResponse,
  SETTINGS_MESSAGES,
  type StoreTablesResponse,
  storeTableBody,
} from '../../../shared/contract/settings';
import { presentStoreTable } from '../../presenters/settings.presenter';
import { addStoreTable } from '../../services/addStoreTable';
import { deleteStoreTable } from '../../services/deleteStoreTable';
import { listStoreTables } from '../../services/listStoreTables';
import { updateStoreTable } from '../../services/updateStoreTable';
import { idParam } from '../params';
import { parseWith } from '../parse';
import type { ApiRoutesPlugin } from '../routeDeps';

type ById = { Params: { id: string } };
const tableId = (id: string) => idParam(id, SETTINGS_MESSAGES.tableNotFound);

export const storeTablesRoutes: ApiRoutesPlugin = async (app, { ctx }) => {
  app.get('/settings/store-tables', async () => {
    const storeTables = await listStoreTables(ctx);
    return { storeTables: storeTables.map(presentStoreTable) } satisfies StoreTablesResponse;
  });

  app.post('/settings/store-tables/add', async (request) => {
    const id = await addStoreTable(ctx, parseWith(storeTableBody, request.body));
    return { message: SETTINGS_MESSAGES.tableAdded, id } satisfies CreatedResponse;
  });

  app.delete<ById>('/settings/store-tables/:id', async (request) => {
    await deleteStoreTable(ctx, tableId(request.params.id));
    return { message: SETTINGS_MESSAGES.tableDeleted } satisfies MessageResponse;
  });

  app.post<ById>('/settings/store-tables/:id/update', async (request) => {
    const body = parseWith(storeTableBody, request.body);
    await updateStoreTable(ctx, tableId(request.params.id), body);
    return { message: SETTINGS_MESSAGES.tableUpdated } satisfies MessageResponse;
  });
};
