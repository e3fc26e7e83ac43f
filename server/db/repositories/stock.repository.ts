// All SQL about 86 and stock counts on menu items and modifier choices: setting them, listing what is out or counted,
// and taking an order's units in the order's own write (one conditional UPDATE per counted row: the row's lock makes
// a second writer wait and then find it short).
import { type Db } from '../client';

export type StockKind = 'item' | 'choice';

/** What an order line takes of one counted item or choice. */
export interface StockEntry {
  kind: StockKind;
  id: number;
  quantity: number;
  /** For the refusal: the item's title or the choice's name. */
  name: string;
}

export interface StockValues {
  is_out: number;
  stock_count: number | null;
  stock_low: number | null;
}

const tableOf = (kind: StockKind) => (kind === 'item' ? 'menu_items' : 'modifier_choices');

/** The row's name and stock, or undefined when it is not there. */
export async function findStock(db: Db, kind: StockKind, id: number): Promise<(StockValues & { name: string }) | undefined> {
  if (kind === 'item')
    return db
      .selectFrom('menu_items')
      .select(['title as name', 'is_out', 'stock_count', 'stock_low'])
      .where('id', '=', id)
      .executeTakeFirst();
  return db.selectFrom('modifier_choices').select(['name', 'is_out', 'stock_count', 'stock_low']).where('id', '=', id).executeTakeFirst();
}

export async function updateStock(db: Db, kind: StockKind, id: number, values: StockValues & { updated_at: string }): Promise<void> {
  await db.updateTable(tableOf(kind)).set(values).where('id', '=', id).execute();
}

export interface StockRow extends StockValues {
  kind: StockKind;
  id: number;
  name: string;
}

/** Every item and choice that is out or counted. */
export async function listStockRows(db: Db): Promise<StockRow[]> {
  const [items, choices] = await Promise.all([
    db
      .selectFrom('menu_items')
      .select(['id', 'title as name', 'is_out', 'stock_count', 'stock_low'])
      .where((eb) => eb.or([eb('is_out', '=', 1), eb('stock_count', 'is not', null)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('modifier_choices')
      .select(['id', 'name', 'is_out', 'stock_count', 'stock_low'])
      .where((eb) => eb.or([eb('is_out', '=', 1), eb('stock_count', 'is not', null)]))
      .orderBy('id')
      .execute(),
  ]);
  return [...items.map((row) => ({ ...row, kind: 'item' as const })), ...choices.map((row) => ({ ...row, kind: 'choice' as const }))];
}

/**
 * Takes an entry's units; at 0 the row turns to 86. False when it is out or short (nothing changed): the caller
 * refuses the order. SQLite: inside the order's write transaction, which no other write interleaves.
 */
export async function takeStock(db: Db, entry: StockEntry): Promise<boolean> {
  const result = await db
    .updateTable(tableOf(entry.kind))
    .set((eb) => ({
      stock_count: eb('stock_count', '-', entry.quantity),
      is_out: eb.case().when('stock_count', '<=', entry.quantity).then(1).else(eb.ref('is_out')).end(),
    }))
    .where('id', '=', entry.id)
    .where('is_out', '=', 0)
    .where('stock_count', '>=', entry.quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
