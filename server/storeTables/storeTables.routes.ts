// Spec 2.13 (Tables), 7 Settings: store tables. Declared in shared/contract/endpoints/storeTables.ts.
import { storeTablesEndpoints } from '../../shared/contract/endpoints/storeTables';
import { STORE_TABLE_MESSAGES } from '../../shared/contract/storeTables';
import { presentStoreTable } from '../settings/settings.presenter';
import { addStoreTable } from './addStoreTable';
import { deleteStoreTable } from './deleteStoreTable';
import { listStoreTables } from './listStoreTables';
import { updateStoreTable } from './updateStoreTable';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';

export const storeTablesRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(storeTablesEndpoints.list, async () => ({ storeTables: (await listStoreTables(ctx)).map(presentStoreTable) }));

  mount(storeTablesEndpoints.add, async ({ body }) => {
    const id = await addStoreTable(ctx, body);
    return { message: STORE_TABLE_MESSAGES.tableAdded, id };
  });

  mount(storeTablesEndpoints.delete, async ({ params }) => {
    await deleteStoreTable(ctx, params.id);
    return { message: STORE_TABLE_MESSAGES.tableDeleted };
  });

  mount(storeTablesEndpoints.update, async ({ params, body }) => {
    await updateStoreTable(ctx, params.id, body);
    return { message: STORE_TABLE_MESSAGES.tableUpdated };
  });
};
