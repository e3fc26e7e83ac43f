// GET /stock: what is out or counted, for the tills' and the kitchen's greying and warnings.
import { listStockCatalogue, listStockRows, type StockCatalogueRows, type StockRow } from '../db/repositories/stock.repository';
import type { ServiceContext } from '../infrastructure/context';
import { resetStockIfDue } from './resetStockAtDayStart';

// A station reading its stock past the day's cutoff sees the day's reset, whichever node's timer comes first.
export async function listStock(ctx: ServiceContext): Promise<StockRow[]> {
  await resetStockIfDue(ctx);
  return listStockRows(ctx.db);
}

/** GET /stock/catalogue: everything that can be 86'd, for the kitchen's panel. */
export async function listStockCatalogueRows(ctx: ServiceContext): Promise<StockCatalogueRows> {
  await resetStockIfDue(ctx);
  return listStockCatalogue(ctx.db);
}
