// GET /stock: what is out or counted, for the tills' and the kitchen's greying and warnings.
import { listStockRows, type StockRow } from '../db/repositories/stock.repository';
import type { ServiceContext } from '../infrastructure/context';

export function listStock(ctx: ServiceContext): Promise<StockRow[]> {
  return listStockRows(ctx.db);
}
