// GET /stock: what is out or counted, for the tills' and the kitchen's greying and warnings.
import { listStockCatalogue, listStockRows, type StockCatalogueRows, type StockRow } from '../db/repositories/stock.repository';
import type { ServiceContext } from '../infrastructure/context';

export function listStock(ctx: ServiceContext): Promise<StockRow[]> {
  return listStockRows(ctx.db);
}

/** GET /stock/catalogue: everything that can be 86'd, for the kitchen's panel. */
export function listStockCatalogueRows(ctx: ServiceContext): Promise<StockCatalogueRows> {
  return listStockCatalogue(ctx.db);
}
