// All SQL about 86 and stock counts on menu items and modifier choices: setting them, listing what is out or counted,
// and taking an order's units in the order's own write (one conditional UPDATE per counted row: the row's lock makes
// a second writer wait and then find it short).
import type { Updateable } from 'kysely';
import { type Db } from '../client';
import type { StockSettingsRow, StockSettingsTable } from '../schema';

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

export interface StockCatalogueRows {
  items: Array<StockValues & { id: number; name: string; category: string | null }>;
  /** The groups each item offers, and the groups its choices open (one level). */
  itemGroups: Array<{ item_id: number; group_id: number }>;
  groups: Array<{ id: number; name: string }>;
  choices: Array<StockValues & { id: number; group_id: number; name: string }>;
}

/** Every item and choice with its stock, for the kitchen's 86 panel (a menu is hundreds of rows, not thousands). */
export async function listStockCatalogue(db: Db): Promise<StockCatalogueRows> {
  const [items, links, opened, groups, choices] = await Promise.all([
    db
      .selectFrom('menu_items')
      .leftJoin('categories', 'categories.id', 'menu_items.category_id')
      .select([
        'menu_items.id',
        'menu_items.title as name',
        'categories.title as category',
        'menu_items.is_out',
        'menu_items.stock_count',
        'menu_items.stock_low',
      ])
      .orderBy('categories.title')
      .orderBy('menu_items.title')
      .execute(),
    db.selectFrom('menu_item_modifier_groups').select(['item_id', 'group_id']).orderBy('item_id').orderBy('position').execute(),
    db
      .selectFrom('menu_item_modifier_groups as link')
      .innerJoin('modifier_choices as choice', 'choice.group_id', 'link.group_id')
      .select(['link.item_id', 'choice.child_group_id'])
      .where('choice.child_group_id', 'is not', null)
      .orderBy('link.item_id')
      .orderBy('link.position')
      .orderBy('choice.position')
      .execute(),
    db.selectFrom('modifier_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('modifier_choices')
      .select(['id', 'group_id', 'name', 'is_out', 'stock_count', 'stock_low'])
      .orderBy('group_id')
      .orderBy('position')
      .execute(),
  ]);
  const itemGroups = [
    ...links,
    ...opened.flatMap((row) => (row.child_group_id === null ? [] : [{ item_id: row.item_id, group_id: row.child_group_id }])),
  ];
  return { items, itemGroups, groups, choices };
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

// --- The business day's start -------------------------------------------------------------------

export function findStockSettings(db: Db): Promise<StockSettingsRow> {
  return db.selectFrom('stock_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateStockSettings(db: Db, values: Updateable<StockSettingsTable>): Promise<void> {
  await db.updateTable('stock_settings').set(values).where('id', '=', 1).execute();
}

/**
 * Takes the reset of business day `date`: true for the one caller that moves last_reset_date forward to it. On
 * PostgreSQL a second node's UPDATE waits on the row lock, then finds the day taken; SQLite writes one at a time.
 */
export async function claimStockReset(db: Db, date: string, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('stock_settings')
    .set({ last_reset_date: date, updated_at: updatedAt })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('last_reset_date', 'is', null), eb('last_reset_date', '<', date)]))
    .where((eb) => eb.or([eb('reset_counts', '=', 1), eb('lift_outs', '=', 1)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The day's start: clears every count (a count of 0 was the 86, so it is lifted too) and, with `liftOuts`, lifts every
 * 86 (a count of 0 goes with it: an item back on with 0 left would still be refused). Returns the rows it changed.
 */
export async function resetStockRows(
  db: Db,
  what: { counts: boolean; liftOuts: boolean },
): Promise<Array<{ kind: StockKind; id: number }>> {
  const changed: Array<{ kind: StockKind; id: number }> = [];
  for (const kind of ['item', 'choice'] as const) {
    const table = tableOf(kind);
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb.or([...(what.counts ? [eb('stock_count', 'is not', null)] : []), ...(what.liftOuts ? [eb('is_out', '=', 1)] : [])]))
      .orderBy('id')
      .execute();
    if (rows.length === 0) continue;
    const ids = rows.map((row) => row.id);
    await db
      .updateTable(table)
      .set((eb) => ({
        is_out: what.liftOuts ? 0 : eb.case().when('stock_count', '=', 0).then(0).else(eb.ref('is_out')).end(),
        stock_count: what.counts ? null : eb.case().when('stock_count', '=', 0).then(null).else(eb.ref('stock_count')).end(),
      }))
      .where('id', 'in', ids)
      .execute();
    changed.push(...ids.map((id) => ({ kind, id })));
  }
  return changed;
}

// --- 86 history (the Activity trail's stock entries) ---------------------------------------------

const STOCK_HISTORY_ACTIONS = ['stock.eighty_sixed', 'stock.restored', 'stock.counted', 'stock.day_reset'] as const;

export interface StockHistoryRow {
  id: number;
  created_at: string;
  action: string;
  actor_name: string;
  subject_type: string | null;
  subject_id: string | null;
  summary: string;
  details: string | null;
}

/** The stock entries of [startsAt, endsBefore), newest first, at most `limit`. */
export function listStockHistory(db: Db, startsAt: string, endsBefore: string, limit: number): Promise<StockHistoryRow[]> {
  return db
    .selectFrom('audit_entries')
    .select(['id', 'created_at', 'action', 'actor_name', 'subject_type', 'subject_id', 'summary', 'details'])
    .where('action', 'in', [...STOCK_HISTORY_ACTIONS])
    .where('created_at', '>=', startsAt)
    .where('created_at', '<', endsBefore)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
