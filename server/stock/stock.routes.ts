// 86 and stock counts from the tills, the kitchen and the back office. Declared in shared/contract/endpoints/stock.ts.
import { stockEndpoints } from '../../shared/contract/endpoints/stock';
import { STOCK_MESSAGES } from '../../shared/contract/stock';
import { endpointMounter } from '../http/endpoint';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { listStock, listStockCatalogueRows } from './listStock';
import { readStockSettings, saveStockSettings } from './resetStockAtDayStart';
import { stockHistory } from './stockHistory';
import { setStock } from './setStock';
import { presentStock, presentStockCatalogue } from './stock.presenter';

export const stockRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(stockEndpoints.list, async () => ({ stock: (await listStock(ctx)).map(presentStock) }));

  mount(stockEndpoints.catalogue, async () => presentStockCatalogue(await listStockCatalogueRows(ctx)));

  mount(stockEndpoints.history, async ({ query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return stockHistory(ctx, query);
  });

  mount(stockEndpoints.settings, () => readStockSettings(ctx));

  mount(stockEndpoints.saveSettings, async ({ body }) => ({
    message: STOCK_MESSAGES.settingsSaved,
    ...(await saveStockSettings(ctx, body)),
  }));

  mount(stockEndpoints.setItem, async ({ params, session, body }) => {
    await setStock(ctx, session.user, 'item', params.itemId, body);
    return { message: STOCK_MESSAGES.stockUpdated };
  });

  mount(stockEndpoints.setChoice, async ({ params, session, body }) => {
    await setStock(ctx, session.user, 'choice', params.choiceId, body);
    return { message: STOCK_MESSAGES.stockUpdated };
  });
};
